// The untouched test sets (test/<name>/), written by writers who saw neither the rules, the model nor the
// training data (test/README.md says who). Each is scored once with the committed model, reported in
// docs/evaluation/safety-test-sets.md, and only then folded into training; the next change gets a new one.
import { readdirSync, readFileSync } from 'node:fs';
import type { SafetyCategory } from '@/tutor/safety/safety-lexicon.ts';

export type TestCase = {
  text: string;
  age: number;
  /** 'benign' for ordinary learning. */
  category: SafetyCategory | 'benign';
  expect: 'support' | 'refuse' | 'pass';
  form?: string;
  topic?: string;
  persona: string;
  /** The writer's folder. */
  writer: string;
};

/** Every case of one test set, in file order. */
export function readTestSet(name: string): TestCase[] {
  const dir = new URL(`./test/${name}/`, import.meta.url);
  const out: TestCase[] = [];
  for (const writer of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const file of readdirSync(new URL(`${writer}/`, dir))
      .filter((f) => f.endsWith('.jsonl'))
      .sort()) {
      for (const line of readFileSync(new URL(`${writer}/${file}`, dir), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        out.push({ ...(JSON.parse(line) as Omit<TestCase, 'writer'>), writer });
      }
    }
  }
  return out;
}
