// Doing a lesson's phases in tests: the work each one asks for (a question to the tutor, the idea in the learner's own
// words, taught back, every quiz question answered), so a test about something else can get past them.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Lesson, LessonPhase } from '@brightpath/shared/lesson';
import type { Database } from '@/db/client.ts';
import { post } from '@/test/helpers.ts';
import type { QuizKey } from '@/tutor/offline/lesson/quiz-key.ts';
import { keyTerms } from '@/tutor/offline/lesson/step-check.ts';
import { conversations, messages } from '../chat/chat.tables.ts';
import { learningLessons } from './learning.tables.ts';

type Who = { id: number; cookie: string };

/** A message the learner sent the tutor, as the chat keeps it (without a turn: no tutoring session is started). */
export async function seedLearnerMessage(database: Database, userId: number, subjectId: number, content: string) {
  const [conversation] = await database.db
    .insert(conversations)
    .values({ userId, subjectId, title: content.slice(0, 40) })
    .returning();
  await database.db.insert(messages).values({ conversationId: conversation!.id, userId, role: 'user', content });
}

/** What a learner might write to explain the lesson (talk) or teach it back (teach), with its key terms. */
export function ownWords(lesson: Pick<Lesson, 'steps' | 'topic'>, phase: 'talk' | 'teach'): string {
  const terms = keyTerms(lesson as Lesson).slice(0, 2);
  return phase === 'talk'
    ? `I think ${terms.join(' and ')} matter because I use them when I cook dinner and measure ingredients for a recipe in the kitchen.`
    : `To teach it I would start with ${terms.join(', then ')}. Next I would draw a picture on the board, work one example step by step, and check the class understands.`;
}

/** The right answer to a quiz question, from its key. */
export const rightAnswer = (key: QuizKey) => (key.kind === 'choice' ? key.optionId : key.kind === 'number' ? key.display : key.expected);

export async function answerKeyOf(database: Database, lessonId: number) {
  const [row] = await database.db.select().from(learningLessons).where(eq(learningLessons.id, lessonId));
  return row!.answerKey;
}

/** Answers every quiz question right (a question already settled is left as it is). */
export async function answerQuiz(app: FastifyInstance, database: Database, who: Who, lesson: Lesson) {
  const key = await answerKeyOf(database, lesson.id);
  for (const q of lesson.steps[4]!.quiz!) {
    const res = await post(
      app,
      '/api/quiz/attempts',
      { lessonId: lesson.id, questionId: q.id, answer: rightAnswer(key[q.id]!), timeTakenMs: 1000 },
      who.cookie,
    );
    expect([201, 409], res.body).toContain(res.statusCode);
  }
}

/** Does the work of a phase and completes it; answers the response. */
export async function doPhase(app: FastifyInstance, database: Database, who: Who, lesson: Lesson, phase: LessonPhase) {
  const url = `/api/learning/sessions/${lesson.id}/steps`;
  if (phase === 'ask') {
    const [row] = await database.db.select().from(learningLessons).where(eq(learningLessons.id, lesson.id));
    await seedLearnerMessage(database, who.id, row?.subjectId ?? 1, `What does ${lesson.topic} mean in everyday life?`);
  }
  if (phase === 'quiz') await answerQuiz(app, database, who, lesson);
  const body = phase === 'talk' || phase === 'teach' ? { step: phase, text: ownWords(lesson, phase) } : { step: phase };
  return post(app, url, body, who.cookie);
}

/** Does the work of every phase in `phases`, in order, each answering 200. */
export async function doPhases(app: FastifyInstance, database: Database, who: Who, lesson: Lesson, phases: readonly LessonPhase[]) {
  let last: Lesson = lesson;
  for (const phase of phases) {
    const res = await doPhase(app, database, who, lesson, phase);
    expect(res.statusCode, `${phase}: ${res.body}`).toBe(200);
    last = res.json();
  }
  return last;
}
