/**
 * Where the toasts show: the first of a few fixed places, in order, whose box covers no field, button, link or chat
 * message on screen; the least covering one when none is clear. On a wide screen top right under the header, then
 * bottom right above the help button, then top left, then bottom left above the learning assistant's button; on a
 * phone at the top under the header, then at the bottom above the floating buttons. The page decides nothing: the
 * toaster measures it (toaster.tsx), so a toast never sits on the study-time dropdown or the tutor's latest reply.
 *
 * Where every place covers something (the chat on a phone: its tabs at the top, its messages down to the floating
 * buttons), a page that can give room at its foot (the chat's message log, marked `data-toast-room`) is asked for
 * it: the toast takes the bottom place and the page adds the toast's height below its last message (the CSS variable
 * --toast-room, set by the toaster), so the latest message moves up above the toast instead of under it.
 */
export type Rect = { left: number; top: number; width: number; height: number };
export type PlacementName = 'top-right' | 'bottom-right' | 'top-left' | 'bottom-left' | 'top' | 'bottom';
export type Placement = { name: PlacementName; box: Rect };
/** A place, and the room (px) the page is asked to make at its foot for it: none when the place is clear by itself. */
export type Choice = Placement & { room: number };
/** Whether the page can make room at its foot: not at all, it can, or it already has for the toasts showing. */
export type RoomAtFoot = 'none' | 'offered' | 'made';

export type Layout = {
  /** The window's size. */
  view: { width: number; height: number };
  /** The bottom of the site header (and beta banner): toasts never cover the navigation. */
  headerBottom: number;
  /** What the page keeps at the bottom of the screen (--bottom-clearance: the tutor's message box). */
  bottomClearance: number;
  /** The height of the toasts shown. */
  toastHeight: number;
};

/** Tailwind's sm: at and above it, toasts are a column in a corner; below, a band across the phone. */
export const WIDE = 640;
const MAX_WIDTH = 388;
const GAP = 8;
/** The round floating buttons (56 px) and their distance from the bottom: 1rem on a phone, 1.5rem wider. */
const LAUNCHER = 56;
/** No toast is lower than its padding and one line (before it is laid out, it counts as that high). */
const MIN_HEIGHT = 56;
/** The narrow column's width, and the height a toast takes in it (its text wraps). */
const NARROW = 248;
const NARROW_HEIGHT = 100;

/** Every place a toast may show, in order of preference, for this layout. */
export function toastPlacements(layout: Layout): Placement[] {
  const { view, headerBottom, bottomClearance } = layout;
  const h = Math.max(MIN_HEIGHT, layout.toastHeight);
  const wide = view.width >= WIDE;
  const margin = wide ? 24 : 16;
  const width = Math.min(MAX_WIDTH, view.width - 2 * margin);
  const top = headerBottom + GAP;
  // Above the floating buttons in the bottom corners.
  const bottom = view.height - bottomClearance - (wide ? 24 : 16) - LAUNCHER - GAP - h;
  const at = (name: PlacementName, left: number, y: number): Placement => ({ name, box: { left, top: y, width, height: h } });
  if (!wide) return [at('top', margin, top), at('bottom', margin, bottom)];
  const right = view.width - margin - width;
  // Last, a narrower column in the right margin beside a centred page (the chat's column ends 280 px from the edge).
  const narrow = { width: NARROW, height: Math.max(h, NARROW_HEIGHT) };
  const gutter = view.width - 16 - NARROW;
  return [
    at('top-right', right, top),
    at('bottom-right', right, bottom),
    at('top-left', margin, top),
    at('bottom-left', margin, bottom),
    { name: 'top-right', box: { left: gutter, top, ...narrow } },
    { name: 'bottom-right', box: { left: gutter, top: bottom + h - narrow.height, ...narrow } },
  ];
}

function overlap(a: Rect, b: Rect): number {
  const x = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const y = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return x > 0 && y > 0 ? x * y : 0;
}

/**
 * The first place that covers none of `obstacles`. Else, when the page offers room at its foot, the bottom place with
 * that room; else the place that covers the least. Once the room is made it is kept while toasts show (the bottom
 * place is then clear, and choosing again without the room would take it back and cover the message again).
 */
export function chooseToastPlacement(layout: Layout, obstacles: Rect[], roomAtFoot: RoomAtFoot = 'none'): Choice {
  const places = toastPlacements(layout);
  const foot = places.find((p) => p.name === 'bottom' || p.name === 'bottom-right')!;
  const withRoom = (): Choice => ({ ...foot, room: foot.box.height + GAP });
  if (roomAtFoot === 'made') return withRoom();
  let best = places[0]!;
  let least = Infinity;
  for (const place of places) {
    const covered = obstacles.reduce((sum, o) => sum + overlap(place.box, o), 0);
    if (covered === 0) return { ...place, room: 0 };
    if (covered < least) {
      least = covered;
      best = place;
    }
  }
  return roomAtFoot === 'offered' ? withRoom() : { ...best, room: 0 };
}

/** The attribute of the element that can make room at the page's foot (it reads --toast-room). */
export const TOAST_ROOM_ATTRIBUTE = 'data-toast-room';

/** What a toast must not cover: fields, buttons, links, tabs and each chat message (the tutor's log). */
export const TOAST_OBSTACLES = [
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'button',
  'a[href]',
  '[role="combobox"]',
  '[role="tab"]',
  '[role="slider"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="log"] li',
].join(',');
