import { forwardRef, useEffect, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';
import { createPath, Link, NavLink, type LinkProps, type NavLinkProps, type To } from 'react-router';
import { preloadLink, preloadWhenIdle } from '@/lib/route-preload';

type IntentHandlers = {
  onPointerEnter?: (e: PointerEvent<HTMLAnchorElement>) => void;
  onFocus?: (e: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (e: TouchEvent<HTMLAnchorElement>) => void;
};

/**
 * A link's route is preloaded once the browser is idle, and at once when the learner points at, focuses or
 * touches it; the caller's own handlers still run.
 */
function usePreload(to: To, { onPointerEnter, onFocus, onTouchStart }: IntentHandlers): IntentHandlers {
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => preloadWhenIdle(target), [target]);
  return {
    onPointerEnter: (e) => {
      onPointerEnter?.(e);
      preloadLink(target);
    },
    onFocus: (e) => {
      onFocus?.(e);
      preloadLink(target);
    },
    onTouchStart: (e) => {
      onTouchStart?.(e);
      preloadLink(target);
    },
  };
}

/**
 * Links load the next page's code and data ahead of the click (lib/route-preload.ts); the new page animates in
 * as it mounts (index.css .page-transition, docs/decisions/028).
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(({ onPointerEnter, onFocus, onTouchStart, ...props }, ref) => (
  <Link ref={ref} {...props} {...usePreload(props.to, { onPointerEnter, onFocus, onTouchStart })} />
));
AppLink.displayName = 'AppLink';

export const AppNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(({ onPointerEnter, onFocus, onTouchStart, ...props }, ref) => (
  <NavLink ref={ref} {...props} {...usePreload(props.to, { onPointerEnter, onFocus, onTouchStart })} />
));
AppNavLink.displayName = 'AppNavLink';
