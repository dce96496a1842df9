// Follow-ups on the topic card the tutor has just explained: 'why?', 'another example', 'give me
// another one to practise', 'I still don't get it', 'explain it more simply', 'tell me more'. Each
// continues the same card (a simpler reading level, a worked example not yet shown, a fresh check
// question with the answer withheld) and ends with a question, so the learner keeps doing the work.
// The card is read back from the tutor's last reply: no hidden state.
import type { AgeGroup } from '@brightpath/shared/age';
import { wordCount } from '../reading-level.ts';
import type { Turn } from '../types.ts';
import { OFFER, pendingCheck, type PendingCheck } from './concept-tutor.ts';
import { ALL_CARDS } from './library/index.ts';
import type { TopicCard } from './library/types.ts';
import { CHILD_MAX_WORDS, join, readableFor, sentences } from './phrases.ts';
import { asked, assistantTurns, practiceQuestion, relatedQuestion, saidText, unasked } from './practice.ts';

export type FollowUp = 'why' | 'example' | 'practice' | 'simpler' | 'stuck' | 'more';

const clean = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\b(?:pls|plz|please|u|ok|okay|hmm+|um+|so|but|and|then|now|can you|could you|would you)\b/g, ' ')
    .replace(/[^a-z0-9' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const PATTERNS: Array<[FollowUp, RegExp]> = [
  [
    'example',
    /\b(?:(?:another|an|one more|a different|different|more|other|some|any|a|new|second|real life|real world|an easier) examples?|example (?:please|of (?:that|this|it))|for example|show me (?:an example|how it works|it (?:done|worked))|what would that look like)\b/,
  ],
  [
    'simpler',
    /\b(?:simpler|more simply|more simple|in simple (?:words|terms)|simple words|plain (?:english|words)|easier (?:way|words)|another way|differently|eli5|like i'?m (?:5|five|a kid|a child|little)|dumb(?:ed)? (?:it )?down|break (?:it|that|this) down)\b/,
  ],
  [
    'stuck',
    /\b(?:(?:i )?(?:still )?(?:don'?t|do not|doesn'?t|can'?t|cannot) (?:get|understand|follow|see)(?: (?:it|that|this|why|how))?|(?:i'?m |i am )?(?:still )?(?:confused|lost)|confusing|(?:makes|made) no sense|doesn'?t make sense|huh|what do you mean|i'?m not sure i (?:get|understand))\b/,
  ],
  [
    'practice',
    /\b(?:(?:another|one more|a new|a different|more|next|other) (?:one|question|problem|exercise|try|go)s?|(?:give|set|ask) me (?:one|a question|a problem|another)|let me try|can i (?:try|have a go)|more practi[cs]e|practi[cs]e (?:question|problem|more)s?|(?:one|question|problem|something) to practi[cs]e)\b|^(?:another|next|more|again|one more)$/,
  ],
  [
    'more',
    /\b(?:tell me more|more (?:about (?:it|that|this)|detail|details|info|information|depth)|go deeper|deeper|in (?:more )?depth|explain (?:it |that |this )?more|what else|dig deeper|more advanced)\b/,
  ],
  [
    'why',
    /^(?:why|how come|why is (?:that|it|this)(?: (?:so|true|the case|important))?|why does (?:that|it|this)(?: work| happen| matter)?|why do (?:we|you) do (?:that|it|this)|why not|why though|why would (?:that|it) be)$/,
  ],
];

/** What kind of follow-up a short message is, if any. */
export function detectFollowUp(message: string): FollowUp | null {
  const t = clean(message);
  if (!t || t.split(' ').length > 12) return null;
  for (const [kind, pattern] of PATTERNS) if (pattern.test(t)) return kind;
  return null;
}

/** The card the tutor's last reply was about: its pending question, a card named in bold, or its explanation. */
export function currentCard(turns: Turn[]): TopicCard | null {
  const said = assistantTurns(turns);
  const last = said[said.length - 1];
  if (!last) return null;
  const pending = pendingCheck(turns);
  if (pending) return pending.card;
  const named = [...last.matchAll(/\*\*(.+?)\*\*/g)].map((m) => ALL_CARDS.find((c) => c.title === m[1])).find((c) => !!c);
  if (named) return named;
  return ALL_CARDS.find((c) => Object.values(c.explanation).some((e) => last.includes(e.slice(0, 60)))) ?? null;
}

const SIMPLER: Record<AgeGroup, AgeGroup | null> = { adult: 'teen', teen: 'child', child: null };
const REASON =
  /\b(?:because|so that|this means|which means|that is why|that's why|this is why|since|as a result|therefore|in order to|so)\b/i;

/** The question a follow-up ends with: the pending check again, else the next unused one, else a related card. */
function closing(card: TopicCard, turns: Turn[], pending: PendingCheck | null, group: AgeGroup): string {
  if (pending)
    return group === 'child'
      ? `Now try the question again: ${asked(pending.question)}`
      : `**Back to the question:** ${asked(pending.question)}`;
  const next = unasked(card, turns);
  if (next) return `**Quick check:** ${asked(next.q)}`;
  const related = card.related.map((id) => ALL_CARDS.find((c) => c.id === id)).find((c): c is TopicCard => !!c);
  return related ? OFFER(related.title) : 'What would you like to learn about next?';
}

/** Keep a child's reply within the word budget: drop sentences or list lines from the end of the body. */
function fit(parts: { lead: string; body: string[]; end: string }, group: AgeGroup): string {
  let body = parts.body;
  const total = () => wordCount(join(parts.lead, body.join(' '), parts.end));
  if (group === 'child') while (body.length > 1 && total() > CHILD_MAX_WORDS + 10) body = body.slice(0, -1);
  return join(parts.lead, ...body, `\n\n${parts.end}`);
}

const keyIdeas = (card: TopicCard) => `\n${card.keyConcepts.map((k) => `- ${k}`).join('\n')}`;

const readable = readableFor;

function workedExample(card: TopicCard, group: AgeGroup): string[] | null {
  const w = card.workedExample;
  const steps = w.steps.map((s, i) => `${i + 1}. ${s}`).join('\n');
  const full = `\n\n**Example:** ${w.problem}\n${steps}\n\n**Answer:** ${w.answer}`;
  if (readable(full, group) && (group !== 'child' || wordCount(full) <= CHILD_MAX_WORDS)) return [full];
  const short = [`\n\n**Example:** ${w.problem}`, `**Answer:** ${w.answer}`];
  return readable(short.join(' '), group) ? short : null;
}

/** The first of these parts that is new to the learner and readable at their age. */
function firstFit(group: AgeGroup, ...options: Array<[boolean, () => string[] | null]>): string[] | null {
  for (const [fresh, make] of options) {
    if (!fresh) continue;
    const body = make();
    if (body && body.length && readable(body.join(' '), group)) return body;
  }
  return null;
}

/** The reply to a follow-up on `card`. */
export function followUpReply(kind: FollowUp, card: TopicCard, group: AgeGroup, turns: Turn[], label: string): string {
  const pending = pendingCheck(turns);
  const said = saidText(turns);
  const shown = (text: string) => said.includes(text.slice(0, 60).toLowerCase());
  const title = `**${card.title}**`;
  const end = closing(card, turns, pending, group);
  // When nothing new is left that suits the learner: the explanation at their own level, read slowly.
  const again = () =>
    fit({ lead: join(label, `Let's go through ${title} again, slowly.`), body: sentences(card.explanation[group]), end }, group);
  const example = () => workedExample(card, group);
  const realLife = (tag: string) => () => [`${tag} ${card.realWorldExample}`];
  const ideas = () => [keyIdeas(card)];

  if (kind === 'practice') {
    const fresh = unasked(card, turns, -1, pending?.question);
    if (fresh) return practiceQuestion(fresh, group, join(label, group === 'child' ? 'Sure!' : 'Sure, here is another one.'));
    const other = relatedQuestion(card, turns);
    if (other) return practiceQuestion(other, group, join(label, `That was my last question on ${title}, so let's try a related topic.`));
    return join(label, `You've answered all my questions on ${title}.`, OFFER(card.title));
  }

  if (kind === 'example') {
    // A check question worked through, written so it reads as an example and is never asked again.
    const q = unasked(card, turns, -1, pending?.question);
    const worked = () => (q ? [`${q.q.question.replace(/^[A-Z]/, (c) => c.toLowerCase())} **Answer:** ${q.q.answer}`] : null);
    const body = firstFit(
      group,
      [!shown(card.workedExample.problem), example],
      [!shown(card.realWorldExample), realLife('**In real life:**')],
      [!!q, worked],
    );
    if (body)
      return fit(
        { lead: join(label, group === 'child' ? `Here is an example of ${title}.` : `Here is another example of ${title}:`), body, end },
        group,
      );
    return join(label, `Those are all the examples I have for ${title}.`, `\n\n${end}`);
  }

  if (kind === 'simpler' || kind === 'stuck') {
    const lead =
      kind === 'stuck'
        ? group === 'child'
          ? "That's okay! Let's try it another way."
          : "That's okay, let's try it another way."
        : 'Sure, here it is more simply.';
    // One reading level down, if that text has not been given yet.
    for (let g = SIMPLER[group]; g; g = SIMPLER[g]) {
      if (!shown(card.explanation[g]))
        return fit({ lead: join(label, lead, `${title} in short:`), body: sentences(card.explanation[g]), end }, group);
    }
    // Already at the plainest wording: something concrete not shown yet, an example first.
    const body = firstFit(
      group,
      [!shown(card.workedExample.problem), example],
      [!shown(card.realWorldExample), realLife('Think of it in real life:')],
      [!shown(card.keyConcepts[0]), ideas],
    );
    return body ? fit({ lead: join(label, lead, `Here is ${title} another way.`), body, end }, group) : again();
  }

  if (kind === 'why') {
    // Reasons not given yet: from the learner's own level, then the neighbouring one (a teen may read
    // the adult wording's reasons, an adult the plainer ones); else why it matters, else the key ideas.
    const levels: AgeGroup[] = group === 'child' ? ['child'] : group === 'teen' ? ['teen', 'adult'] : ['adult', 'teen'];
    const reasons = levels
      .flatMap((g) => sentences(card.explanation[g]))
      .filter((x) => REASON.test(x) && !shown(x) && readable(x, group))
      .slice(0, 3);
    const matters =
      !shown(card.realWorldExample) && readable(card.realWorldExample, group) ? [`**Why it matters:** ${card.realWorldExample}`] : [];
    const body = reasons.length
      ? [...reasons, ...matters]
      : (firstFit(group, [matters.length > 0, () => matters], [!shown(card.keyConcepts[0]), ideas]) ?? null);
    if (!body) return again();
    return fit(
      {
        lead: join(label, group === 'child' ? `Good question! Here is why, for ${title}.` : `Good question. Here is why, for ${title}:`),
        body,
        end,
      },
      group,
    );
  }

  // 'more': what the learner has not seen yet, a step deeper.
  const deeper = [
    firstFit(group, [!shown(card.keyConcepts[0]), () => [`\n\n**Key ideas:**${keyIdeas(card)}`]]),
    firstFit(group, [!shown(card.realWorldExample), realLife('**In real life:**')]),
    firstFit(group, [!shown(card.workedExample.problem), example]),
  ].flatMap((x) => x ?? []);
  if (deeper.length === 0) return join(label, `That's everything I have on ${title} for now.`, `\n\n${end}`);
  return fit({ lead: join(label, `There's more to ${title}.`), body: deeper, end }, group);
}
