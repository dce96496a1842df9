import { useEffect, type RefObject } from 'react';

/**
 * The floating corner controls (the help chat, the learning assistant, the toasts) sit above whatever a page keeps
 * at the bottom of the screen, such as the tutor's message box. The page marks that element with this hook; the
 * corner controls read the CSS variable --bottom-clearance (the distance from the element's top to the bottom of
 * the viewport). Several elements may be marked at once (the chat's message box stays mounted while the Voice tab
 * shows its own bar): the clearance is the largest among those actually shown, and none when none is shown.
 */
const marked = new Set<HTMLElement>();

function refresh() {
  let clearance = 0;
  for (const el of marked) {
    // Not rendered (a hidden tab): it keeps nothing at the bottom of the screen.
    if (el.getClientRects().length === 0) continue;
    clearance = Math.max(clearance, Math.round(window.innerHeight - el.getBoundingClientRect().top));
  }
  const root = document.documentElement;
  if (clearance > 0) root.style.setProperty('--bottom-clearance', `${clearance}px`);
  else root.style.removeProperty('--bottom-clearance');
}

export function useBottomClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    marked.add(el);
    refresh();
    // Fires when the element is shown or hidden (its size changes to or from nothing) and when it grows.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(refresh);
    observer?.observe(el);
    window.addEventListener('resize', refresh);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', refresh);
      marked.delete(el);
      refresh();
    };
  }, [ref]);
}
