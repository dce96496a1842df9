// Small wording helpers of the offline tutor: its label, praise by age, maths formatting and the
// word budget of replies to children.
import type { AgeGroup } from '@brightpath/shared/age';
import { wordCount } from '../reading-level.ts';

/** How the offline tutor introduces itself in the first reply of a conversation. */
export const OFFLINE_LABEL: Record<AgeGroup, string> = {
  child: "Hi! I'm Brightpath's offline tutor.",
  teen: "Hi, I'm Brightpath's offline tutor.",
  adult: "Hello, I'm Brightpath's offline tutor.",
};

/** Where a full tutor comes from; said whenever a question is beyond the offline tutor. */
export const FULL_TUTOR: Record<AgeGroup, string> = {
  child: 'The grown-up who runs Brightpath can connect a full AI tutor that knows more.',
  teen: 'For questions outside my library, an administrator can connect a full AI tutor (OpenAI, Anthropic, Ollama or any OpenAI-compatible server).',
  adult: 'For questions outside my library, an administrator can connect a full AI tutor (OpenAI, Anthropic, Ollama or any OpenAI-compatible server).',
};

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

/**
 * Maths for the chat's renderer: wrapped in $...$ when it is plain enough for KaTeX (no %, which
 * starts a LaTeX comment, and no symbols that need commands), otherwise left as text.
 */
export function math(expression: string): string {
  const e = expression.trim();
  if (!e) return e;
  // 'x = 2 or x = 3': words stay outside the maths.
  if (/\s(?:or|and)\s/.test(e)) return e.split(/\s+(or|and)\s+/).map((part, i) => (i % 2 ? part : math(part))).join(' ');
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
