// Deterministic choices for a lesson: the same topic always gives the same lesson (options in the same order,
// the same practice problem), without Math.random, so a lesson can be rebuilt and tested.

import { seededRandom } from '@/tutor/math/index.ts';

/** FNV-1a: a small, stable 32-bit hash of a text. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A copy of the list in an order fixed by the seed (Fisher-Yates). */
export function shuffle<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  const rnd = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
