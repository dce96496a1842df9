// The pages the assistant floats on (spec 001 section 2's route table): what each is called and what a learner
// can do there, so an answer and a suggestion can say where the learner is and what to try on that page.
import type { AgeGroup } from '@brightpath/shared/age';

export const PAGE_KINDS = [
  'dashboard',
  'progress',
  'chat',
  'subjects',
  'assessment',
  'skill-tree',
  'connections',
  'history',
  'help',
  'home',
  'other',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const BY_SEGMENT: Record<string, PageKind> = {
  dashboard: 'dashboard',
  progress: 'progress',
  chat: 'chat',
  subjects: 'subjects',
  'subject-selection': 'subjects',
  questionnaire: 'assessment',
  'skill-tree': 'skill-tree',
  connections: 'connections',
  history: 'history',
  help: 'help',
};

/** The kind of page a path is: '/chat/3?mode=voice' is the chat. */
export function pageKind(path: string): PageKind {
  const first = path.split(/[?#]/)[0]!.split('/').filter(Boolean)[0];
  if (first === undefined) return 'home';
  return Object.hasOwn(BY_SEGMENT, first) ? BY_SEGMENT[first]! : 'other';
}

/** The page's name as its heading or menu says it. */
export const PAGE_NAMES: Record<PageKind, string> = {
  dashboard: 'Learning Dashboard',
  progress: 'Progress',
  chat: 'AI Tutor',
  subjects: 'Subjects',
  assessment: 'Learning Assessment',
  'skill-tree': 'Skill Tree',
  connections: 'Learning Connections',
  history: 'Learning History',
  help: 'Help',
  home: 'Home',
  other: 'Brightpath',
};

/** What the page is for, in a sentence or two a learner of the age group can read. */
const PAGE_GUIDE: Record<PageKind, { child: string; older: string }> = {
  dashboard: {
    child:
      'This is your Learning Dashboard. It shows your sessions, your streak and how far you got in each subject. Press Continue Learning to start.',
    older:
      'The Learning Dashboard shows your stats (sessions, streak, concepts mastered, average session), your progress in each subject and quick actions. Continue Learning picks up where you left off.',
  },
  progress: {
    child:
      'This page shows how you are doing. It has four tabs. The Study Timer helps you focus for 25 minutes, and Achievements shows your badges.',
    older:
      'The Progress page has four tabs. Overview shows your sessions, study time, concepts and streak. Analytics shows how well you know each subject. The Study Timer runs 25-minute focus sessions, and Achievements shows your badges.',
  },
  chat: {
    child: 'Here you learn with the AI tutor. Type a question, talk with Voice, or try a Structured lesson in five steps.',
    older:
      'This is the AI tutor. Use Chat to ask questions, Voice to talk, or Structured for a five-phase lesson (listen, ask, talk, teach, quiz). Change Subject switches subjects.',
  },
  subjects: {
    child: 'Here you pick the subjects you want to learn. Choose one or two to start.',
    older: 'Here you choose the subjects you want to study and your level in each. You can add more at any time.',
  },
  assessment: {
    child: 'This short quiz asks how you like to learn. Your answers help the tutor talk in a way that suits you.',
    older:
      'The learning assessment asks how you like to learn and what interests you, so the tutor can present ideas in a way that suits you.',
  },
  'skill-tree': {
    child: 'The Skill Tree shows skills in a subject. Pick one to learn with the tutor.',
    older: 'The Skill Tree shows the skills of a subject and how they build on each other. Pick one to study it with the tutor.',
  },
  connections: {
    child: 'This page shows how ideas you learn link together.',
    older: 'Learning Connections shows how the topics you have studied link to each other.',
  },
  history: {
    child: 'Here you can find your past chats with the tutor.',
    older: 'Learning History lets you search and reopen your past conversations with the tutor.',
  },
  help: {
    child: 'The Help page answers common questions about Brightpath.',
    older: 'The Help page answers common questions about using Brightpath.',
  },
  home: {
    child: 'Go to your Learning Dashboard to start learning.',
    older: 'Open your Learning Dashboard to see your progress and start a session.',
  },
  other: {
    child: 'Go to your Learning Dashboard to start learning.',
    older: 'Your Learning Dashboard is the best place to start a session or see your progress.',
  },
};

export function pageGuide(kind: PageKind, group: AgeGroup): string {
  return group === 'child' ? PAGE_GUIDE[kind].child : PAGE_GUIDE[kind].older;
}
