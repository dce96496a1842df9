// The offline tutor on concepts: explain a topic card at the learner's reading level, then ask ONE
// check question; on the next turn grade the answer by the card's rules. The dialogue state (which
// card, which question, how many tries) is read back from the conversation: no hidden state.
import type { AgeGroup } from '@brightpath/shared/age';
import type { Turn } from '../types.ts';
import { gradeCheckAnswer, type CheckQuestion } from './card-check.ts';
import { ALL_CARDS, getCard } from './library/index.ts';
import type { TopicCard } from './library/types.ts';
import { fitForChild, join, praise } from './phrases.ts';
import { asked, assistantTurns, quizNext, unasked } from './practice.ts';

/** Guiding questions for a learner's own task ('help me write ...'); recognised again next turn. */
export const GUIDE = {
  write: 'What is your topic, and what is the main thing you want to say about it?',
  prepare: 'What have you done so far, and which part feels hardest?',
  draft: 'Try a first version and send it to me. Which point do you want to work on first?',
} as const;

/** An offer of a card, recognised next turn by `offeredCard` (a 'yes' explains it). */
export const OFFER = (title: string) => `You could explore **${title}** next. Would you like to?`;
/** The same offer after a list of topics to choose from. */
export const START_WITH = (title: string) => `If you're not sure, say yes and we'll start with **${title}**.`;
/** A suggested topic, to which a 'yes' is an answer too. */
export const HOW_ABOUT = (title: string) => `How about **${title}**?`;

const RETRY = 'Have another go: ';

export type PendingCheck = { card: TopicCard; index: number; question: CheckQuestion; tries: number };

/**
 * The check question the tutor asked last, if its last reply asked one, and how many wrong tries it
 * has had (the replies that said 'Have another go'; re-asking it after a follow-up such as 'why?' is
 * not a try).
 */
export function pendingCheck(turns: Turn[]): PendingCheck | null {
  const said = assistantTurns(turns);
  const last = said[said.length - 1];
  if (!last) return null;
  for (const card of ALL_CARDS) {
    const index = card.checkQuestions.findIndex((q) => last.includes(q.question));
    if (index < 0) continue;
    const question = card.checkQuestions[index];
    let tries = 0;
    for (let i = said.length - 1; i >= 0 && said[i].includes(question.question); i--)
      if (said[i].includes(RETRY + question.question)) tries++;
    return { card, index, question, tries };
  }
  return null;
}

