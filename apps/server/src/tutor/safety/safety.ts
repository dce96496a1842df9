// Our own safety classifier, run on every learner message and every tutor reply whatever the provider.
// Rules, not a model. A message is normalised (safety-normalise.ts: look-alike letters, leetspeak,
// spaced-out letters, chat spelling, misspellings), harmless idioms are removed, and the rules of
// safety-rules-*.ts are tried in order of what matters most: a learner at risk (support) first, then
// requests to refuse. Mentions that are only a study topic pass for teenagers and adults; for a child a
// borderline word is enough to redirect (fail closed), unless it is a story, history or nature.
import type { AgeGroup } from '@brightpath/shared/age';
import { CONCEPT_REFUSALS, CONCEPT_RULES, CONCEPT_RULES_MORE } from './safety-rules-concepts.ts';
import { SIGNAL_REFUSAL_RULES, SIGNAL_SUPPORT_RULES } from './safety-rules-signals.ts';
import {
  ACADEMIC,
  BORDERLINE,
  CHILD_FRAME,
  EMAIL,
  IDIOMS,
  JAILBREAK,
  PERSONAL_DISCLOSURES,
  PERSONAL_REQUESTS,
  PERSONAL_REQUESTS_OUT,
  PHONE,
  SAFETY_CATEGORIES,
  SUPPORT_CATEGORIES,
  type Rule,
  type SafetyAction,
  type SafetyCategory,
  type Severity,
} from './safety-lexicon.ts';
import { fold, normalise } from './safety-normalise.ts';
import { obscenityCategory } from './safety-obscenity.ts';
import { safeReply, STILL_HELP, type HelplineCountry } from './safety-replies.ts';
import { modelThresholds, scoreText, type ModelVerdict } from './classifier/model.ts';
import { BREAK_IN_RULES, DANGEROUS_RULES, DRUG_RULES, HATE_RULES, MIXTURE_RULES, SAFETY_FACT } from './safety-rules-danger.ts';
import { SEXUAL_MINOR_RULES, SEXUAL_RULES, THREAT_RULES, VIOLENCE_RULES, WEAPON_RULES } from './safety-rules-harm.ts';
import { ABUSE_RULES, EATING_DISORDER_RULES, SELF_HARM_RULES } from './safety-rules-support.ts';

export type { HelplineCountry, SafetyAction, SafetyCategory, Severity };
export { safeReply };

export type ModerationResult = {
  flagged: boolean;
  category: SafetyCategory | null;
  /** How serious: 'low' when nothing was found or a child was redirected from a borderline word. */
  severity: Severity;
  /**
   * What happens: 'support' (self-harm, eating disorders, abuse: the learner's message stays in the
   * conversation and the reply is the supportive one), 'refuse' (a request or a jailbreak), 'redirect'
   * (borderline for a child, personal data shared), 'remove-personal-data' (a reply's request removed).
   */
  action: SafetyAction;
  /** What the tutor says instead, when flagged. */
  reply?: string;
  /** Flagged only because the learner is under 13 and a borderline word was found. */
  borderline?: boolean;
  /** The learned model's reading (learner messages only). */
  model?: ModelReading;
};

/** Who is being protected, and where the helplines in a reply should be (HELPLINE_COUNTRY). */
export type SafetyContext = { ageGroup: AgeGroup; country?: HelplineCountry };

/** What the learned model made of a learner's message. */
export type ModelReading = {
  label: string;
  score: number;
  /** In the band where a provider, when configured, is asked for a second opinion. */
  uncertain: boolean;
};

/**
 * Optional provider-side moderation (e.g. OpenAI's moderation endpoint), wired by the HTTP side.
 * Runs in addition to our own classifier, never instead of it; a failing hook is ignored.
 */
export type ProviderModeration = (
  text: string,
  direction: 'input' | 'output',
  signal?: AbortSignal,
) => Promise<{ flagged: boolean; category?: SafetyCategory | string }>;

