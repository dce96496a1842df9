// Every conversation starter the chat page can show (packages/shared/src/chat-starters.ts), for every
// subject of the catalogue and every age wording, gets a real answer from the offline tutor: not the
// 'I don't know that one' reply, not a bare greeting, and for a practice starter a question to work on.
import { readFileSync } from 'node:fs';
import { ageBand, ageGroup } from '@brightpath/shared/age';
import { starterPool } from '@brightpath/shared/chat-starters';
import { describe, expect, it } from 'vitest';
import { analyseTurn } from '../guards/pedagogy.ts';
import { runTutorTurn } from '../pipeline/tutor.ts';
import type { LearnerContext } from '../types.ts';
import { pendingCheck } from './concept-tutor.ts';
import { greet, outOfScope } from './dialogue.ts';
import { createOfflineModel } from './model.ts';
import { OFFLINE_LABEL } from './phrases.ts';

/** The seeded catalogue, read from its migrations (the seed, then Programming and Art) so that a new subject is covered at once. */
const SEED = ['0002_seed_subjects.sql', '0020_programming_and_art.sql']
  .map((f) => readFileSync(new URL(`../../../drizzle/${f}`, import.meta.url), 'utf8'))
  .join('\n');
const SUBJECTS = [...SEED.matchAll(/^\s*\((\d+), '((?:[^']|'')+)', '(?:[^']|'')*', '((?:[^']|'')+)'/gm)].map((m) => ({
  id: Number(m[1]),
  name: m[2].replace(/''/g, "'"),
  category: m[3].replace(/''/g, "'"),
}));

/** Ages for each wording: under 16 (a child and a teen), 16-17 and 18 or over. */
const AGES = [9, 14, 16, 30];

/** Built like the evaluation's contextFor (test/eval/runner.ts): no name, no e-mail. */
function contextFor(age: number, subject: LearnerContext['subject']): LearnerContext {
  return {
    age,
    ageBand: ageBand(age),
    ageGroup: ageGroup(age),
    subject: { ...subject },
    level: 'beginner',
    learningStyle: null,
    interests: [],
  };
}

const model = createOfflineModel();
const OPERATOR_WORDS = /administrator|OpenAI|Anthropic|Ollama|AI provider|compatible server|full AI tutor/i;

describe('the catalogue', () => {
  it('has the 15 seeded subjects (13 in the seed, Programming and Art in 0019)', () => {
    expect(SUBJECTS.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });
});

describe.each(SUBJECTS)('conversation starters in $name', (subject) => {
  it.each(AGES)('answers every starter for a learner aged %i', async (age) => {
    const context = contextFor(age, subject);
    const label = OFFLINE_LABEL[context.ageGroup];
    const failures: string[] = [];
    for (const starter of starterPool(age, subject.name)) {
      const final = await runTutorTurn({ model, provider: 'offline', context, history: [], userMessage: starter.text, timeoutMs: 5000 })
        .final;
      const text = final.text;
      const problems: string[] = [];
      if (final.moderated) problems.push('moderated');
      if (text === outOfScope(context, label, starter.text) || /I don't know (?:about that one|enough about that)/.test(text))
        problems.push('out of scope');
      if (text === greet(context, label) || /Tell me a topic, and what you already know/.test(text)) problems.push('only a greeting');
      if (!/\?/.test(text)) problems.push('asks the learner nothing');
      if (OPERATOR_WORDS.test(text)) problems.push('speaks of set-up');
      if (starter.category === 'practice') {
        const asked = pendingCheck([
          { role: 'user', content: starter.text },
          { role: 'assistant', content: text },
        ]);
        const problem = analyseTurn([], starter.text).solution;
        if (!asked && !problem) problems.push('no practice question');
      }
      if (problems.length) failures.push(`${starter.text} -> ${problems.join(', ')}\n  ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
