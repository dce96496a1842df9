// The matched words of a message, as the page shows them: the database marks them (ts_headline with two control
// characters no stored text keeps: history.repository.ts strips them first), and this turns the marked text into
// plain text and ranges, cut to a window around the first match. The page renders the ranges itself, so nothing the
// server sends is ever read as markup.
import type { Excerpt } from '@brightpath/shared/history';

/** Where a match starts and ends in the marked text (ts_headline's StartSel and StopSel). */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/** Characters kept before the first match, so it is read in its sentence. */
const CONTEXT_BEFORE = 30;

/** How much of a long message is looked at around its first match: far more than an excerpt shows. */
const WINDOW_BEFORE = 200;
const WINDOW_AFTER = 400;

/**
 * The part of a long marked message around its first match (the whole message when it is short), and whether text was
 * left out before or after it: an excerpt shows 100 characters, so a reply of thousands need not be read to the end.
 * The cut ends are moved off a mark and off half of a character made of two UTF-16 units.
 */
export function markedWindow(marked: string): { text: string; before: boolean; after: boolean } {
  if (marked.length <= WINDOW_BEFORE + WINDOW_AFTER) return { text: marked, before: false, after: false };
  const first = Math.max(0, marked.indexOf(MARK_START));
  let from = Math.max(0, first - WINDOW_BEFORE);
  let to = Math.min(marked.length, first + WINDOW_AFTER);
  const low = (i: number) => i > 0 && i < marked.length && /[\udc00-\udfff]/.test(marked[i]!);
  if (low(from)) from -= 1;
  if (low(to)) to += 1;
  // A mark opened before the window's end is closed inside it (an unclosed mark is dropped by excerptFromMarked).
  return { text: marked.slice(from, to), before: from > 0, after: to < marked.length };
}

/**
 * The marked text on one line, cut to at most `max` characters (code points; an ellipsis at a cut end counts as one),
 * the window placed a little before the first match; the highlights are UTF-16 ranges of the excerpt's text.
 */
export function excerptFromMarked(marked: string, max: number, more: { before?: boolean; after?: boolean } = {}): Excerpt {
  const chars: string[] = [];
  const ranges: { start: number; end: number }[] = [];
  let open: number | null = null;
  for (const ch of marked.replace(/\s+/g, ' ').trim()) {
    if (ch === MARK_START) open = chars.length;
    else if (ch === MARK_END) {
      if (open !== null && chars.length > open) ranges.push({ start: open, end: chars.length });
      open = null;
    } else chars.push(ch);
  }
  const n = chars.length;
  // An ellipsis where text is left out: by this cut, or before this text was handed over (markedWindow).
  const lead = (from: number) => (from > 0 || more.before ? 1 : 0);
  const trail = (to: number) => (to < n || more.after ? 1 : 0);
  let start = 0;
  let end = n;
  if (lead(0) + n + trail(n) > max) {
    start = Math.max(0, (ranges[0]?.start ?? 0) - CONTEXT_BEFORE);
    end = Math.min(n, start + max - lead(start) - 1);
    if (end >= n) {
      end = n;
      start = Math.max(0, n - (max - trail(n) - 1));
    }
    while (start < end && lead(start) + (end - start) + trail(end) > max) start++;
    // No space beside an ellipsis.
    while (start > 0 && start < end && chars[start] === ' ') start++;
    while (end < n && end > start && chars[end - 1] === ' ') end--;
  }
  const leadText = lead(start) ? '…' : '';
  const trailText = trail(end) ? '…' : '';
  // Offsets in UTF-16 units of the excerpt (what the page slices), from the code points kept.
  const offsets: number[] = [leadText.length];
  for (let i = start; i < end; i++) offsets.push(offsets[offsets.length - 1]! + chars[i]!.length);
  const at = (i: number) => offsets[Math.min(Math.max(i, start), end) - start]!;
  const highlights = ranges
    .filter((r) => r.end > start && r.start < end)
    .map((r) => ({ start: at(r.start), end: at(r.end) }))
    .filter((r) => r.end > r.start);
  return { text: leadText + chars.slice(start, end).join('') + trailText, highlights };
}
