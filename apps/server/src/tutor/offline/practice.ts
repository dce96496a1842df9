// Practice questions and short quizzes from the topic cards' check questions: one question per
// reply (so the next turn can be graded by the card's rules), chosen for the learner's age and the
// difficulty asked for, never one already asked or shown. A quiz is read back from the conversation
// ('**Question 2 of 3**' and the topics named when it started): no hidden state.
import type { AgeGroup } from '@brightpath/shared/age';
import type { Turn } from '../types.ts';
import type { CheckQuestion } from './card-check.ts';
import { ALL_CARDS, getCard } from './library/index.ts';
import type { TopicCard } from './library/types.ts';
import { isPraise, join, listOf } from './phrases.ts';

export type Difficulty = 'easy' | 'normal' | 'hard';
export type Picked = { card: TopicCard; q: CheckQuestion; index: number };

export const assistantTurns = (turns: Turn[]) => turns.filter((t) => t.role === 'assistant').map((t) => t.content);

/** Everything the tutor has said, in lower case: a question shown anywhere (even worked, as an example) is used up. */
export const saidText = (turns: Turn[]) => assistantTurns(turns).join('\n').toLowerCase();

/** The first check question of a card not yet asked or shown in this conversation (after `after`, except `skip`). */
export function unasked(card: TopicCard, turns: Turn[], after = -1, skip?: CheckQuestion): Picked | null {
  const said = saidText(turns);
  for (let i = after + 1; i < card.checkQuestions.length; i++) {
    const q = card.checkQuestions[i];
    if (q !== skip && !said.includes(q.question.toLowerCase())) return { card, q, index: i };
  }
  return null;
}

const RANK: Record<Difficulty, Record<'basic' | 'core' | 'advanced', number>> = {
  easy: { basic: 0, core: 1, advanced: 3 },
  normal: { basic: 1, core: 0, advanced: 2 },
  hard: { basic: 2, core: 1, advanced: 0 },
};

/** Cards in the order to draw questions from: the right level first, file order within a level. */
export function byLevel(cards: readonly TopicCard[], group: AgeGroup, difficulty: Difficulty): TopicCard[] {
  const d: Difficulty = group === 'child' && difficulty !== 'hard' ? 'easy' : difficulty;
  const rank = (c: TopicCard) => RANK[d][c.level ?? 'core'] + (group === 'child' && c.level === 'advanced' ? 10 : 0);
  return cards
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map((x) => x.c);
}

const numeric = (q: CheckQuestion) => /\d/.test(q.question) && q.acceptable.some((a) => /\d/.test(a));

/**
 * The next practice question from these cards (already in the order wanted): the first one not yet
 * asked, a worked-out one (numbers in the question and the answer) first when `problems` is set.
 */
export function pickQuestion(cards: readonly TopicCard[], turns: Turn[], problems = false, skip?: CheckQuestion): Picked | null {
  if (problems) {
    for (const card of cards) {
      const said = saidText(turns);
      const index = card.checkQuestions.findIndex((q) => q !== skip && numeric(q) && !said.includes(q.question.toLowerCase()));
      if (index >= 0) return { card, q: card.checkQuestions[index], index };
    }
  }
  for (const card of cards) {
    const p = unasked(card, turns, -1, skip);
    if (p) return p;
  }
  return null;
}

/** One practice question, worded for the learner; the answer is withheld until they reply. */
export function practiceQuestion(p: Picked, group: AgeGroup, lead = ''): string {
  if (group === 'child') return join(lead, `Here's one to try, about **${p.card.title}**: ${asked(p.q)}`);
  const ask = /\?\s*$/.test(p.q.question)
    ? "Send me your answer and I'll check it with you."
    : 'Work it out and send me your answer: what do you get?';
  return join(lead, `**Practice question** (**${p.card.title}**): ${p.q.question}`, `\n\n${ask}`);
}

