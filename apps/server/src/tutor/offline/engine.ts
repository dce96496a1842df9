// The brain of the offline tutor: decides what kind of turn this is and hands it to the maths tutor,
// the concept tutor (with its follow-ups), a request about the whole subject or the dialogue.
// Pure: the same conversation always gets the same reply.
import { ageGroup as toAgeGroup } from '@brightpath/shared/age';
import { analyseTurn, answerLocked, type TurnAnalysis } from '../guards/pedagogy.ts';
import { needsCheckIn } from '../safety/safety.ts';
import { checkInReply } from '../safety/safety-replies.ts';
import { isAffirmative, isDontKnow, isGreeting, isHelpRequest, isNegative, isThanks } from '../guards/intent.ts';
import type { LearnerContext, Turn } from '../types.ts';
import { explainCard, gradePending, guideFollowUp, offeredCard, pendingCheck, pendingGuide } from './concept-tutor.ts';
import { greet, notNow, outOfScope, thanks } from './dialogue.ts';
import { currentCard, detectFollowUp, followUpReply } from './follow-up.ts';
import { findCard } from './library/index.ts';
import { queryTerms } from './library/search.ts';
import { mathsReply, solutionShown } from './maths-tutor.ts';
import { OFFLINE_LABEL, join } from './phrases.ts';
import { detectRequest, requestReply } from './requests.ts';

export type EngineInput = {
  /** The conversation, oldest first, ending with the learner's message. */
  turns: Turn[];
  context?: LearnerContext;
  analysis?: TurnAnalysis;
};

/** Used when the model is called without Brightpath's provider options (e.g. directly in a script). */
export const DEFAULT_CONTEXT: LearnerContext = {
  age: null,
  ageBand: null,
  ageGroup: toAgeGroup(null),
  subject: { id: 0, name: 'your subject', category: 'General' },
  level: 'beginner',
  learningStyle: null,
  interests: [],
};

const MATHS_MOVES = new Set(['problem', 'attempt', 'step', 'proposal', 'move-on', 'help', 'practice', 'follow-up', 'jailbreak']);

/** 'help me write a thesis statement' is a task of the learner's own, not a question about a concept. */
function taskOf(message: string): 'write' | 'prepare' | null {
  const m = message
    .toLowerCase()
    .match(
      /\b(?:help me|help with|how (?:do|can|should) i|i (?:need|want|have) to|can you help me)\s+(?:to\s+)?(write|draft|start|structure|improve|plan|prepare|practise|practice|study|revise|get ready)\b/,
    );
  if (!m) return null;
  return ['write', 'draft', 'start', 'structure', 'improve'].includes(m[1]) ? 'write' : 'prepare';
}

const looksLikeQuestion = (t: string) =>
  /\?\s*$/.test(t) ||
  /^(?:what|why|how|who|when|where|which|explain|tell me|can you|could you|what's|whats|define|describe)\b/i.test(t.trim());

/**
 * A maths problem of the learner's own ('a jacket costs 80 and is 25% off, what do i pay'), even one the
 * engine cannot solve: never graded as the answer to a card's check question.
 */
const looksLikeProblem = (t: string) =>
  t.split(/\s+/).length > 4 && (/%|\bper ?cent/i.test(t) || (t.match(/\d+(?:\.\d+)?/g)?.length ?? 0) >= 2);

/** The offline tutor's reply to the last learner message of a conversation. */
export function respond(input: EngineInput): string {
  const turns = input.turns;
  const context = input.context ?? DEFAULT_CONTEXT;
  const group = context.ageGroup;
  const lastIndex = turns.map((t) => t.role).lastIndexOf('user');
  const message = lastIndex >= 0 ? turns[lastIndex].content.trim() : '';
  const before = lastIndex >= 0 ? turns.slice(0, lastIndex) : turns;
  const analysis = input.analysis ?? analyseTurn(before, message);
  const first = !before.some((t) => t.role === 'assistant');
  const label = first ? OFFLINE_LABEL[group] : null;
  const labelled = (text: string) => (label && !text.startsWith(label) ? join(label, text) : text);

  if (!message) return greet(context, label);

  // A newly posed maths problem always comes first.
  if (analysis.solution && analysis.move === 'problem') return labelled(mathsReply(analysis, message, group, turns.length) ?? '');

  // A follow-up on the card the tutor's last reply was about ('why?', 'another example', 'I still
  // don't get it'), unless the message names another topic or accepts an offered one.
  const followUp = detectFollowUp(message);
  const card = followUp ? currentCard(before) : null;
  if (followUp && card && !(offeredCard(before) && isAffirmative(message))) {
    const named = findCard(message, context.subject.id)?.card;
    if (!named || named.id === card.id) return followUpReply(followUp, card, group, before, label ?? '');
  }

  const request = detectRequest(message, context);
  // An answer to the check question the tutor just asked.
  const pending = pendingCheck(before);
  if (pending) {
    const dontKnow = isDontKnow(message);
    const graded = gradePending(pending, message, group, before, dontKnow);
    const wrong = graded.startsWith('Not quite');
    // A fresh question instead of an answer is answered as a question, even one the library cannot answer.
    // So is a request ('quiz me') or a demand that names a topic ('give me an example of a food chain').
    const elsewhere =
      looksLikeQuestion(message) ||
      looksLikeProblem(message) ||
      !!request ||
      (/^(?:give|show|teach|help) me\b/i.test(message) && !!findCard(message, context.subject.id));
    if (!(wrong && elsewhere)) return labelled(graded);
  }

  if (analysis.solution && MATHS_MOVES.has(analysis.move)) {
    const shown = solutionShown(
      analysis.solution,
      before.filter((t) => t.role === 'assistant').map((t) => t.content),
    );
    const reply = mathsReply(analysis, message, group, turns.length, shown);
    if (reply) return labelled(reply);
  }

  const guide = pendingGuide(before);
  // The learner's reply to a guiding question about their own task (their topic, then their draft).
  if (guide && !looksLikeQuestion(message)) return labelled(guideFollowUp(guide.stage, guide.card, group));

  const offered = offeredCard(before);
  if (offered && isAffirmative(message)) return explainCard(offered, group, before, message, label ?? '', null);
  if (offered && isNegative(message)) return labelled(notNow(group));

  if (isThanks(message)) return labelled(thanks(group));
  if (isGreeting(message)) return greet(context, label);

  // 'Quiz me', 'give me a practice problem', 'how should I plan my revision?' and the other starters.
  if (request) return requestReply(request, context, before, label ?? '');

  const task = taskOf(message);
  const hit = findCard(message, context.subject.id);
  const why = /\b(?:matter|matters|important|real[- ]?(?:life|world)|everyday|used for|useful)\b/i.test(message);
  if (hit) return explainCard(hit.card, group, before, message, label ?? '', task, { realWorld: why && !task });

  // Still on an open problem and not asking about anything else: the next hint.
  if (answerLocked(analysis) && message.split(/\s+/).length <= 8)
    return labelled(mathsReply({ ...analysis, move: 'help' }, message, group, turns.length) ?? '');

  const content = queryTerms(message);
  // 'another one' or 'why?' with nothing before it to follow up is vague too.
  const vague = content.length === 0 || !!followUp || (message.split(/\s+/).length <= 6 && isHelpRequest(message));
  // The net under the decline: distress is never answered with "I don't know" or a cheerful greeting.
  if (needsCheckIn(message)) return labelled(checkInReply(group, context.helplineCountry));
  if (vague) return greet(context, label);
  return outOfScope(context, label, message);
}
