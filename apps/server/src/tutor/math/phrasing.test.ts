import { describe, expect, it } from 'vitest';
import { prepareText, unicodeToPlain } from './normalise.ts';
import { expandAbbreviations, splitProblems, stripFraming } from './phrasing.ts';

const framed = (text: string) => stripFraming(prepareText(text) ?? '');

describe('unicodeToPlain', () => {
  it.each([
    ['x⁴', 'x^4'],
    ['x⁻¹ + x¹⁰', 'x^(-1) + x^(10)'],
    ['½ + ⅓', '(1/2) + (1/3)'],
    ['3½', '(3 + 1/2)'],
    ['２ｘ＋３＝７', '2x+3=7'],
    ['2x + 3 = 7 🙏', '2x + 3 = 7  '],
  ])('%s → %s', (input, output) => {
    expect(unicodeToPlain(input)).toBe(output);
  });
});

describe('prepareText: unicode and LaTeX', () => {
  it.each([
    ['d/dx (5x⁴ + 3) ?', 'd/dx (5x^4 + 3)'],
    ['3x − 7 = 11', '3x - 7 = 11'],
    ['2·(x + 3) = 14', '2*(x + 3) = 14'],
    ['x^{2} - 9 = 0', 'x^(2) - 9 = 0'],
    ['$\\frac{3}{4} + \\frac{1}{6}$', '3/4 + 1/6'],
    ['\\frac{d}{dx}\\left(x^3\\right)', 'd/dx (x^3)'],
    ['\\dfrac{x}{3} = 4', '((x)/(3)) = 4'],
    ['6 \\times 7', '6 * 7'],
  ])('%s → %s', (input, output) => {
    expect(prepareText(input)).toBe(output);
  });
});

describe('expandAbbreviations', () => {
  it.each([
    ['can u solve 2x = 4 plz', 'can you solve 2x = 4 please'],
    ['help w/ 3/5 + 1/10', 'help with 3/5 + 1/10'],
    ['idk how', "i don't know how"],
    ['wat is 12 x 11', 'what is 12 x 11'],
    ['cn u help w/ this eqn', 'can you help with this equation'],
  ])('%s → %s', (input, output) => {
    expect(expandAbbreviations(input)).toBe(output);
  });

  it('leaves u alone when it is a variable', () => {
    expect(expandAbbreviations('solve u + 3 = 5')).toBe('solve u + 3 = 5');
  });
});

describe('stripFraming', () => {
  it.each([
    ['homework q3: 35% of 240 = ?', '35% of 240'],
    ['ex 4) 3x(x - 1) = 0', '3x(x - 1) = 0'],
    ['1. 5x - 3 = 2x + 12', '5x - 3 = 2x + 12'],
    ['(b) x^2 + 6x + 8 = 0', 'x^2 + 6x + 8 = 0'],
    ['hw 2.3: 4x - 1 = 2x + 7', '4x - 1 = 2x + 7'],
    ['x² + 2x − 15 = 0 how do i solve this', 'x^2 + 2x - 15 = 0'],
    ['solve 6x - 5 = 31 pls', 'solve 6x - 5 = 31'],
    ["simplify 3(x + 4) - 2x, I'm stuck", 'simplify 3(x + 4) - 2x'],
    ['idk how to do 5/6 - 1/3 lol', '5/6 - 1/3'],
    ['cn u help w/ this eqn: 6x + 1 = 4x + 11 thx', '6x + 1 = 4x + 11'],
    ['-(x - 4) + 2(x + 1) simplify', 'simplify -(x - 4) + 2(x + 1)'],
  ])('%s → %s', (input, text) => {
    expect(framed(input).text).toBe(text);
  });

  it('moves a request to solve, and the unknown, from the end to the intent', () => {
    expect(framed('x^{2} - 9 = 0 pls solve')).toEqual({ text: 'x^(2) - 9 = 0', solve: true });
    expect(framed('2x + 5 = 17 for x')).toEqual({ text: '2x + 5 = 17', solve: true, variable: 'x' });
    expect(framed('I need to solve 2(3x + 1) = 5x + 9 for x, can you help?')).toEqual({
      text: 'solve 2(3x + 1) = 5x + 9',
      solve: true,
      variable: 'x',
    });
    expect(framed('we have to solve x^2 - 5x + 6')).toEqual({ text: 'solve x^2 - 5x + 6', solve: false });
  });

  it('leaves unframed maths and prose as they are', () => {
    expect(framed('2x + 3 = 7')).toEqual({ text: '2x + 3 = 7', solve: false });
    expect(framed('what is photosynthesis')).toEqual({ text: 'what is photosynthesis', solve: false });
  });
});

describe('splitProblems', () => {
  it.each([
    ['solve 2x + 3 = 7 and 3x - 1 = 8', ['solve 2x + 3 = 7', '3x - 1 = 8']],
    ['1) 4x = 20 2) 3x + 1 = 10', ['1) 4x = 20', '2) 3x + 1 = 10']],
    ['7 × 8, 9 × 6 and 12 × 4', ['7 × 8', '9 × 6', '12 × 4']],
    ['2x + 1 = 9\n5x - 4 = 11', ['2x + 1 = 9', '5x - 4 = 11']],
  ])('%s', (input, parts) => {
    expect(splitProblems(input)).toEqual(parts);
  });

  it('never splits inside brackets', () => {
    expect(splitProblems('simplify 2(x + 3) - x; simplify 4(x - 1) + 2')).toEqual(['simplify 2(x + 3) - x', 'simplify 4(x - 1) + 2']);
  });
});