/** In order of what matters most when a message matches several. */
const INPUT_RULES: Rule[] = [
  ...SELF_HARM_RULES,
  ...ABUSE_RULES,
  ...EATING_DISORDER_RULES,
  ...CONCEPT_RULES,
  ...CONCEPT_RULES_MORE,
  ...SIGNAL_SUPPORT_RULES,
  ...SEXUAL_MINOR_RULES,
  ...THREAT_RULES,
  ...VIOLENCE_RULES,
  ...WEAPON_RULES,
  ...DANGEROUS_RULES,
  ...BREAK_IN_RULES,
  ...DRUG_RULES,
  ...SEXUAL_RULES,
  ...HATE_RULES,
  ...CONCEPT_REFUSALS,
  ...SIGNAL_REFUSAL_RULES,
];
const OUTPUT_RULES = INPUT_RULES.filter((r) => r.output);

/** Spaced-out runs whose word breaks were lost ('killmyself'), searched without word boundaries. */
const SQUASHED: { re: RegExp; category: SafetyCategory; severity: Severity }[] = [
  {
    re: /killmyself|kms|suicid|wanttodie|wannadie|endmylife|hurtmyself|cutmyself|cuttingmyself|unalive/,
    category: 'self-harm',
    severity: 'critical',
  },
  { re: /starvemyself|proana|thinspo|anorexic|makemyselfthrowup/, category: 'eating-disorder', severity: 'high' },
  { re: /touchesme|touchedme|hitsme|beatsme|rapedme|molest/, category: 'abuse', severity: 'critical' },
  { re: /shootup|blowuptheschool|schoolshoot/, category: 'threat', severity: 'critical' },
  { re: /bomb|explosive|molotov|gunpowder|makeagun|napalm/, category: 'weapons', severity: 'high' },
  { re: /poison|toxicgas/, category: 'dangerous', severity: 'high' },
  { re: /breakinto|hotwire|picklock/, category: 'break-in', severity: 'medium' },
  { re: /cocaine|heroin|meth(?!od)|weed/, category: 'drugs', severity: 'medium' },
  { re: /porn|nudes|sexy|blowjob/, category: 'sexual', severity: 'medium' },
];

/** Letters and look-alike digits or symbols inside one word ('k1ll', 'b0mb', 's3x', 'h0w'). */
const LEETISH = /[a-z][0134579@$!|]+[a-z]|\b[0134579@$][a-z]{2,}/;

const RUN_TOGETHER = /killmyself|wanttodie|wannadie|endmylife|hurtmyself|cutmyself|unalivemyself/;

/** A bare mention that is support unless it is a study topic (teenagers and adults). */
const SELF_HARM_TOPIC =
  /\b(?:suicid(?:e|al)(?! (?:bomb\w*|squad|squeeze|mission|attacks?|doors?|sprints?|lane|run))|self ?harm(?:ing)?|selfharm|unaliv\w*)\b/;
/** Harm that happens to a character in a game, said as such. */
const IN_A_GAME =
  /\b(?:respawn\w*|in (?:the |a |my |this )?(?:zombie |video )?game|in (?:minecraft|fortnite|roblox|terraria|among us|gta|zelda|pokemon)|victory royale|impostor|npcs?|boss fight)\b/;
const IN_A_GAME_CATEGORIES: ReadonlySet<SafetyCategory> = new Set(['self-harm', 'violence', 'threat']);

/** A question about the condition in general, from 13 on ('why do some people get anorexia'): health education. */
const GENERAL_QUESTION =
  /^(?:what (?:does|do|is) (?:the (?:word|term) )?\S+ mean\b|why do(?:es)? (?:some )?people|what (?:causes|are the (?:signs|symptoms|causes)|is the difference)|how (?:common|do you help|can (?:i|you) help (?:a|my) (?:friend|sister|brother))|(?:signs|symptoms) of)\b/;
const EATING_TOPIC = /\b(?:anorexi[ac]|bulimi[ac]|eating disorders?)\b/;

/** What the rules (or the rules and the model together) found. */
export type Verdict = {
  category: SafetyCategory;
  severity: Severity;
  strength: 'strong' | 'borderline';
  /** Only a condition named in a study frame ('eating disorders for a presentation'): the model may overrule it. */
  topic?: true;
} | null;

// Non-global copies, compiled once: a global pattern's lastIndex would make .test() stateful.
const sticky = new WeakMap<RegExp, RegExp>();
const compiled = (p: RegExp) => {
  let q = sticky.get(p);
  if (!q) sticky.set(p, (q = p.global ? new RegExp(p.source, p.flags.replace('g', '')) : p));
  return q;
};
const any = (patterns: RegExp[], t: string) => patterns.some((p) => compiled(p).test(t));

