// The offline tutor's bundled library: every subject's topic cards (content/*.json), searchable with minisearch.
import { loadCards } from './content.ts';
import { createCardSearch, type CardHit } from './search.ts';
import type { MathKind } from '@/tutor/math/types.ts';
import type { TopicCard } from './types.ts';

export type { CardHit, TopicCard };

/** Every card, in catalogue order, from content/*.json (validated once, at first import). */
export const ALL_CARDS: readonly TopicCard[] = loadCards();

const library = createCardSearch(ALL_CARDS);

/**
 * Cards matching a learner's question, best first: typo-tolerant (fuzzy 0.2), prefix matching,
 * title and keywords boosted, cards of `subjectId` (the learner's current subject) preferred.
 */
export function searchCards(query: string, subjectId?: number): CardHit[] {
  return library.search(query, subjectId);
}

/** The best card for a question, or null when nothing in the library is really about it. */
export function findCard(query: string, subjectId?: number): CardHit | null {
  return library.best(query, subjectId);
}

export function getCard(id: string): TopicCard | undefined {
  return library.byId(id);
}

/** The card that teaches each kind of problem the maths engine solves. */
const MATH_KIND_CARD: Record<MathKind, string> = {
  arithmetic: 'math-order-of-operations',
  fraction: 'math-fractions',
  percentage: 'math-percentages',
  'linear-equation': 'math-linear-equations',
  'quadratic-equation': 'math-quadratic-equations',
  simplify: 'math-algebraic-expressions',
  derivative: 'math-derivatives',
  measure: 'math-area-perimeter',
};

/** The card that teaches a kind of maths problem (the lesson's subject, the assistant's reading of recent work). */
export const mathKindCard = (kind: MathKind): TopicCard | undefined => getCard(MATH_KIND_CARD[kind]);

export function cardsForSubject(subjectId: number): TopicCard[] {
  return ALL_CARDS.filter((c) => c.subjectId === subjectId);
}
