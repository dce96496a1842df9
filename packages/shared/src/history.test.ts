import { describe, expect, it } from 'vitest';
import { cutText, excerptParts, HISTORY_MESSAGES, SearchRequestSchema, timeframeStart } from './history';

describe('cutText', () => {
  it('keeps a short text whole, on one line', () => {
    expect(cutText('  Hello\n\n  there  ', 200)).toBe('Hello there');
  });

  it('cuts a long text to at most max characters with an ellipsis, at a word’s end when one is near', () => {
    const text = 'word '.repeat(100);
    const cut = cutText(text, 200);
    expect(Array.from(cut).length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/word…$/);
    expect(cut.endsWith(' …')).toBe(false);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = cutText('🙂'.repeat(300), 200);
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut.endsWith('🙂…')).toBe(true);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('excerptParts', () => {
  it('splits an excerpt into marked and unmarked text, in order', () => {
    expect(
      excerptParts({
        text: 'add fractions and a fraction',
        highlights: [
          { start: 20, end: 28 },
          { start: 4, end: 13 },
        ],
      }),
    ).toEqual([
      { text: 'add ', marked: false },
      { text: 'fractions', marked: true },
      { text: ' and a ', marked: false },
      { text: 'fraction', marked: true },
    ]);
  });

  it('ignores ranges outside the text, empty or overlapping the one before', () => {
    expect(
      excerptParts({
        text: 'abc',
        highlights: [
          { start: 1, end: 1 },
          { start: 0, end: 2 },
          { start: 1, end: 9 },
          { start: 7, end: 9 },
        ],
      }),
    ).toEqual([
      { text: 'ab', marked: true },
      { text: 'c', marked: true },
    ]);
  });
});

describe('SearchRequestSchema', () => {
  it('trims the query and defaults the timeframe and subject to null (spec 002 section 7)', () => {
    expect(SearchRequestSchema.parse({ query: ' fractions ' })).toEqual({ query: 'fractions', timeframe: null, subject: null });
  });

  it('refuses a blank query with the specified message', () => {
    const result = SearchRequestSchema.safeParse({ query: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(HISTORY_MESSAGES.searchRequired);
  });
});

describe('timeframeStart', () => {
  it('is the start of a rolling window, or null for any time', () => {
    const now = new Date('2026-05-20T12:00:00Z');
    expect(timeframeStart('week', now)?.toISOString()).toBe('2026-05-13T12:00:00.000Z');
    expect(timeframeStart('month', now)?.toISOString()).toBe('2026-04-20T12:00:00.000Z');
    expect(timeframeStart(null, now)).toBeNull();
  });
});
