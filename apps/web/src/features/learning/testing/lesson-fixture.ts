// Test data only: a stored lesson as the learning routes answer it, shaped by the shared schema.
import { LESSON_PHASES, LessonSchema, type Lesson, type LessonPhase } from '@brightpath/shared/lesson';

const item = (title: string, type: 'card' | 'example' | 'practice' | 'chat', duration: number) => ({
  title,
  description: `About ${title}.`,
  type,
  skillLevel: 'beginner' as const,
  duration,
  concepts: ['numerator', 'denominator'],
  url: '/chat?skill=Fractions&subject=3',
});

/** A five-phase lesson on Fractions: 5 resources over 17 minutes, a three-question quiz, the given phases completed. */
export function lessonFixture(over: Partial<Lesson> = {}, completed: LessonPhase[] = []): Lesson {
  return LessonSchema.parse({
    id: 7,
    topic: 'Fractions',
    difficulty: 'beginner',
    totalDuration: 1020,
    expectedOutcomes: ['Understand Fractions', 'Apply Fractions', 'Analyze Fractions'],
    completedSteps: completed,
    completedAt: completed.length === LESSON_PHASES.length ? '2026-01-02T10:00:00.000Z' : null,
    work: {},
    quizAnswers: {},
    steps: [
      {
        step: 'listen',
        content: [item('Fractions', 'card', 60), item('Worked example: Fractions', 'example', 60)],
        questions: ['What is the main idea of Fractions?', 'Which words about Fractions are new to you?'],
      },
      { step: 'ask', content: [item('Ask your tutor', 'chat', 180)], questions: ['Can you give me an example of Fractions?'] },
      { step: 'talk', content: [item('Talk it through', 'chat', 240)], questions: ['Where have you come across Fractions before?'] },
      { step: 'teach', content: [item('Explain it back', 'chat', 240)], questions: ['Explain Fractions to a friend.'] },
      {
        step: 'quiz',
        content: [item('Quiz: Fractions', 'practice', 240)],
        questions: ['Which is bigger?', 'Work out 1/2 + 1/4.', 'Simplify 2x + 3x.'],
        quiz: [
          {
            id: 'q1',
            prompt: 'Which is bigger?',
            kind: 'choice',
            options: [
              { id: 'a', label: 'One half' },
              { id: 'b', label: 'One third' },
            ],
          },
          { id: 'q2', prompt: 'Work out 1/2 + 1/4.', kind: 'number' },
          { id: 'q3', prompt: 'Simplify 2x + 3x.', kind: 'expression' },
        ],
      },
    ],
    ...over,
  });
}
