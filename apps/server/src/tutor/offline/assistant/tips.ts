// Study tips: sound, concrete techniques from the library's Study Techniques and Time Management cards
// (retrieval practice, spacing, short timed sessions, explaining back, breaking tasks down), each with what to do
// in Brightpath, chosen by what the learner's records say they need most.
import type { AgeGroup } from '@brightpath/shared/age';
import { getCard } from '../library/index.ts';
import type { AssistantLearner, AssistantPage } from './types.ts';
import { pageKind } from './pages.ts';

export const TIP_IDS = ['active-recall', 'spaced-repetition', 'short-sessions', 'explain-back', 'break-it-down'] as const;
export type TipId = (typeof TIP_IDS)[number];

export type StudyTip = { id: TipId; title: string; text: string };

/** The card each tip comes from (its title names the tip); explaining back is active recall out loud. */
const CARD_OF: Record<TipId, string> = {
  'active-recall': 'study-active-recall',
  'spaced-repetition': 'study-spaced-repetition',
  'short-sessions': 'time-pomodoro',
  'explain-back': 'study-active-recall',
  'break-it-down': 'time-breaking-down-tasks',
};

const TITLES: Partial<Record<TipId, string>> = { 'explain-back': 'Explain it back' };

/** What to do, worded for a child and for everyone older. `{subject}` is the learner's subject or 'it'. */
const TEXT: Record<TipId, { child: string; older: string }> = {
  'active-recall': {
    child: 'Close your book and say what you remember. Then check what you missed.',
    older: 'Close your notes, write down what you remember, then check and fill the gaps. It works better than rereading.',
  },
  'spaced-repetition': {
    child: 'Look at new facts again tomorrow, then in a few days, then next week.',
    older: 'Review a topic after 1 day, 3 days and a week instead of cramming it in one go.',
  },
  'short-sessions': {
    child: 'Use the 25-minute Study Timer on the Progress page. Then rest for 5 minutes.',
    older: 'Work in short sessions: 25 minutes with the Study Timer on the Progress page, then a 5-minute break.',
  },
  'explain-back': {
    child: 'Tell the tutor what you learned in your own words. The bits you get stuck on are the ones to practise.',
    older: 'Explain the idea to the tutor in your own words; the parts you cannot explain yet are the ones to review.',
  },
  'break-it-down': {
    child: 'Split a big job into small steps. Do one easy step first.',
    older: 'Split big tasks into small steps that each start with an action, and tick them off as you go.',
  },
};

export function studyTip(id: TipId, group: AgeGroup): StudyTip {
  const title = TITLES[id] ?? getCard(CARD_OF[id])?.title ?? id;
  return { id, title, text: group === 'child' ? TEXT[id].child : TEXT[id].older };
}

/**
 * The tips in the order this learner needs them: a new learner first needs short, regular sessions; someone
 * studying on several days gains most from spacing; on the Progress page the timer comes first; in the chat,
 * explaining back to the tutor.
 */
export function tipOrder(learner: AssistantLearner, page: AssistantPage): TipId[] {
  const kind = pageKind(page.path);
  let order: TipId[];
  if (learner.sessions < 5) order = ['short-sessions', 'active-recall', 'explain-back', 'spaced-repetition', 'break-it-down'];
  else if (learner.studyDays >= 3) order = ['spaced-repetition', 'active-recall', 'explain-back', 'short-sessions', 'break-it-down'];
  else order = ['active-recall', 'spaced-repetition', 'short-sessions', 'explain-back', 'break-it-down'];
  const first = kind === 'progress' ? 'short-sessions' : kind === 'chat' ? 'explain-back' : null;
  return first ? [first, ...order.filter((t) => t !== first)] : order;
}
