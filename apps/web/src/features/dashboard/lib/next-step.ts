import type { Dashboard } from '@brightpath/shared/progress';

/** The one thing the dashboard asks of a learner who has finished onboarding, most useful first. */
export type NextStep = {
  id: 'subjects' | 'chat' | 'assessment' | 'account';
  title: string;
  text: string;
  to: string;
  action: string;
};

const STEPS: Record<NextStep['id'], Omit<NextStep, 'id'>> = {
  subjects: {
    title: 'Choose your subjects',
    text: 'pick what you want to learn and a level for each.',
    to: '/subject-selection',
    action: 'Choose subjects',
  },
  chat: {
    title: 'Ask your tutor your first question',
    text: 'ask your tutor about anything you are learning. It only takes a minute.',
    to: '/chat',
    action: 'Start chatting',
  },
  assessment: {
    title: 'Find your starting point',
    text: 'a short assessment tells your tutor how you like to learn.',
    to: '/questionnaire',
    action: 'Take the assessment',
  },
  account: {
    title: 'Keep your learning safe',
    text: 'create a free account to keep what you have learnt.',
    to: '/register',
    action: 'Create account',
  },
};

/**
 * The learner's next step: subjects first (nothing works without them), then a first question, then the
 * assessment, then (for a guest) an account; null when all are done.
 */
export function nextStep(data: Pick<Dashboard, 'checklist' | 'assessmentCompleted'>, isGuest: boolean): NextStep | null {
  const id: NextStep['id'] | null = !data.checklist.subjects
    ? 'subjects'
    : !data.checklist.chat
      ? 'chat'
      : !data.assessmentCompleted
        ? 'assessment'
        : isGuest
          ? 'account'
          : null;
  return id ? { id, ...STEPS[id] } : null;
}