/** A check question as asked: a task ('Simplify 6/8.') gets a question to answer it by. */
export const asked = (q: CheckQuestion) => (/\?\s*$/.test(q.question) ? q.question : `${q.question} What's your answer?`);

const MARK = /\*\*Question (\d+) of (\d+)\*\*/;

/** Start a quiz of `count` questions over these cards, one question per reply. */
export function startQuiz(cards: readonly TopicCard[], group: AgeGroup, turns: Turn[], count = 3, about = ''): string | null {
  // One card per question where there are enough cards; otherwise the same cards again.
  const topics: TopicCard[] = [];
  for (const card of cards) {
    if (topics.length >= count) break;
    if (unasked(card, turns)) topics.push(card);
  }
  const first = topics.length ? unasked(topics[0], turns) : null;
  if (!first) return null;
  const total = Math.min(
    count,
    topics.reduce((n, c) => n + c.checkQuestions.length, 0),
  );
  const names = listOf(
    topics.map((c) => `**${c.title}**`),
    'and',
  );
  const intro =
    group === 'child'
      ? `Let's do a quiz${about ? ` on ${about}` : ''}! ${total} questions about ${names}, one at a time.`
      : `Here's a short quiz${about ? ` on ${about}` : ''}: ${total} questions on ${names}, one at a time. Answer each one and I'll check it.`;
  return join(intro, `\n\n**Question 1 of ${total}**: ${asked(first.q)}`);
}

/**
 * What follows a graded quiz answer: the next question, or the score after the last one. Null when
 * the question just answered was not part of a quiz.
 */
export function quizNext(turns: Turn[], answered: CheckQuestion, right: boolean, group: AgeGroup): string | null {
  const said = assistantTurns(turns);
  // The quiz reply that asked this question (a follow-up or a retry may have asked it again since).
  let at = -1;
  for (let i = said.length - 1; i >= Math.max(0, said.length - 6); i--) {
    if (MARK.test(said[i]) && said[i].includes(answered.question)) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const [, n, m] = said[at].match(MARK)!.map(Number);
  let start = at;
  while (start >= 0 && !said[start].includes('**Question 1 of ')) start--;
  if (start < 0) return null;
  const topics = [...said[start].matchAll(/\*\*(.+?)\*\*/g)]
    .map((x) => ALL_CARDS.find((c) => c.title === x[1]))
    .filter((c): c is TopicCard => !!c);
  const next = n < m ? nextInQuiz(topics, n, turns, answered) : null;
  if (next) return `**Question ${n + 1} of ${m}**: ${asked(next.q)}`;
  const score = said.slice(start + 1).filter(isPraise).length + (right ? 1 : 0);
  const done = Math.min(n, m);
  const cheer =
    score === done
      ? group === 'child'
        ? 'All of them! Brilliant work.'
        : 'Every one right: well done.'
      : score * 2 >= done
        ? group === 'child'
          ? 'Good work!'
          : 'A good result.'
        : group === 'child'
          ? 'Good try! Practice helps a lot.'
          : 'Worth another look: that is how it sticks.';
  const again = topics.length
    ? `Which would you like to look at again: ${listOf(topics.map((c) => `**${c.title}**`))}?`
    : 'What would you like to learn next?';
  return join(`That was the last question: you got ${score} of ${done} right.`, cheer, again);
}

/** Question k+1 of a quiz: the next topic in turn, or any topic with a question left. */
function nextInQuiz(topics: TopicCard[], asked: number, turns: Turn[], answered: CheckQuestion): Picked | null {
  for (let i = 0; i < topics.length; i++) {
    const p = unasked(topics[(asked + i) % topics.length], turns, -1, answered);
    if (p) return p;
  }
  return null;
}

/** A related card's first unused question, for when a card's own questions are used up. */
export function relatedQuestion(card: TopicCard, turns: Turn[]): Picked | null {
  for (const id of card.related) {
    const other = getCard(id);
    const p = other ? unasked(other, turns) : null;
    if (p) return p;
  }
  return null;
}
