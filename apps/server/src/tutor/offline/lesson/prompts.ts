// The prompts of the listen, ask, talk and teach phases: worded from the topic card when the library has one
// (its key ideas, worked example, real-world example and related topics), generic about the topic otherwise.
// Children get shorter, plainer wording.
import type { AgeGroup } from '@brightpath/shared/age';
import type { TopicCard } from '../library/types.ts';

/** What the prompts are about: the topic's name and, when known, its card, a related card and a maths problem. */
export type PromptSubject = { title: string; card?: TopicCard; related?: TopicCard; problem?: string };

const child = (group: AgeGroup) => group === 'child';
const idea = (card: TopicCard, i: number) => card.keyConcepts[Math.min(i, card.keyConcepts.length - 1)];

/** 2 or 3 questions the learner should be able to answer after the listen phase. */
export function listenQuestions({ title, card }: PromptSubject, group: AgeGroup): string[] {
  if (!card)
    return [`What is the main idea of ${title}?`, `Why is it worth learning about ${title}?`, `Which words about ${title} are new to you?`];
  return child(group)
    ? [
        `What did you learn about ${title}?`,
        `Can you say this in your own words: ${idea(card, 0)}?`,
        'What did the worked example do first?',
      ]
    : [
        `How would you sum up ${title} in one or two sentences?`,
        `What does this key idea mean: ${idea(card, 0)}?`,
        'In the worked example, what was the first step, and why?',
      ];
}

/** Questions the learner could ask the tutor. */
export function askQuestions({ title, card, related, problem }: PromptSubject, group: AgeGroup): string[] {
  if (!card) {
    return [
      `What are the most important ideas in ${title}?`,
      `Can you give me an example of ${title}?`,
      `Where would I use ${title} in real life?`,
      `What do beginners often get wrong about ${title}?`,
    ];
  }
  return [
    ...(problem ? [`How do I start on ${problem}?`] : []),
    child(group) ? `Can you explain ${title} another way?` : `Can you explain ${title} in a different way?`,
    `Can you tell me more about this idea: ${idea(card, 1)}?`,
    `Can you show me another example of ${title}?`,
    ...(related ? [`How are ${title} and ${related.title} connected?`] : []),
  ];
}

/** Discussion prompts for the talk phase. */
export function talkPrompts({ title, card }: PromptSubject, group: AgeGroup): string[] {
  const parts = child(group)
    ? `Which part of ${title} was easy, and which part was tricky?`
    : `Which part of ${title} feels easiest, and which feels hardest? Why?`;
  if (!card) return [`Where have you come across ${title} before?`, `What would you most like to know about ${title}?`, parts];
  return [
    `${card.realWorldExample} Can you think of another example from your own life?`,
    parts,
    child(group)
      ? `What mistake could someone make with ${title}?`
      : `What mistake might someone make with ${title}, and how could they avoid it?`,
  ];
}

/** 'Explain it back' prompts for the teach phase. */
export function teachPrompts({ title, card, problem }: PromptSubject, group: AgeGroup): string[] {
  const explain = child(group)
    ? `Pretend you are the teacher: explain ${title} to a friend.`
    : `Explain ${title} to a friend who has never heard of it.`;
  const own = `Make up your own question about ${title} and show how to answer it.`;
  if (!card) return [explain, `Sum up ${title} in three sentences.`, own];
  const example = problem
    ? `Explain each step you would use to solve ${problem}.`
    : `Teach the worked example step by step: ${card.workedExample.problem}`;
  return [explain, example, own];
}
