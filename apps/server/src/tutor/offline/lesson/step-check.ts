// Whether a learner has done the Ask, Talk or Teach phase of a lesson, by rules (docs/decisions/029): the judge with
// the offline tutor, and the fallback when a provider's judgement fails. Pure: the route gathers the learner's words
// (their chat messages for Ask, what they wrote for Talk and Teach) and stores the verdict.
import type { AgeGroup } from '@brightpath/shared/age';
import type { LearningSession, WorkPhase } from '@brightpath/shared/lesson';

export type StepCheckInput = {
  phase: WorkPhase;
  session: LearningSession;
  group: AgeGroup;
  /** Talk and Teach: what the learner wrote. Ask: their messages to the tutor since the lesson began, newest first. */
  texts: string[];
  /** Teach: what they wrote in Talk, so teaching it back is more than the same words again. */
  talk?: string;
};

/** done: the phase is complete; feedback: the tutor's word on it (what is missing, kindly, when it is not). */
export type StepVerdict = { done: boolean; feedback: string; text: string };

/** The fewest words of their own a learner writes to explain (talk) and to teach (teach), by age. */
export const MIN_WORDS: Record<'talk' | 'teach', Record<AgeGroup, number>> = {
  talk: { child: 8, teen: 12, adult: 12 },
  teach: { child: 12, teen: 20, adult: 20 },
};
/** A text is a copy when this share of its five-word runs is in the lesson's own text. */
export const COPY_SHARE = 0.5;
const SHINGLE = 5;

const STOP = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my no not of on ' +
    'or our so than that the their them then there these they this to too up us was we were what when where which who why will ' +
    'with would you your about also just like more most much some such very one two use used using'
  ).split(' '),
);
const QUESTION_START =
  /^(what|why|how|when|where|who|whom|whose|which|can|could|would|should|shall|will|is|are|am|was|were|do|does|did|has|have|had|may|might|must|explain|tell me|help me|show me)\b/i;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
/** A word's rough stem: plurals and common endings folded, so 'fractions' meets 'fraction', 'denominators' 'denominator'. */
const stem = (w: string) =>
  w
    .replace(/['’]s$/, '')
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:es|s)$/, '')
    .slice(0, 7);
const significant = (w: string) => w.length >= 3 && !STOP.has(w);

function shingles(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + SHINGLE <= list.length; i++) out.push(list.slice(i, i + SHINGLE).join(' '));
  return out;
}

/** The share of the text's five-word runs found in the source (0 for a text too short to have one). */
export function copiedShare(text: string, source: string): number {
  const mine = shingles(words(text));
  if (mine.length === 0) return 0;
  const theirs = new Set(shingles(words(source)));
  return mine.filter((s) => theirs.has(s)).length / mine.length;
}

/** Longer words of the concepts are their key terms ('numerator', 'equivalent'); shorter ones are mostly everyday words. */
const TERM_MIN = 7;
const GENERIC = new Set([
  'between',
  'another',
  'because',
  'through',
  'without',
  'something',
  'different',
  'example',
  'examples',
  'important',
  'usually',
  'understand',
]);

/** The lesson's key terms: the longer words of its resources' concepts, else the words of its topic. */
export function keyTerms(session: LearningSession): string[] {
  const seen = new Map<string, string>();
  for (const step of session.steps)
    for (const item of step.content)
      for (const concept of item.concepts)
        for (const w of words(concept)) if (w.length >= TERM_MIN && !GENERIC.has(w) && !seen.has(stem(w))) seen.set(stem(w), w);
  if (seen.size) return [...seen.values()];
  return [...new Set(words(session.topic).filter(significant))];
}

/** The key terms the text uses, plural or not ('numerators' uses 'numerator'). */
export function termsUsed(text: string, terms: string[]): string[] {
  const mine = new Set(words(text).map(stem));
  return terms.filter((term) => words(term).some((w) => mine.has(stem(w))));
}

