// The offline tutor's conversation around the lessons: greeting and asking what the learner knows,
// thanks, and saying plainly when a question is outside what it knows (and how to get a full tutor).
// It never asks for personal details.
import type { AgeGroup } from '@brightpath/shared/age';
import type { LearnerContext } from '../types.ts';
import { cardsForSubject } from './library/index.ts';
import { FULL_TUTOR, join } from './phrases.ts';

/** Two or three topics the library has for the learner's subject, as examples. */
function examples(subjectId: number, count = 3): string[] {
  return cardsForSubject(subjectId)
    .slice(0, count)
    .map((c) => c.title.toLowerCase());
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

const isMaths = (c: LearnerContext) => c.subject.id === 1 || /math/i.test(c.subject.name);

/** A greeting or a vague message: ask what the learner wants to learn and what they already know. */
export function greet(c: LearnerContext, label: string | null): string {
  const topics = examples(c.subject.id);
  const subject = c.subject.name;
  const idea = topics.length ? `For example, you could ask me about ${list(topics)}${isMaths(c) ? ', or send me a problem to solve' : ''}.` : isMaths(c) ? 'You can also send me a maths problem to work through.' : '';
  if (c.ageGroup === 'child') {
    return join(label ?? 'Hi!', `What would you like to learn about in ${subject} today?`, idea, 'Tell me what you already know, and we can start from there.');
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
  return group === 'child' ? 'No problem! What would you like to learn about instead?' : 'No problem. What would you like to learn about instead?';
}

/** An honest 'I don't know that', what the offline tutor can do instead, and where a full tutor comes from. */
export function outOfScope(c: LearnerContext, label: string | null): string {
  const topics = examples(c.subject.id, 2);
  const can = topics.length ? `maths problems and topics like ${list(topics)}` : 'maths problems and the topics in my library';
  if (c.ageGroup === 'child') {
    return join(label, "I'm sorry, I don't know about that one yet.", `I can help with ${can}.`, FULL_TUTOR.child, 'What would you like to try?');
  }
  return join(
    label,
    "That question is outside what I know, and I'd rather say so than guess.",
    `As the offline tutor I can help with ${can}.`,
    FULL_TUTOR[c.ageGroup],
    'What would you like to try instead?',
  );
}
