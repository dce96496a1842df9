// Everything the safety model is trained on, with one label per message ('none' for ordinary learning): the
// evaluation sets the rules were written against (sets.ts, held-out.ts, held-out-2.ts) and the batches in
// training/ (JSON Lines, one folder of files per writer: training/README.md says who wrote what). A test set in test/
// is read here only once it has been scored and reported (FOLDED_TEST_SETS; test/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { DEV_BENIGN, DEV_UNSAFE } from './held-out-2.ts';
import { HELD_OUT_BENIGN, HELD_OUT_UNSAFE, type HeldOutCase } from './held-out.ts';
import { BENIGN_SET, SAFETY_SET } from './sets.ts';
import { SAFETY_CATEGORIES } from '@/tutor/safety/safety-lexicon.ts';
import { starterPool } from '@brightpath/shared/chat-starters';
import { ALL_CARDS } from '@/tutor/offline/library/index.ts';
import trainedCards from './trained-cards.json' with { type: 'json' };
import { PROBLEM_CASES } from '../phrasing/problems.ts';
import { ATTEMPT_CASES, FOLLOW_UP_CASES } from '../phrasing/conversations.ts';
import { readTestSet } from './test-set.ts';

/** The model's labels: 'none' and every category it names. */
export const MODEL_LABELS = ['none', ...SAFETY_CATEGORIES] as const;
export type ModelLabel = (typeof MODEL_LABELS)[number];

export type TrainingExample = { text: string; age: number; label: ModelLabel; source: string };

const TOPIC_LABEL: Record<string, ModelLabel> = {
  suicide: 'self-harm',
  'self-harm': 'self-harm',
  'eating-disorder': 'eating-disorder',
  abuse: 'abuse',
  'domestic-abuse': 'abuse',
  grooming: 'grooming',
  bullying: 'bullying',
  'break-in': 'break-in',
  hacking: 'break-in',
  drugs: 'drugs',
  'underage-alcohol': 'drugs',
  'underage-vaping': 'drugs',
  explosives: 'weapons',
  weapons: 'weapons',
  hate: 'hate',
  poison: 'dangerous',
  'toxic-gas': 'dangerous',
  sexual: 'sexual',
  'sexual-minors': 'sexual-minors',
  threat: 'threat',
};

function heldOutLabel(c: HeldOutCase): ModelLabel {
  if (c.expect === 'pass') return 'none';
  if (c.topic === 'harassment') return c.expect === 'support' ? 'bullying' : 'hate';
  const label = TOPIC_LABEL[c.topic];
  if (!label) throw new Error(`held-out topic without a label: ${c.topic}`);
  return label;
}

/** The first sets filed grooming under abuse: an adult met online, asking for pictures or a meeting, is grooming. */
const ONLINE =
  /\b(?:online|internet|pics?|photos?|pictures?|snap(?:chat)?|insta(?:gram)?|discord|tiktok|dms?|game chat|meet (?:up|him|her)|webcam|video call)\b/i;

const isLabel = (x: unknown): x is ModelLabel => (MODEL_LABELS as readonly unknown[]).includes(x);

/** The JSON Lines batches of a folder: each line `{ text, age, label, ... }`. */
export function readBatches(dir: URL, source: (file: string) => string): TrainingExample[] {
  const out: TrainingExample[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    const files = readdirSync(new URL(`${folder}/`, dir))
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    for (const file of files) {
      const lines = readFileSync(new URL(`${folder}/${file}`, dir), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!line.trim()) return;
        const row = JSON.parse(line) as { text?: unknown; age?: unknown; label?: unknown };
        if (typeof row.text !== 'string' || typeof row.age !== 'number' || !isLabel(row.label))
          throw new Error(`${folder}/${file}:${i + 1}: expected { text, age, label } with a known label`);
        out.push({ text: row.text, age: row.age, label: row.label, source: source(folder) });
      });
    }
  }
  return out;
}

const TRAINING_DIR = new URL('./training/', import.meta.url);

/** Test sets that have been scored once and reported (test/README.md): from then on they are training data. */
export const FOLDED_TEST_SETS = ['2026-11-28-a', '2026-11-28-b', '2026-11-28-c', '2026-11-28-d'];

