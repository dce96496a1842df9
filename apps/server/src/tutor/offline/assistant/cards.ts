// Which topic card of the library a page is about: the page's topic, else a card of its subject picked by how
// far the learner has got in it, else one of the learner's own subjects. Deterministic: the same records give
// the same card.
import type { AgeGroup } from '@brightpath/shared/age';
import { cardsForSubject, findCard, getCard } from '../library/index.ts';
import type { TopicCard } from '../library/types.ts';
import { byLevel } from '../practice.ts';
import type { AssistantLearner, AssistantPage } from './types.ts';

/** A card and how it was chosen (an answer says so: "your topic" or "one of the big ideas of Science"). */
export type PageCard = { card: TopicCard; from: 'topic' | 'subject' | 'learner'; subject: { id: number; name: string } | null };

/** The subject's cards in the order a learner of this age meets them (easier ones first for a child). */
export const subjectPath = (subjectId: number, group: AgeGroup): TopicCard[] => byLevel(cardsForSubject(subjectId), group, 'easy');

const sessionsIn = (learner: AssistantLearner, subjectId: number) => learner.subjects.find((s) => s.subjectId === subjectId)?.sessions ?? 0;

/**
 * The card a learner has reached in a subject ('current': the one their latest session was on, as far as the
 * count of sessions tells; 'next': the one after it). A first session starts at the first card.
 */
export function cardInSubject(subjectId: number, group: AgeGroup, learner: AssistantLearner, which: 'current' | 'next'): TopicCard | null {
  const path = subjectPath(subjectId, group);
  if (path.length === 0) return null;
  const done = sessionsIn(learner, subjectId);
  const index = which === 'current' ? Math.max(0, done - 1) : done;
  return path[index % path.length]!;
}

/** The card of the page's topic, searched in the page's subject first. */
export function topicCard(page: AssistantPage): TopicCard | null {
  return page.topic ? (findCard(page.topic, page.subject?.id)?.card ?? null) : null;
}

/** The learner's subject when the page has none: the latest session's, else the first chosen. */
export function learnerSubject(learner: AssistantLearner): { id: number; name: string } | null {
  if (learner.lastSession) return { id: learner.lastSession.subjectId, name: learner.lastSession.subjectName };
  const first = learner.subjects[0];
  return first ? { id: first.subjectId, name: first.name } : null;
}

/** The card the page is about (`which` picks within a subject when the page names no topic). */
export function pageCard(page: AssistantPage, group: AgeGroup, learner: AssistantLearner, which: 'current' | 'next'): PageCard | null {
  const topic = topicCard(page);
  if (topic) return { card: topic, from: 'topic', subject: page.subject };
  if (page.subject) {
    const card = cardInSubject(page.subject.id, group, learner, which);
    if (card) return { card, from: 'subject', subject: page.subject };
  }
  const own = learnerSubject(learner);
  const card = own && cardInSubject(own.id, group, learner, which);
  return card ? { card, from: 'learner', subject: own } : null;
}

/** The card to go on to after this one: its first related card. */
export function followingCard(card: TopicCard): TopicCard | null {
  for (const id of card.related) {
    const next = getCard(id);
    if (next) return next;
  }
  return null;
}
