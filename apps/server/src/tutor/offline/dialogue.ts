// The offline tutor's conversation around the lessons: greeting and asking what the learner knows,
// thanks, and saying plainly when a question is outside what it knows, worded for the learner: what
// it can help with in this subject and a question to try, never set-up talk meant for operators.
// It never asks for personal details.
import type { AgeGroup } from '@brightpath/shared/age';
import type { LearnerContext } from '../types.ts';
import { cardsForSubject, searchCards } from './library/index.ts';
import type { TopicCard } from './library/types.ts';
import { join, listOf as list, lowerFirst } from './phrases.ts';
import { byLevel } from './practice.ts';

/** Cards of the learner's subject, the ones for their age first. */
const subjectCards = (c: LearnerContext): TopicCard[] => byLevel(cardsForSubject(c.subject.id), c.ageGroup, 'easy');

/** Two or three topics the library has for the learner's subject, as examples. */
function examples(c: LearnerContext, count = 3): string[] {
  return subjectCards(c)
    .slice(0, count)
    .map((card) => lowerFirst(card.title));
}

const isMaths = (c: LearnerContext) => c.subject.id === 1 || /math/i.test(c.subject.name);

/** A greeting or a vague message: ask what the learner wants to learn and what they already know. */
export function greet(c: LearnerContext, label: string | null): string {
  const topics = examples(c);
  const subject = c.subject.name;
  const idea = topics.length
    ? `For example, you could ask me about ${list(topics)}${isMaths(c) ? ', or send me a problem to solve' : ''}.`
    : isMaths(c)
      ? 'You can also send me a maths problem to work through.'
      : '';
  if (c.ageGroup === 'child') {
    return join(
      label ?? 'Hi!',
      `What would you like to learn about in ${subject} today?`,
      idea,
      'Tell me what you already know, and we can start from there.',
    );
  }
  return join(
    label ?? 'Hello!',
    `What would you like to work on in ${subject}?`,
    idea,
    "Tell me what you already know about it, and we'll build from there.",
  );
}

export function thanks(group: AgeGroup): string {
  return group === 'child' ? "You're welcome! What would you like to learn next?" : "You're welcome. What would you like to look at next?";
}

export function notNow(group: AgeGroup): string {
  return group === 'child'
    ? 'No problem! What would you like to learn about instead?'
    : 'No problem. What would you like to learn about instead?';
}

/**
 * An honest 'I don't know that one', what the tutor can help with in THIS subject, and a question to
 * try that it does answer: the subject's topic closest to what was asked, else one for the learner's age.
 */
export function outOfScope(c: LearnerContext, label: string | null, message = ''): string {
  const cards = subjectCards(c);
  const subject = c.subject.name;
  const maths = isMaths(c);
  const near = message
    ? searchCards(message, c.subject.id).find((h) => h.card.subjectId === c.subject.id && h.coverage > 0)?.card
    : undefined;
  const suggestion = near ?? cards[0];
  const topics = list(
    [...new Set([...cards.slice(0, 3), suggestion].filter((x): x is TopicCard => !!x))].slice(0, 3).map((card) => lowerFirst(card.title)),
  );
  const tryThis = suggestion ? `"Tell me about ${lowerFirst(suggestion.title)}"` : '';
  if (c.ageGroup === 'child') {
    return join(
      label,
      "I'm sorry, I don't know about that one yet.",
      cards.length
        ? `In ${subject}, I can help with things like ${topics}${maths ? ', and sums to work out' : ''}.`
        : `Tell me a topic you are learning in ${subject}.`,
      tryThis && `You could ask me: ${tryThis}.`,
      'What would you like to try?',
    );
  }
  return join(
    label,
    "I don't know enough about that to give you a good answer, and I'd rather say so than guess.",
    cards.length
      ? `In ${subject}, I can help with topics like ${topics}${maths ? ', and I can work through maths problems with you step by step' : ''}.`
      : `Tell me which topic in ${subject} you are working on, and what you already know about it.`,
    tryThis && `For example, try asking: ${tryThis}.`,
    'What would you like to look at?',
  );
}