function withoutIdioms(t: string): string {
  for (const idiom of IDIOMS) if (compiled(idiom).test(t)) t = t.replace(idiom, ' ');
  return t;
}

/** The texts the rules read: plain and, when it differs, the canonical spelling; plus spaced-out blobs. */
function readings(raw: string, direction: 'input' | 'output' = 'input'): { texts: string[]; blobs: string[]; whole: string } {
  const n = normalise(raw, { fuzzy: direction === 'input' });
  const plain = withoutIdioms(n.plain);
  // A reply is read as written unless it looks disguised: maths in it ('2 x 4') would otherwise make the
  // chat-spelling reading differ on every chunk and double the stream gate's work for nothing.
  const disguised = direction === 'input' || n.blobs.length > 0 || LEETISH.test(n.plain);
  const canon = n.canon === n.plain || !disguised ? plain : withoutIdioms(n.canon);
  return { texts: canon === plain ? [plain] : [plain, canon], blobs: n.blobs, whole: n.canon };
}

/**
 * The text the learned model reads: the canonical spelling with harmless idioms taken out ('i want to die my hair
 * pink', 'shoot some hoops'), the same for training (eval/safety/safety-model.ts) and for checking.
 */
export function modelInputOf(raw: string): string {
  return readings(raw, 'input').texts.at(-1)!;
}

const ORDINARY: ModelVerdict = { label: 'none', score: 0, support: 0, supportLabel: 'none' };

/**
 * The model's verdict on a learner's message. A message that was nothing but a harmless idiom ('i could murder a
 * pizza' leaves 'i') is ordinary: a lone word says nothing to the model, which learnt 'i' from disclosures.
 */
function modelVerdict(raw: string, input: string): ModelVerdict {
  const left = input.split(/\s+/).filter(Boolean).length;
  if (left < 2 && fold(raw).split(/\s+/).filter(Boolean).length > left + 1) return ORDINARY;
  return scoreText(input);
}

