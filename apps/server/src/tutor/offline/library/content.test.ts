// The content files as data: every file validates, is wired into the loader and laid out the one way
// (so diffs stay small), card ids are unique, the slug table agrees with the seeded catalogue, and a
// bad card stops loading with its file and id.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBJECT_IDS, SUBJECT_SLUGS } from './card-schema.ts';
import { CardContentError, CONTENT_FILES, loadCards, parseContentFile } from './content.ts';
import { ALL_CARDS, getCard } from './index.ts';

const DIR = new URL('./content/', import.meta.url);
const ON_DISK = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
/** The catalogue migrations that insert subjects: the seed, and Programming and Art. */
const SEED = ['0002_seed_subjects.sql', '0020_programming_and_art.sql']
  .map((f) => readFileSync(new URL(`../../../../drizzle/${f}`, import.meta.url), 'utf8'))
  .join('\n');

/** 'Reading & Language Arts' -> 'reading-language-arts'. */
const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('subject slugs', () => {
  it('map to the ids of the seeded catalogue, every subject once', () => {
    const seeded = [...SEED.matchAll(/^\s*\((\d+), '((?:[^']|'')+)'/gm)].map((m) => [slugify(m[2].replace(/''/g, "'")), Number(m[1])]);
    expect(seeded.length).toBe(15);
    expect(SUBJECT_IDS).toEqual(Object.fromEntries(seeded));
  });
});

describe('content files', () => {
  it('are all loaded, one per subject of the catalogue', () => {
    expect(Object.keys(CONTENT_FILES).sort()).toEqual(ON_DISK);
    expect(ON_DISK).toEqual(SUBJECT_SLUGS.map((s) => `${s}.json`).sort());
  });

  for (const file of ON_DISK) {
    describe(file, () => {
      const text = readFileSync(new URL(file, DIR), 'utf8');

      it('validates against the card schema', () => {
        const cards = parseContentFile(file, JSON.parse(text));
        expect(cards.length).toBeGreaterThan(0);
      });

      it('is the file the library bundles', () => {
        expect(CONTENT_FILES[file]).toEqual(JSON.parse(text));
      });

      it('is pretty-printed with two spaces and a final newline', () => {
        expect(text, `${file}: rewrite it as JSON.stringify(data, null, 2) + '\\n'`).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
      });
    });
  }

  it('gives every card a unique id, and the library holds every card', () => {
    const ids = ALL_CARDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const total = ON_DISK.reduce((n, f) => n + parseContentFile(f, CONTENT_FILES[f]).length, 0);
    expect(ALL_CARDS.length).toBe(total);
    for (const c of ALL_CARDS) expect(getCard(c.id)).toBe(c);
  });

  it('links related cards that exist', () => {
    for (const c of ALL_CARDS) for (const r of c.related) expect(getCard(r), `${c.id} -> ${r}`).toBeDefined();
  });
});

describe('loading a bad content file', () => {
  const good = CONTENT_FILES['mathematics.json'] as { subject: string; cards: Record<string, unknown>[] };
  const withCard = (change: (card: Record<string, unknown>) => Record<string, unknown>) => ({
    ...good,
    cards: [good.cards[0], change(structuredClone(good.cards[1])), ...good.cards.slice(2)],
  });
  const failure = (files: Record<string, unknown>) => {
    try {
      loadCards(files);
    } catch (e) {
      expect(e).toBeInstanceOf(CardContentError);
      return (e as Error).message;
    }
    throw new Error('loaded');
  };
  const id = good.cards[1].id as string;

  it('names the file and the card of a missing reading level', () => {
    const message = failure({ 'mathematics.json': withCard((c) => ({ ...c, explanation: { child: 'A.', teen: 'B.' } })) });
    expect(message).toContain('content/mathematics.json');
    expect(message).toContain(`card '${id}'`);
    expect(message).toContain('explanation.adult');
  });

  it('rejects a misspelt field, an upper-case acceptable answer and an unknown level', () => {
    expect(failure({ 'mathematics.json': withCard((c) => ({ ...c, keyword: ['x'] })) })).toContain('keyword');
    const q = (good.cards[1].checkQuestions as Record<string, unknown>[])[0];
    expect(failure({ 'mathematics.json': withCard((c) => ({ ...c, checkQuestions: [{ ...q, acceptable: ['Yes'] }, q] })) })).toContain(
      'lower case',
    );
    expect(failure({ 'mathematics.json': withCard((c) => ({ ...c, level: 'hard' })) })).toContain('level');
  });

  it('rejects a duplicate id across files, and a file named after another subject', () => {
    const science = CONTENT_FILES['science.json'] as { subject: string; cards: Record<string, unknown>[] };
    const copy = { ...science, cards: [...science.cards, good.cards[0]] };
    expect(failure({ 'mathematics.json': good, 'science.json': copy })).toContain(`the id is already used in content/mathematics.json`);
    expect(failure({ 'science.json': good })).toContain('must be named mathematics.json');
  });
});
