// The safety model's features: hashed without building strings, and the same buckets as hashing the strings would give
// (the committed weights were trained on them).
import { describe, expect, it } from 'vitest';
import { bucketOf, sparseFeatures, vectorWords, wordsOf } from './features.ts';

/** The features as their definition reads: the FNV-1a bucket of each feature's text. */
function byStrings(words: string[]): number[] {
  const out: number[] = [];
  words.forEach((w, i) => {
    out.push(bucketOf(`w ${w}`));
    if (i > 0) out.push(bucketOf(`b ${words[i - 1]} ${w}`));
    if (w.length < 3 || /^\d+$/.test(w)) return;
    const padded = `<${w}>`;
    for (let n = 3; n <= 5 && n <= padded.length; n++)
      for (let j = 0; j + n <= padded.length; j++) out.push(bucketOf(`c ${padded.slice(j, j + n)}`));
  });
  return out;
}

describe('sparseFeatures', () => {
  it.each(['i want to kill myself', 'a b cd efg 12 345 hello', 'x', 'supercalifragilisticexpialidocious and 2024', ''])(
    'matches the string definition for "%s"',
    (text) => {
      const words = wordsOf(text);
      expect(Array.from(sparseFeatures(words))).toEqual(byStrings(words));
    },
  );

  it('shares most features between a word and its misspelling', () => {
    const a = new Set(sparseFeatures(['suicide']));
    const b = sparseFeatures(['sucide']);
    expect(Array.from(b).filter((f) => a.has(f)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('vectorWords', () => {
  it('keeps the content words that have a vector, in order', () => {
    const index = new Map([
      ['pills', 0],
      ['tonight', 1],
      ['the', 2],
    ]);
    expect(Array.from(vectorWords(['the', 'pills', 'unknown', 'tonight'], index))).toEqual([0, 1]);
  });
});
