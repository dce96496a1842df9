import { BarChart3, BookOpen, MessageCircleQuestion, MessageSquare, Timer, UserRound, type LucideIcon } from 'lucide-react';
import type { Checklist, QuickStartItem } from '@brightpath/shared/progress';

export type ChecklistStep = {
  key: Exclude<keyof Checklist, 'complete'>;
  icon: LucideIcon;
  title: string;
  description: string;
  to: string;
  action: string;
};

/** The 'Get Started' checklist's three steps, in order (spec 001 sections 2 and 4); the server judges each one. */
export const CHECKLIST_STEPS: readonly ChecklistStep[] = [
  {
    key: 'profile',
    icon: UserRound,
    title: 'Set up your profile',
    description: 'Tell us your age, your goals and how you like to learn.',
    to: '/onboarding',
    action: 'Set up profile',
  },
  {
    key: 'subjects',
    icon: BookOpen,
    title: 'Choose your subjects',
    description: 'Pick what you want to learn and a level for each.',
    to: '/subject-selection',
    action: 'Choose subjects',
  },
  {
    key: 'chat',
    icon: MessageSquare,
    title: 'Have your first chat',
    description: 'Ask your tutor a question and answer back.',
    to: '/chat',
    action: 'Start chatting',
  },
];

export type QuickStartEntry = { id: QuickStartItem; icon: LucideIcon; title: string; description: string; to: string };

/** The quick-start guide's four items (spec 001 section 9), keyed by the server's item names. */
export const QUICK_START_GUIDE: readonly QuickStartEntry[] = [
  {
    id: 'first-question',
    icon: MessageCircleQuestion,
    title: 'Ask your first question',
    description: 'Ask your tutor about anything you are learning.',
    to: '/chat',
  },
  {
    id: 'choose-subjects',
    icon: BookOpen,
    title: 'Choose your subjects',
    description: 'Add a subject or change your level.',
    to: '/subject-selection',
  },
  {
    id: 'study-timer',
    icon: Timer,
    title: 'Try the study timer',
    description: 'Focus for 25 minutes, then take a 5-minute break.',
    to: '/progress',
  },
  {
    id: 'check-progress',
    icon: BarChart3,
    title: 'Check your progress',
    description: 'See your sessions, your streak and your achievements.',
    to: '/progress',
  },
];

/** How many of the checklist's steps are done. */
export const stepsDone = (checklist: Checklist) => CHECKLIST_STEPS.filter((s) => checklist[s.key]).length;
