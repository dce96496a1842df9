import { useEffect, type RefObject } from 'react';

/**
 * The floating corner controls (the help chat, the toasts) sit above whatever a page keeps at the bottom of the
 * screen, such as the tutor's message box. The page marks that element with this hook; the corner controls read
 * the CSS variable --bottom-clearance (the distance from the element's top to the bottom of the viewport).
 */
export function useBottomClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => {
      const rect = el.getBoundingClientRect();
      const clearance = Math.max(0, Math.round(window.innerHeight - rect.top));
      root.style.setProperty('--bottom-clearance', `${clearance}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--bottom-clearance');
    };
  }, [ref]);
}
