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

/**
 * The marked text on one line, cut to at most `max` characters (code points; an ellipsis at a cut end counts as one),
 * the window placed a little before the first match; the highlights are UTF-16 ranges of the excerpt's text.
 */
export function excerptFromMarked(marked: string, max: number): Excerpt {
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
  let start = 0;
  let end = n;
  if (n > max) {
    start = Math.max(0, (ranges[0]?.start ?? 0) - CONTEXT_BEFORE);
    end = Math.min(n, start + max - (start > 0 ? 1 : 0) - 1);
    if (end >= n) {
      end = n;
      start = n - (max - 1);
    }
    // No space beside an ellipsis.
    while (start > 0 && start < end && chars[start] === ' ') start++;
    while (end < n && end > start && chars[end - 1] === ' ') end--;
  }
  const lead = start > 0 ? '…' : '';
  const trail = end < n ? '…' : '';
  // Offsets in UTF-16 units of the excerpt (what the page slices), from the code points kept.
  const offsets: number[] = [lead.length];
  for (let i = start; i < end; i++) offsets.push(offsets[offsets.length - 1]! + chars[i]!.length);
  const at = (i: number) => offsets[Math.min(Math.max(i, start), end) - start]!;
  const highlights = ranges
    .filter((r) => r.end > start && r.start < end)
    .map((r) => ({ start: at(r.start), end: at(r.end) }))
    .filter((r) => r.end > r.start);
  return { text: lead + chars.slice(start, end).join('') + trail, highlights };
}