function classify(raw: string, direction: 'input' | 'output', group: AgeGroup, read = readings(raw, direction)): Verdict {
  const { texts, blobs, whole } = read;
  const input = direction === 'input';
  const strong = (category: SafetyCategory, severity: Severity): Verdict => ({ category, severity, strength: 'strong' });

  let studied: boolean | undefined;
  for (const rule of input ? INPUT_RULES : OUTPUT_RULES) {
    if (rule.minors && group === 'adult') continue;
    if (!texts.some((t) => rule.re.test(t))) continue;
    // Dying, bleeding out or killing inside a game is the game ('die and respawn in minecraft').
    if (IN_A_GAME_CATEGORIES.has(rule.category) && texts.some((t) => IN_A_GAME.test(t))) continue;
    if (rule.study && group !== 'child' && (studied ??= texts.some((t) => ACADEMIC.test(t)))) continue;
    return strong(rule.category, rule.severity);
  }
  // A mixture is forgiven when its own sentence asks or warns about the danger ('never mix bleach and ammonia').
  for (const rule of MIXTURE_RULES) {
    if (!input && !rule.output) continue;
    for (const t of texts) {
      if (rule.re.test(t) && t.split(/(?<=[.?!])\s+/).some((s) => rule.re.test(s) && !SAFETY_FACT.test(s)))
        return strong(rule.category, rule.severity);
    }
  }
  for (const blob of blobs) {
    for (const s of SQUASHED) if (s.re.test(blob)) return strong(s.category, s.severity);
  }
  // Words run together without spaces ('iwanttodie'): only the self-harm list, the rest is too ambiguous.
  if (input && /\S{8,}/.test(whole) && whole.split(' ').some((w) => w.length >= 8 && RUN_TOGETHER.test(w)))
    return strong('self-harm', 'critical');
  const obscene = obscenityCategory(raw) ?? (blobs.length ? obscenityCategory(blobs.join(' ')) : null);
  if (obscene) return strong(obscene, 'high');

  if (input) {
    // Suicide, self-harm or an eating disorder named without a study frame: the supportive reply, at
    // every age (a child always gets it; 'suicide in Romeo and Juliet' is a topic from 13 on).
    const topic = texts.some((t) => SELF_HARM_TOPIC.test(t))
      ? 'self-harm'
      : texts.some((t) => EATING_TOPIC.test(t))
        ? 'eating-disorder'
        : null;
    const studied = (t: string) => ACADEMIC.test(t) || GENERAL_QUESTION.test(t) || TOPIC_QUESTION.test(t);
    if (topic) {
      const framed = texts.some(studied);
      // A child naming an eating disorder in a study frame ('we're doing a project on anorexia in pshe': body image is
      // taught in primary school) gets the supportive reply unless the model is sure it is a lesson; suicide and
      // self-harm named by a child always get it.
      if (group === 'child' && framed && topic === 'eating-disorder')
        return { category: topic, severity: 'medium', strength: 'strong', topic: true };
      if (group === 'child' || !framed) return strong(topic, 'medium');
    }
    if (texts.some((t) => any(JAILBREAK, t))) return strong('jailbreak', 'medium');
    if (texts.some((t) => any(PERSONAL_DISCLOSURES, t) || any(PERSONAL_REQUESTS, t))) return strong('personal-data', 'medium');
    // A full name typed with capitals ('My name is Sam Jones') is a disclosure too.
    if (/\b[Mm]y name is [A-Z][a-z]+ [A-Z][a-z]+/.test(raw)) return strong('personal-data', 'medium');
  } else if (texts.some((t) => any(PERSONAL_REQUESTS_OUT, t))) {
    return strong('personal-data', 'medium');
  }

  if (group === 'child') {
    for (const b of BORDERLINE) {
      if (!texts.some((t) => b.re.test(t))) continue;
      // A child's question about a story, history, a game or nature ('why did the wolf eat grandma',
      // 'what weapons did Roman soldiers use') is ordinary learning; a model's reply is held stricter.
      if (input && b.category === 'violence' && CHILD_FRAME.test(whole)) continue;
      // A bare mention of self-harm from a learner gets the supportive reply.
      if (input && b.category === 'self-harm') return strong('self-harm', 'medium');
      return { category: b.category, severity: 'low', strength: 'borderline' };
    }
    // Contact details: redacted before any provider sees them; a child is also reminded not to share them.
    if (input && (compiled(EMAIL).test(raw) || compiled(PHONE).test(raw)))
      return { category: 'personal-data', severity: 'low', strength: 'borderline' };
  }
  return null;
}

const REQUEST =
  /\b(?:help|homework|hw|question|q ?\d+|essay|solve|explain|check|what(?:s| is| are| does)|how (?:do|does|did|to|many|much|can)|why|who|where|can you|could you|pls|please|spelling|maths?|science|history|english|test|exam|quiz|revision|project|assignment|worksheet|equations?|fractions?|noun|verb|working on|studying|cover letter|course|lesson)\b|\d\s*[-+*/x×÷=]\s*\d/;

