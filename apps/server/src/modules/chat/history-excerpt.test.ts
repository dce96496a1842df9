import { describe, expect, it } from 'vitest';
import { excerptFromMarked, MARK_END, MARK_START, markedWindow } from './history-excerpt.ts';

const mark = (word: string) => `${MARK_START}${word}${MARK_END}`;
const marked = (e: { text: string; highlights: { start: number; end: number }[] }) => e.highlights.map((h) => e.text.slice(h.start, h.end));

describe('excerptFromMarked', () => {
  it('keeps a short text whole with its marks as ranges, on one line', () => {
    const e = excerptFromMarked(`I like ${mark('fractions')}\n\nand ${mark('fraction')} games`, 100);
    expect(e.text).toBe('I like fractions and fraction games');
    expect(marked(e)).toEqual(['fractions', 'fraction']);
  });

  it('cuts a long text to a window a little before the first match, with ellipses counted', () => {
    const before = 'a'.repeat(10) + ' ' + 'word '.repeat(40);
    const e = excerptFromMarked(`${before}${mark('parallelogram')} ${'after '.repeat(40)}`, 100);
    expect(Array.from(e.text).length).toBeLessThanOrEqual(100);
    expect(e.text.startsWith('…')).toBe(true);
    expect(e.text.endsWith('…')).toBe(true);
    expect(e.text).not.toMatch(/^… |…$ /);
    expect(marked(e)).toEqual(['parallelogram']);
    expect(e.text.indexOf('parallelogram')).toBeLessThan(40);
  });

  it('ends at the text’s end when the match is near it', () => {
    const e = excerptFromMarked(`${'start '.repeat(40)}the ${mark('end')}`, 100);
    expect(e.text.endsWith('the end')).toBe(true);
    expect(e.text.startsWith('…')).toBe(true);
    expect(Array.from(e.text).length).toBeLessThanOrEqual(100);
    expect(marked(e)).toEqual(['end']);
  });

  it('counts characters, not UTF-16 units: ranges stay on the characters after emoji', () => {
    const e = excerptFromMarked(`🙂🙂 ${mark('rhombus')} 🙂`, 100);
    expect(marked(e)).toEqual(['rhombus']);
    const long = excerptFromMarked(`${'🙂'.repeat(150)} ${mark('rhombus')}`, 100);
    expect(Array.from(long.text).length).toBeLessThanOrEqual(100);
    expect(marked(long)).toEqual(['rhombus']);
  });

  it('leaves out a match cut by the window and an unclosed mark', () => {
    const e = excerptFromMarked(`${mark('first')} ${'x '.repeat(200)}`, 100);
    expect(marked(e)).toEqual(['first']);
    expect(excerptFromMarked(`${MARK_START}open`, 100)).toEqual({ text: 'open', highlights: [] });
  });
});

describe('markedWindow', () => {
  it('hands a short message over whole', () => {
    const text = `a ${mark('match')} b`;
    expect(markedWindow(text)).toEqual({ text, before: false, after: false });
  });

  it('cuts a long message around its first match, and the excerpt says text was left out on both sides', () => {
    const long = `${'before '.repeat(300)}${mark('needle')} ${'after '.repeat(300)}`;
    const part = markedWindow(long);
    expect(part.before && part.after).toBe(true);
    expect(part.text.length).toBeLessThan(700);
    const e = excerptFromMarked(part.text, 100, part);
    expect(marked(e)).toEqual(['needle']);
    expect(e.text.startsWith('…') && e.text.endsWith('…')).toBe(true);
    expect(Array.from(e.text).length).toBeLessThanOrEqual(100);
  });

  it('says so even when the part itself would fit: a short part of a long message starts with an ellipsis', () => {
    expect(excerptFromMarked(`end of it ${mark('here')}`, 100, { before: true })).toEqual({
      text: '…end of it here',
      highlights: [{ start: 11, end: 15 }],
    });
  });

  it('never cuts a character made of two UTF-16 units in half', () => {
    const long = `${'🙂'.repeat(400)}${mark('x')}${'🙂'.repeat(400)}`;
    const part = markedWindow(long);
    expect(part.text).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
  });
});
