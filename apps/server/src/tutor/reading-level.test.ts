import { describe, expect, it } from 'vitest';
import { checkReadingLevel, countSyllables, fleschKincaidGrade, proseOf, wordCount } from './reading-level.ts';

describe('fleschKincaidGrade', () => {
  it('matches the textbook example (grade 11.3)', () => {
    // The example of the Flesch-Kincaid article: 13 words, 24 syllables, one sentence.
    expect(fleschKincaidGrade('The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.')).toBeCloseTo(11.3, 1);
  });

  it('scores a simple story low and dense academic prose high', () => {
    expect(fleschKincaidGrade('The cat sat on the mat. The dog ran to the cat. They had fun in the sun all day long.')).toBeLessThan(2);
    const academic =
      'Photosynthetic organisms convert electromagnetic radiation into chemical potential energy through a sophisticated sequence of photochemical and enzymatic transformations, subsequently utilising the resulting carbohydrates for biosynthesis and cellular respiration.';
    expect(fleschKincaidGrade(academic)).toBeGreaterThan(16);
  });

  it('is 0 for text without words', () => {
    expect(fleschKincaidGrade('2x + 3 = 7')).toBe(0);
  });
});

describe('syllables and words', () => {
  it.each([
    ['cat', 1],
    ['table', 2],
    ['make', 1],
    ['wanted', 2],
    ['boxes', 2],
    ['creature', 2],
    ['australian', 3],
    ['photosynthesis', 5],
  ])('%s has %i syllables', (word, n) => {
    expect(countSyllables(word)).toBe(n);
  });

  it('counts words, not numbers or symbols', () => {
    expect(wordCount("It's 5 o'clock: 3 + 4 = 7, isn't it?")).toBe(4);
  });
});

describe('proseOf', () => {
  it('strips code, LaTeX, inline maths and markdown, but keeps prices as text', () => {
    const prose = proseOf('## Steps\n1. Solve $2x + 3 = 7$ and `code`.\n$$x^2$$\n- **Bold** [link](http://x.y)\nIt costs $5 and $10.');
    expect(prose).not.toMatch(/[#*$`]|2x|x\^2|http/);
    expect(prose).toContain('Solve');
    expect(prose).toContain('Bold link');
    expect(prose).toContain('It costs');
  });
});

describe('checkReadingLevel', () => {
  it('gives no grade below 20 words of prose', () => {
    expect(checkReadingLevel('Solve $2x + 3 = 7$. What is the first step?', 'child')).toMatchObject({ grade: null, ok: true });
  });

  it('holds a child reply to grade 5 and an adult one to grade 12', () => {
    const simple =
      'Plants make their own food. They use light from the sun. They take in water and air. Then they make sugar and give out the air we breathe.';
    expect(checkReadingLevel(simple, 'child').ok).toBe(true);
    const dense =
      'Photosynthetic organisms convert electromagnetic radiation into chemical potential energy through a sophisticated sequence of photochemical and enzymatic transformations, subsequently utilising carbohydrates.';
    expect(checkReadingLevel(`${dense} ${dense}`, 'child').ok).toBe(false);
    expect(checkReadingLevel(`${dense} ${dense}`, 'adult').ok).toBe(false);
  });
});