/** Whether a message that needs support also asked for something else, in a clause of its own. */
function alsoAsks(raw: string, group: AgeGroup): boolean {
  const clauses = raw.split(/(?<=[.?!;:])\s+|\s*(?:…|\.\.\.)\s*|\n+|\s+(?=(?:also|and also|btw|but|anyway|oh and|ps)\b)/i);
  if (clauses.length < 2) return false;
  return clauses.some((c) => {
    const t = fold(c).replace(/'/g, '');
    if (!REQUEST.test(t)) return false;
    const v = classify(c, 'input', group);
    return !v || !SUPPORT_CATEGORIES.has(v.category);
  });
}

const none = (model?: ModelReading): ModerationResult => ({
  flagged: false,
  category: null,
  severity: 'low',
  action: 'none',
  ...(model ? { model } : {}),
});

/** How serious a category the model found is, when no rule said. */
const MODEL_SEVERITY: Partial<Record<SafetyCategory, Severity>> = {
  'self-harm': 'critical',
  abuse: 'critical',
  grooming: 'critical',
  sextortion: 'critical',
  'sexual-minors': 'critical',
  threat: 'critical',
  'eating-disorder': 'high',
  extremism: 'high',
  weapons: 'high',
  dangerous: 'high',
};

const asSafetyCategory = (label: string): SafetyCategory =>
  (SAFETY_CATEGORIES as readonly string[]).includes(label) ? (label as SafetyCategory) : 'dangerous';

/**
 * A question about a topic in general ('what is suicide?', 'what does grooming mean', 'what are eating
 * disorders'): health and citizenship education. From 13 on the model alone never flags one; a rule still may.
 */
const TOPIC_QUESTION =
  /^(?:(?:so |ok |hi |hey )?(?:what(?: is| are|s)|define|meaning of)\s+(?:a |an |the )?[a-z-]+(?: [a-z-]+){0,2}|what does (?:the word )?[a-z-]+(?: [a-z-]+)? mean)\s*[?.!]*$/;

/** Below this score the model overrules a refusal that only a rule wanted. */
const VETO = 0.1;
const NEVER_OVERRULED: ReadonlySet<SafetyCategory> = new Set(['jailbreak', 'sexual-minors']);

/**
 * The rules and the model together. A precise rule names the category, except where the model is sure the message
 * is ordinary (a refusal only) or sure the learner is the one being hurt (a bullied learner told 'kys' is no bully; a rule's 'abuse' that is grooming or sextortion
 * gets the reply that fits). Where no rule fires, the model flags at its threshold. A child's borderline word stays
 * a gentle redirect unless the model is sure the child needs support.
 */
export function combine(rules: Verdict, m: ModelVerdict, flagAt: number, topicQuestion = false): Verdict {
  const sure = m.score >= flagAt;
  const supportLabel = asSafetyCategory(m.supportLabel);
  const needsSupport = sure && m.support >= 0.5;
  // A condition named in a child's study frame ('can you explain eating disorders for a presentation to year 6') is a
  // lesson when the model is sure the message is ordinary. (A child's borderline word stays a redirect: fail closed.)
  if (rules?.topic && m.score < VETO) return null;
  if (rules?.strength === 'strong') {
    // A refusal only a rule wanted, for a message the model is sure is ordinary ('how do i make my cat shoot a laser
    // in scratch', 'ugh kill me now, another worksheet'): the model overrules it. Support, jailbreaks and sexual
    // content involving minors are never overruled.
    if (m.score < VETO && !SUPPORT_CATEGORIES.has(rules.category) && !NEVER_OVERRULED.has(rules.category)) return null;
    if (!SUPPORT_CATEGORIES.has(rules.category) && needsSupport) return { ...rules, category: supportLabel };
    if (rules.category === 'abuse' && needsSupport && supportLabel !== 'self-harm' && supportLabel !== 'eating-disorder')
      return { ...rules, category: supportLabel };
    return rules;
  }
  // A child's question with a borderline word ('what does it feel like to get stabbed') becomes a disclosure only when
  // the model is clearly sure ('my brother hits me'); otherwise it stays the gentle redirect to a trusted adult.
  if (rules?.strength === 'borderline')
    return sure && m.support >= 0.65
      ? { category: supportLabel, severity: MODEL_SEVERITY[supportLabel] ?? 'medium', strength: 'strong' }
      : rules;
  if (!sure || topicQuestion) return null;
  // A message that may be a learner at risk gets the supportive reply rather than a refusal.
  const category = m.support >= 0.35 ? supportLabel : asSafetyCategory(m.label);
  return { category, severity: MODEL_SEVERITY[category] ?? 'medium', strength: 'strong' };
}

/** Check a learner's message before anything else happens. */
export function moderateInput(text: string, ctx: SafetyContext): ModerationResult {
  const group = ctx.ageGroup;
  const read = readings(text, 'input');
  const m = modelVerdict(text, read.texts.at(-1)!);
  const { flag, low, high } = modelThresholds();
  const model: ModelReading = { label: m.label, score: m.score, uncertain: m.score >= low && m.score < high };
  const rules = classify(text, 'input', group, read);
  const v = combine(rules, m, flag, group !== 'child' && TOPIC_QUESTION.test(read.texts[0]));
  if (!v || (v.strength === 'borderline' && group !== 'child')) return none(model);
  const borderline = v.strength === 'borderline';
  const support = SUPPORT_CATEGORIES.has(v.category);
  const action: SafetyAction = support ? 'support' : borderline || v.category === 'personal-data' ? 'redirect' : 'refuse';
  let reply = safeReply(v.category, group, borderline, ctx.country);
  if (support && alsoAsks(text, group)) reply = `${reply} ${STILL_HELP}`;
  // A rule that fired is certain; only the model's own flags may be overturned by a second opinion.
  const byRule = rules?.strength === 'strong';
  return {
    flagged: true,
    category: v.category,
    severity: v.severity,
    action,
    reply,
    ...(borderline ? { borderline } : {}),
    model: byRule ? { ...model, uncertain: false } : model,
  };
}

/** Words of fear, secrecy, someone hurting the learner or wanting to disappear: never met with "I don't know". */
const DISTRESS =
  /\b(?:scared|afraid|frightened|terrified|hurts? me|hurting me|hits? me|hitting me|(?:our|a) (?:little )?secret|(?:dont|not to|never) tell (?:anyone|anybody|my|mum|mom|dad)|nobody (?:cares|loves|would (?:care|notice|miss))|all alone|so alone|disappear|run away|(?:cant|can not|cannot) (?:cope|take (?:it|this)|go on|do this anymore)|want (?:it|this|everything) (?:all )?to stop|not safe|unsafe|threaten\w*|blackmail\w*|worthless|hate myself|hate my life)\b/;
/** The learner speaking of themselves. */
const FIRST_PERSON = /\b(?:i|im|ive|id|me|my|myself)\b/;

/**
 * The net under the knowledge decline: a message the tutor cannot answer that speaks of distress, fear, secrecy,
 * someone hurting the learner or wanting to disappear gets a gentle check-in (safety-replies.ts checkInReply), not
 * "I don't know". Either a sentence of the learner's own says so and the model sees some sign of a learner at risk,
 * or the model leans that way on its own ('a dragon who is scared of fire' is a story, not a learner afraid).
 */
export function needsCheckIn(text: string): boolean {
  const input = modelInputOf(text);
  const support = modelVerdict(text, input).support;
  if (support >= 0.5) return true;
  const own = input.split(/[.!?\n]+/).some((sentence) => DISTRESS.test(sentence) && FIRST_PERSON.test(sentence));
  return own && support >= 0.1;
}

/** Sentences of a reply that ask the learner for personal details, removed rather than the whole reply. */
function withoutPersonalRequests(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !readings(s).texts.some((t) => any(PERSONAL_REQUESTS_OUT, t)))
    .join(' ')
    .trim();
}

