import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dismiss, useToasts } from './use-toast';
import { chooseToastPlacement, TOAST_OBSTACLES, TOAST_ROOM_ATTRIBUTE, type Placement, type Rect } from './toast-placement';

/** The page as the toasts see it now: its header, what it keeps at the bottom, and every box a toast must not cover. */
function measure(viewport: HTMLElement) {
  const header = document.querySelector('header');
  const clearance = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--bottom-clearance')) || 0;
  const view = { width: window.innerWidth, height: window.innerHeight };
  const obstacles: Rect[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(TOAST_OBSTACLES)) {
    if (viewport.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < view.height) obstacles.push(r);
  }
  return {
    layout: {
      view,
      headerBottom: Math.max(0, header?.getBoundingClientRect().bottom ?? 0),
      bottomClearance: clearance,
      toastHeight: viewport.offsetHeight,
    },
    obstacles,
  };
}

/** Asks the page for room at its foot (--toast-room, read by the element marked TOAST_ROOM_ATTRIBUTE), or gives it back. */
function setRoom(px: number) {
  const root = document.documentElement;
  const value = px > 0 ? `${px}px` : '';
  // Only a change: the toaster watches the root's style, and writing the same value again would place it again.
  if (root.style.getPropertyValue('--toast-room') === value) return;
  if (value) root.style.setProperty('--toast-room', value);
  else root.style.removeProperty('--toast-room');
}

/**
 * Radix Toast: 5000 ms, swipe right 50 px, F8 focuses the area, a close button on each. Placed where it covers no
 * field, button, link or chat message (toast-placement.ts): measured when a toast shows and again when the page
 * scrolls or resizes while it does. Where no place is clear and the page can make room at its foot (the chat's
 * message log on a phone), the room is asked for while toasts show and given back when the last one goes.
 */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const showing = toasts.some((t) => t.open);
  // Room made at the page's foot for the toasts showing: kept until they have all gone.
  const roomMade = useRef(false);

  const place = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const { layout, obstacles } = measure(el);
    // Offered by a page element that is shown (not the log of a hidden tab).
    const offered = [...document.querySelectorAll(`[${TOAST_ROOM_ATTRIBUTE}]`)].some((e) => e.getClientRects().length > 0);
    const next = chooseToastPlacement(layout, obstacles, !offered ? 'none' : roomMade.current ? 'made' : 'offered');
    roomMade.current = offered && next.room > 0;
    setRoom(roomMade.current ? next.room : 0);
    setPlacement((prev) =>
      prev &&
      prev.name === next.name &&
      prev.box.top === next.box.top &&
      prev.box.left === next.box.left &&
      prev.box.width === next.box.width
        ? prev
        : next,
    );
  }, []);

  useLayoutEffect(() => {
    if (!showing) {
      roomMade.current = false;
      setRoom(0);
      return;
    }
    place();
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    // Capture: the chat's message log scrolls inside the page.
    window.addEventListener('scroll', later, true);
    window.addEventListener('resize', later);
    // Placed again at once (not on the next frame) when the toast or the page changes: a page whose frames wait (a
    // test's paused clock, a busy tab) must not keep a toast where the message box has since appeared.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    if (viewport.current) observer?.observe(viewport.current);
    // The page still filling in (the chat's messages arrive after the toast): placed again once it has.
    const mutations = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(place);
    mutations?.observe(document.body, { childList: true, subtree: true });
    // --bottom-clearance changing (the tutor's message box mounting) moves the bottom places.
    mutations?.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
    return () => {
      mutations?.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later, true);
      window.removeEventListener('resize', later);
      observer?.disconnect();
    };
  }, [showing, toasts, place]);

  const style: CSSProperties | undefined = placement
    ? { top: placement.box.top, left: placement.box.left, width: placement.box.width }
    : undefined;

  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.type}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            'toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
            t.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-line-200 bg-surface text-ink-900',
            t.className,
          )}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && <Toast.Description className="text-sm">{t.description}</Toast.Description>}
          </div>
          {t.action}
          <Toast.Close
            aria-label="Close"
            className={cn(
              'absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2',
              t.variant === 'destructive' ? 'text-white' : 'text-ink-600',
            )}
          >
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        data-placement={placement?.name}
        style={style}
        className="fixed left-4 right-4 top-20 z-[100] m-0 flex max-h-screen list-none flex-col gap-2 p-0 outline-none"
      />
    </Toast.Provider>
  );
}
