// The alpha testing page's own copy: the three testing scenarios of the setup view and the testing view's checklist
// and quick links (spec 002 section 2).

export const TESTING_SCENARIOS = [
  {
    title: 'New Learner Onboarding',
    steps: [
      'Start from the home page with Get Started',
      'Complete the profile setup and the learning assessment',
      'Choose subjects and reach the dashboard',
    ],
  },
  {
    title: 'Tutoring Session',
    steps: [
      'Ask the AI tutor a homework question',
      'Check that it gives hints before the answer',
      'Try voice mode and a structured lesson',
    ],
  },
  {
    title: 'Progress and Feedback',
    steps: ['Look at progress, analytics and the skill tree', 'Search the learning history', 'Send feedback about what you found'],
  },
] as const;

export const QUICK_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/chat', label: 'AI Tutor' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/feedback', label: 'Feedback' },
] as const;

export const CHECKLIST = [
  'Onboarding completed',
  'Had a conversation with the AI tutor',
  'Finished a structured lesson',
  'Tried voice mode',
  'Checked progress and analytics',
  'Submitted feedback',
] as const;