/** The card the tutor offered to explore next ('You could explore **Title** next'), if it just did. */
export function offeredCard(turns: Turn[]): TopicCard | null {
  const said = assistantTurns(turns);
  const m = said[said.length - 1]?.match(
    /(?:You could explore \*\*(.+?)\*\* next|we'll start with \*\*(.+?)\*\*|How about \*\*(.+?)\*\*\?)/,
  );
  return m ? (ALL_CARDS.find((c) => c.title === (m[1] ?? m[2] ?? m[3])) ?? null) : null;
}

/** Which guiding question the tutor's last reply asked, if any. */
export function pendingGuide(turns: Turn[]): { stage: keyof typeof GUIDE; card: TopicCard | null } | null {
  const said = assistantTurns(turns);
  const last = said[said.length - 1];
  if (!last) return null;
  const stage = (Object.keys(GUIDE) as Array<keyof typeof GUIDE>).find((k) => last.includes(GUIDE[k]));
  if (!stage) return null;
  const card = ALL_CARDS.find((c) => last.includes(`**${c.title}**`)) ?? null;
  return { stage, card };
}

const useful = (query: string) => /\b(?:how|example|steps?|show me|solve|work out|calculate|method)\b/i.test(query);

export type ExplainOptions = {
  /** A sentence before the explanation ('Let's start with one of the big ideas in Science.'). */
  lead?: string;
  /** Add the card's real-world example (asked for 'with a real-world example'). */
  realWorld?: boolean;
};

/** Explain a card at the learner's level, then ask one check question (or a guiding question for a task). */
export function explainCard(
  card: TopicCard,
  group: AgeGroup,
  turns: Turn[],
  query: string,
  label: string,
  task: 'write' | 'prepare' | null,
  options: ExplainOptions = {},
): string {
  const next = unasked(card, turns);
  const question = task ? GUIDE[task] : next ? `**Quick check:** ${asked(next.q)}` : 'What part of this would you like to explore further?';
  const explanation = card.explanation[group];
  if (group === 'child') {
    const lead = task ? `Let's work on **${card.title}** together, one step at a time.` : (options.lead ?? '');
    return fitForChild(join(label, lead), explanation, `\n\n${question}`);
  }
  const parts = [join(label, options.lead, `Here is the idea of **${card.title}**.`), explanation];
  parts.push(`**Key ideas:**\n${card.keyConcepts.map((k) => `- ${k}`).join('\n')}`);
  if (task) {
    parts.push(
      `**A method you can follow** (for example: ${card.workedExample.problem.replace(/\.$/, '')}):\n${card.workedExample.steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
    );
    parts.push(`Now let's shape yours. ${question}`);
  } else {
    if (useful(query)) {
      const w = card.workedExample;
      parts.push(`**Example:** ${w.problem}\n${w.steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n\n**Answer:** ${w.answer}`);
    }
    if (options.realWorld) parts.push(`**In real life:** ${card.realWorldExample}`);
    parts.push(question);
  }
  return parts.join('\n\n');
}

/** A clue that does not give the answer away: its first letter, or a pointer back to the explanation. */
function clue(q: CheckQuestion): string {
  const word = q.acceptable.find((a) => /^[a-z]/i.test(a)) ?? q.answer;
  if (/^[a-z]/i.test(word) && !/^\d/.test(q.answer)) return `Here's a clue: the answer starts with "${word[0].toUpperCase()}".`;
  return 'Here is a clue: work through it one step at a time, like the example.';
}

/** Grade the learner's answer to the pending check question and say what comes next. */
export function gradePending(p: PendingCheck, answer: string, group: AgeGroup, turns: Turn[], dontKnow: boolean): string {
  const right = !dontKnow && gradeCheckAnswer(p.question, answer);
  const nextUp = () => {
    const quiz = quizNext(turns, p.question, right, group);
    if (quiz) return quiz;
    const n = unasked(p.card, turns, p.index);
    if (n) return group === 'child' ? `Here is another one: ${asked(n.q)}` : `**Next check:** ${asked(n.q)}`;
    const related = p.card.related.map((id) => getCard(id)).find((c): c is TopicCard => !!c);
    return related ? OFFER(related.title) : 'What would you like to learn about next?';
  };
  if (right) {
    const extra = group === 'child' ? '' : p.card.realWorldExample;
    return join(praise(group, turns.length), `**Answer:** ${p.question.answer.replace(/\.$/, '')}.`, extra, '\n\n' + nextUp());
  }
  if (dontKnow) {
    return join(
      group === 'child' ? "That's okay!" : "That's fine, it's a good one to learn.",
      `**Answer:** ${p.question.answer.replace(/\.$/, '')}.`,
      '\n\n' + nextUp(),
    );
  }
  if (p.tries >= 1) {
    const inQuiz = quizNext(turns, p.question, false, group) !== null;
    const after =
      group === 'child' ? 'Good try!' : inQuiz ? "Good try: let's keep going." : 'Have a look at the explanation again with that in mind.';
    return join('Not quite.', `**Answer:** ${p.question.answer.replace(/\.$/, '')}.`, after, '\n\n' + nextUp());
  }
  return join('Not quite.', clue(p.question), `${RETRY}${p.question.question}`);
}

/** The follow-up on a learner's own task after the guiding question. */
export function guideFollowUp(stage: keyof typeof GUIDE, card: TopicCard | null, group: AgeGroup): string {
  const checklist = card ? card.keyConcepts.map((k) => `- ${k}`).join('\n') : '';
  if (stage === 'draft') {
    return join(
      group === 'child' ? 'Thanks for sharing it!' : 'Thanks for sharing your draft.',
      checklist ? `Read it against these points:\n${checklist}\n\n` : '',
      'Which point does your draft do best, and which one could be clearer?',
    );
  }
  return join(
    group === 'child' ? 'Good start!' : 'Good, that gives us something to work with.',
    checklist ? `As you shape it, check these points${card ? ` for **${card.title}**` : ''}:\n${checklist}\n\n` : '',
    GUIDE.draft,
  );
}