/** Everything the lesson says, for the copy check. */
export function lessonWords(session: LearningSession): string {
  const parts: string[] = [];
  for (const s of session.steps) {
    for (const c of s.content) parts.push(c.title, c.description);
    parts.push(...s.questions);
  }
  return parts.join('\n');
}

/** A message that asks something: a question mark, or a question's opening, with a few words to it. */
export function isQuestion(text: string): boolean {
  const t = text.trim();
  const n = words(t).length;
  return (t.includes('?') && n >= 2) || (QUESTION_START.test(t) && n >= 3);
}

const list = (terms: string[], and = 'and') =>
  terms.length <= 1 ? (terms[0] ?? '') : `${terms.slice(0, -1).join(', ')} ${and} ${terms[terms.length - 1]}`;
const quote = (text: string) => (text.length > 120 ? `${text.slice(0, 117).trimEnd()}...` : text);

function checkAsk({ session, texts }: StepCheckInput): StepVerdict {
  const question = texts.find(isQuestion);
  if (question) return { done: true, feedback: `You asked your tutor: "${quote(question.trim())}"`, text: question.trim() };
  return {
    done: false,
    text: '',
    feedback: texts.length
      ? `Your messages to the tutor don't ask a question yet. Ask about anything in ${session.topic} that is not clear, for example one of the questions below.`
      : `Ask your tutor a question in the Chat tab first: anything in ${session.topic} that is not clear yet. The questions in this phase take you there in one click.`,
  };
}

function checkWritten(input: StepCheckInput & { phase: 'talk' | 'teach' }): StepVerdict {
  const { phase, session, group } = input;
  const text = (input.texts[0] ?? '').trim();
  const all = words(text);
  const distinct = new Set(all.filter(significant).map(stem));
  const min = MIN_WORDS[phase][group];
  const terms = keyTerms(session);
  const used = termsUsed(text, terms);
  const needed = phase === 'teach' && terms.length >= 2 ? 2 : 1;
  const unused = terms.filter((t) => !used.includes(t));
  const suggest = unused[0] ?? terms[0] ?? session.topic;
  const suggestPair = list(
    unused.slice(0, 2).map((t) => `"${t}"`),
    'and',
  );
  const no = (feedback: string): StepVerdict => ({ done: false, feedback, text });

  if (all.length < min || distinct.size < Math.ceil(min / 3))
    return no(
      phase === 'talk'
        ? `A good start! Say a bit more: explain ${session.topic} in at least ${min} words of your own, and connect it to something you know.`
        : `A good start! Teach a bit more: use at least ${min} words of your own, as if explaining ${session.topic} to a friend who has never heard of it.`,
    );
  if (copiedShare(text, lessonWords(session)) >= COPY_SHARE)
    return no(
      'This is very close to the lesson’s own words. Try saying it the way you would say it to a friend: your own words show what you understood.',
    );
  if (phase === 'teach' && input.talk && copiedShare(text, input.talk) >= COPY_SHARE)
    return no('This is what you wrote in Talk. Teach it in a new way this time: explain it step by step, or give an example.');
  if (used.length < needed)
    return no(
      needed === 1
        ? `You're on your way! Use one of the lesson's key words, such as "${suggest}", to show how it fits in.`
        : `You're on your way! Use two of the lesson's key words, such as ${suggestPair}, so your explanation covers the main ideas.`,
    );
  return {
    done: true,
    text,
    feedback:
      phase === 'talk'
        ? `Well explained! You put ${session.topic} in your own words and used ${list(used.slice(0, 3))}.`
        : `Great teaching! You explained ${session.topic} using ${list(used.slice(0, 3))}.`,
  };
}

/** The rules' verdict on a phase's work. */
export function checkStepWork(input: StepCheckInput): StepVerdict {
  if (input.phase === 'ask') return checkAsk(input);
  return checkWritten({ ...input, phase: input.phase });
}
