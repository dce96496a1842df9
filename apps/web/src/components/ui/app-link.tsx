import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';

/** Links animate the page change with a view transition (fade and slide, 0.4 s). */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>((props, ref) => <Link ref={ref} viewTransition {...props} />);
AppLink.displayName = 'AppLink';

export const AppNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>((props, ref) => <NavLink ref={ref} viewTransition {...props} />);
AppNavLink.displayName = 'AppNavLink';
