// The widget's smart suggestions (spec 001 section 3 "Assistant suggestion"): next steps from the learner's
// records, the page's topic card as a concept and a real-world example, and a study tip, each scored for the page
// the learner is on. At most ASSISTANT_LIMITS.suggestionsMax, most relevant first; pure and deterministic.
import type { AgeGroup } from '@brightpath/shared/age';
import { ASSISTANT_LIMITS, type AssistantSuggestion, type AssistantSuggestionType } from '@brightpath/shared/assistant';
import { sentences } from '../phrases.ts';
import { pageCard } from './cards.ts';
import { nextSteps } from './next-steps.ts';
import { PAGE_NAMES, pageKind, type PageKind } from './pages.ts';
import { studyTip, tipOrder } from './tips.ts';
import type { SuggestionInput } from './types.ts';

/** At most this many of one type, so the four suggestions are not all next steps. */
const PER_TYPE = 2;

/** How much each type matters on each kind of page (added to the suggestion's own weight). */
const PAGE_BOOST: Partial<Record<PageKind, Partial<Record<AssistantSuggestionType, number>>>> = {
  dashboard: { 'next-step': 0.05 },
  progress: { tip: 0.3, 'next-step': 0.05 },
  chat: { concept: 0.1, example: 0.1 },
  'subject-selection': { 'next-step': 0.05 },
};

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

/** The first two sentences of a text. */
const opening = (text: string) => sentences(text).slice(0, 2).join(' ');

/** Plain text for the widget: the suggestion shows no markdown. */
const plain = (text: string) => text.replace(/\*\*/g, '');

type Candidate = AssistantSuggestion & { weight: number };

export function assistantSuggestions(input: SuggestionInput): AssistantSuggestion[] {
  const { page, learner, ageGroup: group } = input;
  const kind = pageKind(page.path);
  const here = page.subject ? `${PAGE_NAMES[kind]} · ${page.subject.name}` : PAGE_NAMES[kind];
  const candidates: Candidate[] = [];
  const add = (c: Omit<Candidate, 'relevance'>) => candidates.push({ ...c, relevance: 0 });

  for (const step of nextSteps(input))
    add({
      id: `next-step:${step.id}`,
      type: 'next-step',
      title: step.title,
      content: step.text,
      context: step.subject ?? here,
      weight: step.weight,
    });

  const found = pageCard(page, group, learner, 'current');
  if (found) {
    const { card, from, subject } = found;
    // The page's own topic matters most; a card of the learner's subject shown on another page, least.
    const weight = from === 'topic' ? 0.88 : from === 'subject' ? 0.78 : 0.5;
    const where = subject?.name ?? here;
    add({
      id: `concept:${card.id}`,
      type: 'concept',
      title: card.title,
      content: opening(card.explanation[group]),
      context: where,
      weight,
    });
    add({
      id: `example:${card.id}`,
      type: 'example',
      title: exampleTitle(card.title, group),
      content: plain(card.realWorldExample),
      context: where,
      weight: weight - 0.12,
    });
  }

  const [tipId] = tipOrder(learner, page);
  if (tipId) {
    const tip = studyTip(tipId, group);
    add({
      id: `tip:${tip.id}`,
      type: 'tip',
      title: tip.title,
      content: tip.text,
      context: here,
      weight: learner.sessions < 5 ? 0.6 : 0.55,
    });
  }

  for (const c of candidates) c.relevance = round(c.weight + (PAGE_BOOST[kind]?.[c.type] ?? 0));
  const ranked = candidates.sort((a, b) => b.relevance - a.relevance || a.id.localeCompare(b.id));
  return pick(ranked).map(({ weight: _, ...s }) => s);
}

/** The best ones, at most PER_TYPE of a type while others remain, still in order. */
function pick(ranked: Candidate[]): Candidate[] {
  const max = ASSISTANT_LIMITS.suggestionsMax;
  const chosen: Candidate[] = [];
  const count = (t: AssistantSuggestionType) => chosen.filter((c) => c.type === t).length;
  for (const c of ranked) if (chosen.length < max && count(c.type) < PER_TYPE) chosen.push(c);
  for (const c of ranked) if (chosen.length < max && !chosen.includes(c)) chosen.push(c);
  return chosen.sort((a, b) => b.relevance - a.relevance || a.id.localeCompare(b.id));
}

function exampleTitle(title: string, group: AgeGroup): string {
  return group === 'child' ? `${title} around you` : `${title} in real life`;
}
