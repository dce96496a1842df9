// Our own safety classifier, run on every learner message and every tutor reply whatever the provider.
// Rules, not a model: word lists with word boundaries (safety-lexicon.ts), harmless idioms removed
// first, and fail-closed for under-13 learners (a borderline word is enough to redirect a child).
import type { AgeGroup } from '@brightpath/shared/age';
import {
  ACADEMIC,
  EMAIL,
  IDIOMS,
  JAILBREAK,
  LEXICON,
  PERSONAL_DISCLOSURES,
  PERSONAL_REQUESTS,
  PERSONAL_REQUESTS_OUT,
  PHONE,
  type SafetyCategory,
} from './safety-lexicon.ts';

export type { SafetyCategory };

export type ModerationResult = {
  flagged: boolean;
  category: SafetyCategory | null;
  /** What the tutor says instead, when flagged. */
  reply?: string;
  /** Flagged only because the learner is under 13 and a borderline word was found. */
  borderline?: boolean;
};

/** Who is being protected: the learner's age group is all the classifier needs. */
export type SafetyContext = { ageGroup: AgeGroup };

/**
 * Optional provider-side moderation (e.g. OpenAI's moderation endpoint), wired by the HTTP side.
 * Runs in addition to our own classifier, never instead of it; a failing hook is ignored.
 */
export type ProviderModeration = (
  text: string,
  direction: 'input' | 'output',
  signal?: AbortSignal,
) => Promise<{ flagged: boolean; category?: SafetyCategory | string }>;

const ORDER = ['self-harm', 'violence', 'sexual', 'hate', 'dangerous'] as const;

/** Lower case, accents and curly quotes folded, idioms removed. */
function normalise(text: string): string {
  let t = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ');
  for (const idiom of IDIOMS) t = t.replace(idiom, ' ');
  return t;
}

/** Undo look-alike spelling ('s3x', 'k!ll') in words that have at least two letters, never in maths. */
function deLeet(t: string): string {
  const map: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
  return t.replace(/\S+/g, (tok) => {
    const core = tok.replace(/^[^\w@$!]+|[^\w@$!]+$/g, '');
    if ((core.match(/[a-z]/g) ?? []).length < 2 || !/[013457@$!]/.test(core) || /^[\d.,]+$/.test(core)) return tok;
    return tok.replace(/[013457@$!]/g, (c) => map[c] ?? c);
  });
}

// Non-global copies, compiled once: a global pattern's lastIndex would make .test() stateful.
const sticky = new WeakMap<RegExp, RegExp>();
const compiled = (p: RegExp) => {
  let q = sticky.get(p);
  if (!q) sticky.set(p, (q = p.global ? new RegExp(p.source, p.flags.replace('g', '')) : p));
  return q;
};
const any = (patterns: RegExp[], t: string) => patterns.some((p) => compiled(p).test(t));

type Verdict = { category: SafetyCategory; strength: 'strong' | 'borderline' } | null;

function classify(raw: string, direction: 'input' | 'output', group: AgeGroup): Verdict {
  const plain = normalise(raw);
  const variants = [plain, deLeet(plain)];
  for (const t of variants) {
    for (const c of ORDER) {
      if (any(LEXICON[c].strong, t)) return { category: c, strength: 'strong' };
    }
    if (direction === 'input' && any(JAILBREAK, t)) return { category: 'jailbreak', strength: 'strong' };
    if (direction === 'input' && (any(PERSONAL_DISCLOSURES, t) || any(PERSONAL_REQUESTS, t))) return { category: 'personal-data', strength: 'strong' };
    if (direction === 'output' && any(PERSONAL_REQUESTS_OUT, t)) return { category: 'personal-data', strength: 'strong' };
  }
  // A full name typed with capitals ('My name is Sam Jones') is a disclosure too.
  if (direction === 'input' && /\b[Mm]y name is [A-Z][a-z]+ [A-Z][a-z]+/.test(raw)) return { category: 'personal-data', strength: 'strong' };
  for (const c of ORDER) {
    if (!any(LEXICON[c].borderline, plain) && !any(LEXICON[c].borderline, deLeet(plain))) continue;
    // Suicide as a study topic ('suicide in Romeo and Juliet') is discussed with teenagers and adults.
    if (c === 'self-harm' && group !== 'child' && ACADEMIC.test(plain)) continue;
    // A bare mention of self-harm from a learner gets the supportive reply at every age.
    if (c === 'self-harm' && direction === 'input') return { category: c, strength: 'strong' };
    return { category: c, strength: 'borderline' };
  }
  // Contact details: redacted before any provider sees them; a child is also reminded not to share them.
  if (direction === 'input' && group === 'child' && (compiled(EMAIL).test(raw) || compiled(PHONE).test(raw))) {
    return { category: 'personal-data', strength: 'borderline' };
  }
  return null;
}

