// Which topic card of the library a page is about: the page's topic, else the card of the learner's latest work in
// its subject, else a card of its subject picked by how far the learner has got in it, else one of the learner's own
// subjects. Only cards that fit the learner's age: a child never meets an advanced card, a teenager or an adult is
// not sent back to the basics (times tables). Deterministic: the same records give the same card.
import type { AgeGroup } from '@brightpath/shared/age';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { isBareValue, parseMathProblem } from '@/tutor/math/index.ts';
import type { CARD_LEVELS } from '../library/card-schema.ts';
import { cardsForSubject, findCard, getCard, mathKindCard } from '../library/index.ts';
import type { TopicCard } from '../library/types.ts';
import { byLevel, type Difficulty } from '../practice.ts';
import type { AssistantLearner, AssistantPage } from './types.ts';

/** A card and how it was chosen (an answer says so: "your topic" or "one of the big ideas of Science"). */
export type PageCard = { card: TopicCard; from: 'topic' | 'subject' | 'learner'; subject: { id: number; name: string } | null };

type CardLevel = (typeof CARD_LEVELS)[number];
const LEVEL_RANK: Record<CardLevel, number> = { basic: 0, core: 1, advanced: 2 };
const levelOf = (card: TopicCard): CardLevel => card.level ?? 'core';

/** The card levels offered to each age group. */
export const LEVELS_FOR_AGE: Record<AgeGroup, readonly CardLevel[]> = {
  child: ['basic', 'core'],
  teen: ['core', 'advanced'],
  adult: ['core', 'advanced'],
};

export const fitsAge = (card: TopicCard, group: AgeGroup) => LEVELS_FOR_AGE[group].includes(levelOf(card));

/** The level the learner chose for a subject, as the order cards are met in. */
const DIFFICULTY: Record<SubjectLevel, Difficulty> = { beginner: 'easy', intermediate: 'normal', advanced: 'hard' };

const subjectLevel = (learner: AssistantLearner | undefined, subjectId: number) =>
  learner?.subjects.find((s) => s.subjectId === subjectId)?.level ?? 'beginner';

/** The subject's cards for this age, in the order a learner at their chosen level meets them. */
export const subjectPath = (subjectId: number, group: AgeGroup, learner?: AssistantLearner): TopicCard[] =>
  byLevel(
    cardsForSubject(subjectId).filter((c) => fitsAge(c, group)),
    group,
    DIFFICULTY[subjectLevel(learner, subjectId)],
  );

const sessionsIn = (learner: AssistantLearner, subjectId: number) => learner.subjects.find((s) => s.subjectId === subjectId)?.sessions ?? 0;

/**
 * The card one of the learner's messages worked on: the kind of maths problem it is, else the topic it names. The
 * learning history names a conversation's concepts with it too (modules/chat history).
 */
export function workCard(text: string, subjectId: number): TopicCard | null {
  const problem = parseMathProblem(text);
  if (problem && !isBareValue(problem)) {
    // Plain arithmetic names no topic worth going on from.
    if (problem.kind !== 'arithmetic') return mathKindCard(problem.kind) ?? null;
  }
  return findCard(text, subjectId)?.card ?? null;
}

/** The cards of the learner's latest work that fit their age, newest first, each once (in one subject, when given). */
export function recentCards(learner: AssistantLearner, group: AgeGroup, subjectId?: number): TopicCard[] {
  const cards: TopicCard[] = [];
  for (const work of learner.recentWork) {
    if (subjectId !== undefined && work.subjectId !== subjectId) continue;
    const card = workCard(work.text, work.subjectId);
    if (card && fitsAge(card, group) && !cards.includes(card)) cards.push(card);
  }
  return cards;
}

/**
 * The card to go on to after this one, for this learner: a related card that fits their age and that they have not
 * just worked on, one at the same level or beyond first (after linear equations, quadratic ones); else the card
 * after it on the subject's path.
 */
export function cardAfter(card: TopicCard, group: AgeGroup, learner?: AssistantLearner): TopicCard | null {
  const done = learner ? recentCards(learner, group) : [];
  const related = card.related
    .map((id) => getCard(id))
    .filter((c): c is TopicCard => !!c && c !== card && fitsAge(c, group) && !done.includes(c));
  const onwards = related.filter((c) => LEVEL_RANK[levelOf(c)] >= LEVEL_RANK[levelOf(card)]);
  const pick = onwards[0] ?? related[0];
  if (pick) return pick;
  const path = subjectPath(card.subjectId, group, learner).filter((c) => c !== card && !done.includes(c));
  return path[0] ?? null;
}

/**
 * The card a learner has reached in a subject ('current': the one their latest work there was on, else the one the
 * count of sessions tells; 'next': the one after it). A first session starts at the first card.
 */
export function cardInSubject(subjectId: number, group: AgeGroup, learner: AssistantLearner, which: 'current' | 'next'): TopicCard | null {
  const [latest] = recentCards(learner, group, subjectId);
  if (latest) return which === 'current' ? latest : cardAfter(latest, group, learner);
  const path = subjectPath(subjectId, group, learner);
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
