// The pages the assistant floats on, as the shared screen descriptions (packages/shared/src/assistant-screens.ts)
// give them: which built screen a path is, its name and what a learner does there. A path of a screen not built
// yet is 'other': the assistant points to the dashboard rather than to a page that does not exist.
import type { AgeGroup } from '@brightpath/shared/age';
import { SCREENS, screenAt, type ScreenDescription, type ScreenId } from '@brightpath/shared/assistant-screens';

export type PageKind = ScreenId | 'other';

/** The kind of page a path is: '/chat/3?mode=voice' is the chat. */
export function pageKind(path: string): PageKind {
  return screenAt(path)?.id ?? 'other';
}

/** The built screen a path shows, or null. */
export const screenOf = (path: string): ScreenDescription | null => screenAt(path);

/** The page's name as its heading says it. */
export const PAGE_NAMES = {
  ...Object.fromEntries(Object.values(SCREENS).map((s) => [s.id, s.title])),
  other: 'Brightpath',
} as Record<PageKind, string>;

const ELSEWHERE = {
  child: 'Go to your Learning Dashboard to start learning.',
  older: 'Your Learning Dashboard is the best place to start a session or see your progress.',
};

/** What the page is for, in a sentence or two a learner of the age group can read. */
export function pageGuide(kind: PageKind, group: AgeGroup): string {
  const purpose = kind === 'other' ? ELSEWHERE : SCREENS[kind].purpose;
  return group === 'child' ? purpose.child : purpose.older;
}
