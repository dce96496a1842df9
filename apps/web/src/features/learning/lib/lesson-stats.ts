// Pure derivations of a stored lesson for the Structured tab (spec 001 sections 2 and 4): the progress text, the
// stats row, and which phase is done, current or still locked.
import { LESSON_PHASES, type Lesson, type LessonPhase, type QuizAnswerState, type QuizQuestion } from '@brightpath/shared/lesson';

export const PHASE_COUNT = LESSON_PHASES.length;

/** 'N/5 steps completed' (spec 001 section 2). */
export function progressText(completed: number): string {
  return `${completed}/${PHASE_COUNT} steps completed`;
}

/** Duration in whole minutes (totalDuration is in seconds); a lesson with any content takes at least a minute. */
export function durationMinutes(totalSeconds: number): number {
  if (totalSeconds <= 0) return 0;
  return Math.max(1, Math.round(totalSeconds / 60));
}

/** The resources of a lesson: its content items across all five steps. */
export function resourceCount(lesson: Pick<Lesson, 'steps'>): number {
  return lesson.steps.reduce((n, s) => n + s.content.length, 0);
}

/** 'Beginner' for 'beginner'. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export type LessonStat = { key: 'difficulty' | 'duration' | 'resources' | 'completed'; label: string; value: string; finished?: boolean };

/** The stats row: difficulty, duration in minutes, resource count, completed (N/5, or done when the lesson is). */
export function lessonStats(lesson: Lesson): LessonStat[] {
  const minutes = durationMinutes(lesson.totalDuration);
  const resources = resourceCount(lesson);
  const finished = lesson.completedAt !== null;
  return [
    { key: 'difficulty', label: 'Difficulty', value: capitalise(lesson.difficulty) },
    { key: 'duration', label: 'Duration', value: `${minutes} min` },
    { key: 'resources', label: 'Resources', value: String(resources) },
    {
      key: 'completed',
      label: 'Completed',
      value: finished ? 'Done' : `${lesson.completedSteps.length}/${PHASE_COUNT}`,
      finished,
    },
  ];
}

export type PhaseState = 'done' | 'current' | 'locked';

/** Phases run in order: every completed one is done, the first not completed is current, the rest are locked. */
export function phaseStates(completedSteps: readonly LessonPhase[]): Record<LessonPhase, PhaseState> {
  const done = new Set(completedSteps);
  const current = LESSON_PHASES.find((p) => !done.has(p));
  return Object.fromEntries(LESSON_PHASES.map((p) => [p, done.has(p) ? 'done' : p === current ? 'current' : 'locked'])) as Record<
    LessonPhase,
    PhaseState
  >;
}

/** The phase the learner is on, or null when all five are complete. */
export function currentPhase(completedSteps: readonly LessonPhase[]): LessonPhase | null {
  const done = new Set(completedSteps);
  return LESSON_PHASES.find((p) => !done.has(p)) ?? null;
}

/** The phase before this one (null for listen): what must be completed to unlock it. */
export function previousPhase(phase: LessonPhase): LessonPhase | null {
  const i = LESSON_PHASES.indexOf(phase);
  return i > 0 ? LESSON_PHASES[i - 1] : null;
}

/** 'x/y correct' for the quiz. */
export function scoreText(correct: number, total: number): string {
  return `${correct}/${total} correct`;
}

/** A content item's duration as a learner reads it: '30 sec', '3 min'. */
export function itemDuration(seconds: number): string {
  return seconds < 60 ? `${seconds} sec` : `${Math.round(seconds / 60)} min`;
}

/**
 * The quiz as it stands: questions answered, right the first time (the score: each question counts once, by its first
 * try, as the quiz analytics count it) and settled (right, or both tries used).
 */
export function quizScore(quiz: readonly QuizQuestion[], answers: Record<string, QuizAnswerState>) {
  const states = quiz.map((q) => answers[q.id]).filter((a): a is QuizAnswerState => a !== undefined);
  return {
    answered: states.length,
    firstTry: states.filter((a) => a.firstTryCorrect).length,
    settled: states.filter((a) => a.settled).length,
  };
}