/**
 * Check a tutor reply before it is shown or stored. `trusted` text (the offline tutor's, written from
 * our own reviewed library) is held to the strong rules only: a child's history card may say that
 * people were killed in a war, which a model's free text would not be allowed to say to a child.
 * Only the rules marked for replies run here: the stream gate calls this for every chunk.
 */
export function moderateOutput(text: string, ctx: SafetyContext, options: { trusted?: boolean } = {}): ModerationResult {
  const v = classify(text, 'output', ctx.ageGroup);
  if (!v || (v.strength === 'borderline' && (ctx.ageGroup !== 'child' || options.trusted))) return none();
  const borderline = v.strength === 'borderline';
  if (v.category === 'personal-data') {
    const kept = withoutPersonalRequests(text);
    const clean = kept && !readings(kept).texts.some((t) => any(PERSONAL_REQUESTS_OUT, t));
    return {
      flagged: true,
      category: 'personal-data',
      severity: 'medium',
      action: 'remove-personal-data',
      reply: clean ? kept : safeReply('personal-data', ctx.ageGroup, false, ctx.country),
    };
  }
  // A reply is never the place for crisis lines the learner did not need; redirect instead.
  const category = SUPPORT_CATEGORIES.has(v.category) ? 'dangerous' : v.category;
  return {
    flagged: true,
    category: v.category,
    severity: v.severity,
    action: borderline ? 'redirect' : 'refuse',
    reply: safeReply(category, ctx.ageGroup, borderline, ctx.country),
    ...(borderline ? { borderline } : {}),
  };
}

/** Remove e-mail addresses and phone numbers from text that is sent to a provider. */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '[e-mail removed]').replace(PHONE, '[phone number removed]');
}
