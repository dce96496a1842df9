// The offline tutor's bundled library: every subject's topic cards, searchable with minisearch.
import { cards as collegePrep } from './cards/college-prep.ts';
import { cards as collegePrepMore } from './cards/college-prep-more.ts';
import { cards as history } from './cards/history.ts';
import { cards as historyMore } from './cards/history-more.ts';
import { cards as lifeSkills } from './cards/life-skills.ts';
import { cards as mathematics } from './cards/mathematics.ts';
import { cards as mathematicsNumber } from './cards/mathematics-number.ts';
import { cards as mathematicsShapeAlgebra } from './cards/mathematics-shape-algebra.ts';
import { cards as professional } from './cards/professional.ts';
import { cards as reading } from './cards/reading.ts';
import { cards as readingMore } from './cards/reading-more.ts';
import { cards as science } from './cards/science.ts';
import { cards as scienceMore } from './cards/science-more.ts';
import { createCardSearch, type CardHit } from './search.ts';
import type { TopicCard } from './types.ts';

export type { CardHit, TopicCard };

export const ALL_CARDS: readonly TopicCard[] = [...mathematics, ...mathematicsNumber, ...mathematicsShapeAlgebra, ...science, ...scienceMore, ...reading, ...readingMore, ...history, ...historyMore, ...collegePrep, ...collegePrepMore, ...lifeSkills, ...professional];

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

export function cardsForSubject(subjectId: number): TopicCard[] {
  return ALL_CARDS.filter((c) => c.subjectId === subjectId);
}