const CRISIS: Record<AgeGroup, string> = {
  child:
    "I'm really sorry you feel this way. You matter, and you don't have to deal with this alone. Please tell a grown-up you trust right now, like a parent, carer or teacher. If you might be in danger, call your local emergency number. You can also call or text a helpline: 988 in the US, 116 123 in the UK and Europe, or find one at findahelpline.com. I'm here when you want to learn together.",
  teen:
    "I'm really sorry you're feeling this way. You don't have to go through it alone. Please reach out to someone you trust, like a parent, carer, teacher or school counsellor. If you might be in danger, call your local emergency number now. You can call or text a crisis line any time: 988 in the US, 116 123 in the UK and much of Europe, or find one near you at findahelpline.com. I'm here whenever you want to keep learning together.",
  adult:
    "I'm really sorry you're going through this. You don't have to face it alone. If you might be in danger, please call your local emergency number now. You can also call or text a crisis line: 988 in the US, 116 123 in the UK and much of Europe, or find one near you at findahelpline.com. Talking to someone you trust can help too. I'm here whenever you want to keep learning.",
};

/** What the tutor says instead of a flagged message or reply, worded for the learner's age. */
export function safeReply(category: SafetyCategory, group: AgeGroup, borderline = false): string {
  const child = group === 'child';
  const back = child ? 'What would you like to learn about?' : 'What would you like to work on instead?';
  if (category === 'self-harm') return CRISIS[group];
  if (borderline) {
    return `That sounds like something to talk about with a parent, carer or teacher. I can help with lots of other things. ${back}`;
  }
  switch (category) {
    case 'violence':
      return child
        ? `I can't help with anything about hurting people. If someone is in danger or you feel unsafe, please tell a grown-up you trust right away. ${back}`
        : `I can't help with that. If anyone is in danger, please contact your local emergency number. I'm glad to help with your learning. ${back}`;
    case 'sexual':
      return child
        ? `That's not something I can help with. If something has made you feel uncomfortable, please tell a grown-up you trust. ${back}`
        : `That's not something I can help with here: I'm a learning tutor. ${back}`;
    case 'hate':
      return `I won't help with anything that puts people down or hurts them. Everyone deserves respect. ${back}`;
    case 'dangerous':
      return child
        ? `I can't help with that because it could hurt someone. If you or someone else might be in danger, please tell a grown-up you trust. ${back}`
        : `I can't help with that because it could be dangerous. If you or someone else is at risk, please contact your local emergency number. ${back}`;
    case 'personal-data':
      return child
        ? `Please keep things like your address, phone number or passwords private. I don't need them to help you learn. ${back}`
        : `It's safest to keep personal details like addresses, phone numbers and passwords out of our chats: I don't need them to help you learn, and I don't have any of my own to share. ${back}`;
    case 'jailbreak':
      return `I can't switch off the way I work, but I'm glad to keep helping you learn. ${child ? 'What are you working on?' : 'What are you working on, and what have you tried so far?'}`;
  }
}

/** Check a learner's message before anything else happens. */
export function moderateInput(text: string, ctx: SafetyContext): ModerationResult {
  const v = classify(text, 'input', ctx.ageGroup);
  if (!v || (v.strength === 'borderline' && ctx.ageGroup !== 'child')) return { flagged: false, category: null };
  const borderline = v.strength === 'borderline';
  return { flagged: true, category: v.category, reply: safeReply(v.category, ctx.ageGroup, borderline), ...(borderline ? { borderline } : {}) };
}

/** Sentences of a reply that ask the learner for personal details, removed rather than the whole reply. */
function withoutPersonalRequests(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !any(PERSONAL_REQUESTS_OUT, normalise(s)))
    .join(' ')
    .trim();
}

/**
 * Check a tutor reply before it is shown or stored. `trusted` text (the offline tutor's, written from
 * our own reviewed library) is held to the strong patterns only: a child's history card may say that
 * people were killed in a war, which a model's free text would not be allowed to say to a child.
 */
export function moderateOutput(text: string, ctx: SafetyContext, options: { trusted?: boolean } = {}): ModerationResult {
  const v = classify(text, 'output', ctx.ageGroup);
  if (!v || (v.strength === 'borderline' && (ctx.ageGroup !== 'child' || options.trusted))) return { flagged: false, category: null };
  const borderline = v.strength === 'borderline';
  if (v.category === 'personal-data') {
    const kept = withoutPersonalRequests(text);
    const reply = kept && !any(PERSONAL_REQUESTS_OUT, normalise(kept)) ? kept : safeReply('personal-data', ctx.ageGroup, false);
    return { flagged: true, category: 'personal-data', reply };
  }
  // A reply is never the place for crisis lines the learner did not need; redirect instead.
  const category = v.category === 'self-harm' ? 'dangerous' : v.category;
  return { flagged: true, category: v.category, reply: safeReply(category, ctx.ageGroup, borderline), ...(borderline ? { borderline } : {}) };
}

/** Remove e-mail addresses and phone numbers from text that is sent to a provider. */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '[e-mail removed]').replace(PHONE, '[phone number removed]');
}
