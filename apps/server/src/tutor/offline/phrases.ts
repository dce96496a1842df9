// Small wording helpers of the offline tutor: its label, praise by age, maths formatting and the
// word budget of replies to children. What learners read is worded for learners: no provider names,
// no set-up instructions (those are for operators, in tutor/README.md).
import type { AgeGroup } from '@brightpath/shared/age';
import { fleschKincaidGrade, wordCount } from '../reading-level.ts';

/** How the offline tutor introduces itself in the first reply of a conversation. */
export const OFFLINE_LABEL: Record<AgeGroup, string> = {
  child: "Hi! I'm Brightpath's offline tutor.",
  teen: "Hi, I'm Brightpath's offline tutor.",
  adult: "Hello, I'm Brightpath's offline tutor.",
};

/** The hardest text each age group gets (DESIGN.md section 4, with half a grade for one sentence's noise). */
const MAX_GRADE: Record<AgeGroup, number> = { child: 5.5, teen: 9.5, adult: 12.5 };

/** Whether a learner of this age can read a text: card parts written for teens are not all fit for a child. */
export const readableFor = (text: string, group: AgeGroup) => fleschKincaidGrade(text) <= MAX_GRADE[group];

/** Largest reply to a child, in words (DESIGN.md: about 60 words of explanation, plus a question). */
export const CHILD_MAX_WORDS = 75;

const PRAISE: Record<AgeGroup, string[]> = {
  child: ['Yes! Great job.', 'That is right! Well done.', 'Yes, you got it!'],
  teen: ["That's right!", 'Yes, exactly!', 'Correct, nice work.'],
  adult: ['Correct.', "That's right.", 'Yes, exactly.'],
};

/** Praise that varies with the conversation length, so it does not repeat word for word. */
export function praise(group: AgeGroup, seed: number): string {
  const list = PRAISE[group];
  return list[Math.abs(seed) % list.length];
}

/** Whether a reply opens with the tutor's praise (a right answer), for scoring a quiz from the conversation. */
export function isPraise(reply: string): boolean {
  return Object.values(PRAISE).some((list) => list.some((p) => reply.startsWith(p)));
}

/** A title inside a sentence: 'The Roman Empire' -> 'the Roman Empire', but 'DNA' stays 'DNA'. */
export function lowerFirst(title: string): string {
  return /^[A-Z][a-z]/.test(title) ? title[0].toLowerCase() + title.slice(1) : title;
}

/** 'a, b or c' (or 'and'). */
export function listOf(items: string[], last: 'or' | 'and' = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/**
 * Maths for the chat's renderer: wrapped in $...$ when it is plain enough for KaTeX (no %, which
 * starts a LaTeX comment, and no symbols that need commands), otherwise left as text.
 */
export function math(expression: string): string {
  const e = expression.trim();
  if (!e) return e;
  // 'x = 2 or x = 3': words stay outside the maths.
  if (/\s(?:or|and)\s/.test(e))
    return e
      .split(/\s+(or|and)\s+/)
      .map((part, i) => (i % 2 ? part : math(part)))
      .join(' ');
  if (!/^[0-9a-zA-Z+\-*/^=().,' <>×÷±√]+$/.test(e)) return e;
  const tex = e
    .replace(/×/g, '\\times ')
    .replace(/÷/g, '\\div ')
    .replace(/±/g, '\\pm ')
    .replace(/√\(([^()]*)\)/g, '\\sqrt{$1}')
    .replace(/√(\d+)/g, '\\sqrt{$1}')
    .replace(/\^(\d{2,}|\([^()]*\))/g, (_m, p: string) => `^{${p.replace(/^\(|\)$/g, '')}}`);
  if (/√/.test(tex)) return e;
  return `$${tex}$`;
}

/** Join parts into a reply, dropping empty ones. */
export function join(...parts: Array<string | null | undefined | false>): string {
  let out = '';
  for (const part of parts) {
    if (typeof part !== 'string' || !part.trim()) continue;
    const glue = !out || /\n$/.test(out) || /^\n/.test(part) ? '' : ' ';
    out += glue + (/\n$/.test(out) ? part.replace(/^[ \t]+/, '') : part);
  }
  return out;
}

/** Sentences of a text. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z"'‘“(])/).filter(Boolean);
}

/**
 * Fit a child's reply into the word budget by dropping the explanation's last sentences (never below
 * two), keeping the label and the question whole.
 */
export function fitForChild(before: string, explanation: string, after: string, max = CHILD_MAX_WORDS): string {
  let kept = sentences(explanation);
  const total = () => wordCount(join(before, kept.join(' '), after));
  while (kept.length > 2 && total() > max) kept = kept.slice(0, -1);
  return join(before, kept.join(' '), after);
}
