import {
  BarChart3,
  BookOpenCheck,
  GitBranch,
  History,
  Mic,
  Network,
  PlayCircle,
  PlusCircle,
  ListChecks,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';

export type QuickActionTile = { icon: LucideIcon; title: string; description: string; to: string; minutes: string };

/** The quick action tiles with their time estimates (spec 001 section 9: 15-30, 20-45, 10-20 and 2-5 minutes). */
export const QUICK_ACTION_TILES: readonly QuickActionTile[] = [
  {
    icon: PlayCircle,
    title: 'Tutoring Session',
    description: 'Talk a topic through with your AI tutor.',
    to: '/chat',
    minutes: '15-30',
  },
  {
    icon: ListChecks,
    title: 'Structured Lesson',
    description: 'Listen, ask, talk, teach and quiz in five steps.',
    to: '/chat?mode=structured',
    minutes: '20-45',
  },
  {
    icon: Mic,
    title: 'Voice Practice',
    description: 'Speak with your tutor and hear the answers.',
    to: '/chat?mode=voice',
    minutes: '10-20',
  },
  {
    icon: TrendingUp,
    title: 'Progress Check',
    description: 'Look at your streak, study time and achievements.',
    to: '/progress',
    minutes: '2-5',
  },
];

export type QuickAction = { icon: LucideIcon; title: string; description: string; to: string };

/** The six quick actions (spec 001 section 2), each to its route in the route table (spec 002 section 2). */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { icon: BookOpenCheck, title: 'Continue Learning', description: 'Back to your tutor', to: '/chat' },
  { icon: PlusCircle, title: 'New Subject', description: 'Add something to learn', to: '/subject-selection' },
  { icon: GitBranch, title: 'Skill Tree', description: 'See what to learn next', to: '/skill-tree' },
  { icon: Network, title: 'Learning Connections', description: 'Link ideas together', to: '/connections' },
  { icon: History, title: 'Learning History', description: 'Search past conversations', to: '/history' },
  { icon: BarChart3, title: 'View Analytics', description: 'Your learning in depth', to: '/analytics' },
];
