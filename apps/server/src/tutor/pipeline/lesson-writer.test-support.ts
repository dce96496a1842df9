// A lesson as a provider writes it (ProviderLessonSchema), for the lesson writer's tests and the learning
// routes' provider tests: distinctive wording the offline lesson never produces, and a quiz with one question of
// each kind whose answers the rules can check.
import type { ProviderLesson } from './lesson-writer.ts';

/** The title of the first content item: how a test tells the provider's lesson from the offline one. */
export const PROVIDER_LESSON_TITLE = 'Rates from the provider: comparing two amounts';

export function providerLesson(): ProviderLesson {
  const chat = (title: string, description: string) => ({
    title,
    description,
    type: 'chat' as const,
    duration: 180,
    concepts: ['rate'],
    url: '/chat?skill=Rates',
  });
  return {
    steps: [
      {
        step: 'listen',
        content: [
          {
            title: PROVIDER_LESSON_TITLE,
            description: 'A rate compares two amounts, like 60 kilometres in one hour.',
            type: 'card',
            duration: 90,
            concepts: ['rate', 'unit rate'],
            url: '/chat?skill=Rates',
          },
          {
            title: 'Worked example: speed',
            description: 'A car goes 120 km in 2 hours. 120 divided by 2 is 60, so its speed is 60 km per hour.',
            type: 'example',
            duration: 60,
            concepts: ['speed'],
            url: '/chat?skill=Rates',
          },
        ],
        questions: ['What two amounts does a speed compare?'],
      },
      { step: 'ask', content: [chat('Ask your tutor', 'Ask about rates.')], questions: ['Why do we divide to find a rate?'] },
      { step: 'talk', content: [chat('Talk it through', 'Where do you see rates at home?')], questions: ['Name a rate on a food label.'] },
      {
        step: 'teach',
        content: [chat('Explain it back', 'Teach rates back to your tutor.')],
        questions: ['How would you explain a rate?'],
      },
      {
        step: 'quiz',
        content: [
          {
            title: 'Quiz: rates',
            description: 'Three questions.',
            type: 'practice',
            duration: 180,
            concepts: ['rate'],
            url: '/chat?skill=Rates',
          },
        ],
        questions: ['Answer the quiz.'],
      },
    ],
    quiz: [
      {
        id: 'rate-1',
        prompt: 'Which of these is a rate?',
        kind: 'choice',
        options: [
          { id: 'a', label: '60 km per hour' },
          { id: 'b', label: '60 km' },
          { id: 'c', label: '1 hour' },
        ],
      },
      { id: 'rate-2', prompt: 'A car goes 120 km in 2 hours. How many km does it go per hour?', kind: 'number', options: [] },
      { id: 'rate-3', prompt: 'Solve 2x + 3 = 11.', kind: 'expression', options: [] },
    ],
    answerKey: [
      { questionId: 'rate-1', answer: { kind: 'choice', optionId: 'a' } },
      { questionId: 'rate-2', answer: { kind: 'number', value: 60, display: '60 km per hour' } },
      { questionId: 'rate-3', answer: { kind: 'expression', problem: 'Solve 2x + 3 = 11', expected: 'x = 4' } },
    ],
    expectedOutcomes: ['Explain what a rate compares', 'Work out a unit rate'],
  };
}
