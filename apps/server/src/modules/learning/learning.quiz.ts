// Where a learner is on each question of a lesson's quiz, from the answers kept (two tries per question): the hint
// after a wrong first try, the expected answer only once the question is settled. Rules only (quiz-key.ts).
import { QUIZ_TRIES, type QuizAnswerState, type QuizQuestion } from '@brightpath/shared/lesson';
import { gradeQuizAnswer, quizHint, type QuizKey } from '@/tutor/offline/lesson/quiz-key.ts';
import type { AttemptRow } from './learning.repository.ts';

/** One question's state from its answers (in the order of their tries; at least one). */
export function questionState(rows: AttemptRow[], key: QuizKey, question: QuizQuestion | undefined): QuizAnswerState {
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  // Answers kept before tries were counted can be more than two: the first and the last still say it all.
  const settled = rows.some((r) => r.correct) || rows.length >= QUIZ_TRIES;
  return {
    answer: last.answer,
    correct: last.correct,
    tries: Math.min(rows.length, QUIZ_TRIES),
    firstTryCorrect: first.correct,
    settled,
    hint: settled ? null : quizHint(key, last.answer, question?.options),
    expected: settled ? gradeQuizAnswer(key, last.answer).expected : null,
  };
}

/** The state of every question answered so far, by question id. */
export function quizStates(rows: AttemptRow[], answerKey: Record<string, QuizKey>, quiz: QuizQuestion[]): Record<string, QuizAnswerState> {
  const byQuestion = new Map<string, AttemptRow[]>();
  for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row]);
  const states: Record<string, QuizAnswerState> = {};
  for (const [id, answers] of byQuestion) {
    const key = Object.hasOwn(answerKey, id) ? answerKey[id] : undefined;
    if (key)
      states[id] = questionState(
        answers,
        key,
        quiz.find((q) => q.id === id),
      );
  }
  return states;
}
