import { describe, expect, it } from 'vitest';
import { excerptFromMarked, MARK_END, MARK_START } from './history-excerpt.ts';

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
