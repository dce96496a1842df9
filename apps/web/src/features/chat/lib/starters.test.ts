import { describe, expect, it } from 'vitest';
import { filterStarters, pickStarters, starterPool, starterWording, STARTER_FILTERS, surpriseStarter } from './starters';

describe('starterWording', () => {
  it('changes at 16 and at 18', () => {
    expect(starterWording(8)).toBe('young');
    expect(starterWording(15)).toBe('young');
    expect(starterWording(16)).toBe('neutral');
    expect(starterWording(17)).toBe('neutral');
    expect(starterWording(18)).toBe('adult');
    expect(starterWording(70)).toBe('adult');
  });

  it('treats an unknown age as the default 16', () => {
    expect(starterWording(null)).toBe('neutral');
    expect(starterWording(undefined)).toBe('neutral');
  });
});

describe('starterPool', () => {
  const texts = (age: number, subject = 'History') => starterPool(age, subject).map((s) => s.text);

  it('words starters differently for 15, 16-17 and 18', () => {
    expect(texts(15)).not.toEqual(texts(16));
    expect(texts(16)).toEqual(texts(17));
    expect(texts(17)).not.toEqual(texts(18));
    expect(texts(15)).not.toEqual(texts(18));
  });

  it('names the subject', () => {
    expect(texts(16, 'Reading & Language Arts').some((t) => t.includes('Reading & Language Arts'))).toBe(true);
    expect(texts(16).some((t) => t.includes('{subject}'))).toBe(false);
  });

  it('adds extras for subjects whose name contains math or science, in any case', () => {
    const plain = starterPool(16, 'History').length;
    expect(starterPool(16, 'Mathematics').length).toBeGreaterThan(plain);
    expect(starterPool(16, 'Computer Science').length).toBeGreaterThan(plain);
    expect(starterPool(16, 'MATH 101').length).toBeGreaterThan(plain);
    expect(starterPool(16, 'Maths and Science').length).toBeGreaterThan(starterPool(16, 'Mathematics').length);
    expect(starterPool(16, 'Mathematics')[0].id).toMatch(/^math-/);
    expect(starterPool(16, 'Science')[0].id).toMatch(/^science-/);
    expect(starterPool(16, 'History').some((s) => /^(math|science)-/.test(s.id))).toBe(false);
  });

  it('gives every starter a unique id and a known category', () => {
    for (const age of [10, 16, 30]) {
      const pool = starterPool(age, 'Mathematics and Science');
      expect(new Set(pool.map((s) => s.id)).size).toBe(pool.length);
      for (const s of pool) expect(['question', 'topic', 'practice', 'help']).toContain(s.category);
    }
  });
});

describe('pickStarters', () => {
  it('shows at most 6 for every filter, age and subject', () => {
    for (const age of [10, 15, 16, 17, 18, 40]) {
      for (const subject of ['History', 'Mathematics', 'Science', 'Math and Science']) {
        const pool = starterPool(age, subject);
        for (const f of STARTER_FILTERS) {
          const shown = pickStarters(pool, f);
          expect(shown.length).toBeLessThanOrEqual(6);
          expect(shown.length).toBeGreaterThan(0);
        }
        expect(pickStarters(pool, 'all')).toHaveLength(6);
      }
    }
  });

  it('filters by category', () => {
    const pool = starterPool(16, 'Mathematics');
    for (const c of ['question', 'topic', 'practice', 'help'] as const) {
      expect(pickStarters(pool, c).every((s) => s.category === c)).toBe(true);
      expect(pickStarters(pool, c)).toEqual(filterStarters(pool, c).slice(0, 6));
    }
  });

  it('mixes every category under All, subject extras first', () => {
    const shown = pickStarters(starterPool(16, 'Mathematics'), 'all');
    expect(new Set(shown.map((s) => s.category))).toEqual(new Set(['question', 'topic', 'practice', 'help']));
    expect(shown[0].id).toMatch(/^math-/);
  });

  it('respects a smaller maximum', () => {
    expect(pickStarters(starterPool(20, 'Science'), 'all', 3)).toHaveLength(3);
  });
});

describe('surpriseStarter', () => {
  const pool = starterPool(16, 'Science');

  it('picks from the current category, including starters not shown', () => {
    const practice = filterStarters(pool, 'practice');
    expect(surpriseStarter(pool, 'practice', () => 0)).toEqual(practice[0]);
    expect(surpriseStarter(pool, 'practice', () => 0.9999)).toEqual(practice[practice.length - 1]);
    const all = filterStarters(pool, 'all');
    expect(all.length).toBeGreaterThan(6);
    expect(surpriseStarter(pool, 'all', () => 0.9999)).toEqual(all[all.length - 1]);
  });

  it('survives a random source returning 1 and an empty pool', () => {
    expect(surpriseStarter(pool, 'help', () => 1)?.category).toBe('help');
    expect(surpriseStarter([], 'all')).toBeUndefined();
  });
});