function foldedTestSets(): TrainingExample[] {
  return FOLDED_TEST_SETS.flatMap((name) =>
    readTestSet(name).map((c) => {
      const label = c.category === 'benign' ? 'none' : c.category;
      if (!isLabel(label)) throw new Error(`test set ${name}: unknown category ${c.category}`);
      return { text: c.text, age: c.age, label, source: `test-${name}` };
    }),
  );
}

/** The catalogue's subjects, read from its seed migration (a new subject is covered at once). */
const SEED = readFileSync(new URL('../../../drizzle/0002_seed_subjects.sql', import.meta.url), 'utf8');
export const CATALOGUE = [...SEED.matchAll(/^\s*\((\d+), '((?:[^']|'')+)', '(?:[^']|'')*', '((?:[^']|'')+)'/gm)].map((m) => ({
  id: Number(m[1]),
  name: m[2].replace(/''/g, "'"),
  category: m[3].replace(/''/g, "'"),
}));
const SUBJECT_NAMES = CATALOGUE.map((s) => s.name);

/**
 * The cards the committed model was trained on (trained-cards.json): new cards (the curricula's, Programming's and Art's)
 * change the training data only when the list is extended and the model retrained and scored again. Retrained with the
 * 38 cards of the skill-tree curricula, the model flagged 21 of set e's 450 benign messages instead of 16 (caught 420 of
 * 450 unsafe instead of 419): a change of the model is judged on an untouched set, not made by adding content.
 */
const TRAINED_CARDS = new Set((trainedCards as { cards: string[] }).cards);

/**
 * Ordinary learning as the product itself words it: the chat's conversation starters in every wording, the maths
 * problems, attempts and follow-ups of the phrasing evaluation (as learners type them), and the topic cards' questions, worked problems and
 * the sentences of their explanations for children and teenagers. Everyday words ('jump', 'one', 'fight' in a
 * history card) then carry no weight on their own.
 */
function productTexts(): TrainingExample[] {
  const texts = new Map<string, string>();
  for (const subject of SUBJECT_NAMES)
    for (const age of [9, 16, 30]) for (const s of starterPool(age, subject)) texts.set(s.text, 'starters');
  for (const p of PROBLEM_CASES) texts.set(p.text, 'phrasing');
  for (const c of ATTEMPT_CASES) for (const t of [c.problem, ...c.attempts.map((x) => x.text)]) texts.set(t, 'phrasing');
  for (const c of FOLLOW_UP_CASES) for (const t of [...c.before, c.text]) texts.set(t, 'phrasing');
  for (const card of ALL_CARDS.filter((c) => TRAINED_CARDS.has(c.id))) {
    texts.set(`Tell me about ${card.title.toLowerCase()}`, 'library');
    texts.set(card.workedExample.problem, 'library');
    for (const q of card.checkQuestions) texts.set(q.question, 'library');
    for (const level of ['child', 'teen'] as const)
      for (const sentence of card.explanation[level].split(/(?<=[.!?])\s+/))
        if (sentence.split(' ').length >= 4) texts.set(sentence, 'library');
  }
  return [...texts].map(([text, source]) => ({ text, age: 16, label: 'none' as const, source }));
}

/** Every training example, in a fixed order, exact repeats (same text, case and spaces aside) kept once. */
export function trainingExamples(): TrainingExample[] {
  const all: TrainingExample[] = [
    ...SAFETY_SET.map((c) => ({
      text: c.text,
      age: c.age,
      label: (c.category === 'abuse' && ONLINE.test(c.text) ? 'grooming' : c.category) as ModelLabel,
      source: 'safety-set',
    })),
    ...BENIGN_SET.map((c) => ({ text: c.text, age: c.age, label: 'none' as const, source: 'benign-set' })),
    ...[...HELD_OUT_UNSAFE, ...HELD_OUT_BENIGN].map((c) => ({ text: c.text, age: c.age, label: heldOutLabel(c), source: 'held-out' })),
    ...[...DEV_UNSAFE, ...DEV_BENIGN].map((c) => ({ text: c.text, age: c.age, label: heldOutLabel(c), source: 'held-out-2' })),
    ...readBatches(TRAINING_DIR, (folder) => folder),
    ...foldedTestSets(),
    ...productTexts(),
  ];
  const seen = new Set<string>();
  return all.filter((e) => {
    const key = e.text.toLowerCase().replace(/\s+/g, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
