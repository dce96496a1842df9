import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSON_PHASES, type Lesson } from '@brightpath/shared/lesson';
import { chatTestApp, learner, setPlan, tutor, type ChatTestApp, type Learner } from '../chat/chat.test-support.ts';
import { tutoringSessions } from '../chat/chat.tables.ts';
import { post } from '@/test/helpers.ts';
import { learningLessons } from './learning.tables.ts';
import { answerQuiz, doPhases } from './learning.test-support.ts';

// A finished lesson counts as a tutoring session inside a transaction, while a tutor turn starts one in a single
// statement without a lock: both can take the same place in the learner's month (tutoring_sessions.slot). The one
// that loses runs again, so neither ends in a 500 and every session is counted once. (On PostgreSQL the two
// really interleave; PGlite runs them one after the other.)
let t: ChatTestApp;
beforeAll(async () => {
  t = await chatTestApp({ LESSON_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const step = (who: Learner, id: number, phase: string) => post(t.app, `/api/learning/sessions/${id}/steps`, { step: phase }, who.cookie);

/** A lesson in subject 1 with every phase but the quiz completed, and its quiz answered. */
async function almostFinished(who: Learner, topic: string): Promise<Lesson> {
  const res = await post(t.app, '/api/learning/create-session', { topic, subjectId: 1 }, who.cookie);
  expect(res.statusCode, res.body).toBe(201);
  const lesson = res.json() as Lesson;
  await doPhases(t.app, t.database, who, lesson, LESSON_PHASES.slice(0, 4));
  await answerQuiz(t.app, t.database, who, lesson);
  return lesson;
}

describe('finishing lessons while tutor turns start sessions', () => {
  it('answers every request without a 500 and counts each session once, in its own place in the month', async () => {
    const who = await learner(t.app, 15);
    await setPlan(t.database, who.id, 'premium');
    const rounds = 3;
    const perRound = 5;
    let expected = 0;
    for (let round = 0; round < rounds; round++) {
      const lessons = await Promise.all(
        Array.from({ length: perRound }, (_, i) => almostFinished(who, ['Fractions', 'Percentages', 'Ratio'][i % 3]!)),
      );
      const responses = await Promise.all([
        ...lessons.map((l) => step(who, l.id, 'quiz')),
        ...Array.from({ length: perRound }, (_, i) =>
          tutor(t.app, { userMessage: `What is ${round * 10 + i} + 1?`, subjectId: 1 }, who.cookie),
        ),
      ]);
      for (const res of responses) expect(res.statusCode, res.body).toBe(200);
      expected += 2 * perRound;
      for (const l of lessons) {
        const [row] = await t.database.db.select().from(learningLessons).where(eq(learningLessons.id, l.id));
        expect(row!.completedSteps).toEqual([...LESSON_PHASES]);
        expect(row!.completedAt).not.toBeNull();
      }
    }
    const sessions = await t.database.db.select().from(tutoringSessions).where(eq(tutoringSessions.userId, who.id));
    expect(sessions).toHaveLength(expected);
    expect(sessions.filter((s) => s.conversationId === null)).toHaveLength(rounds * perRound);
    expect(sessions.map((s) => s.slot).sort((a, b) => a! - b!)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
  });
});
