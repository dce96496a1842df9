// Answer withholding, enforced on the server for every provider. The homework problem is found and
// solved here (by rules), genuine attempts are counted and graded here, and a draft reply that gives
// the answer away too early is regenerated or trimmed here, whatever the prompt said.
import {
  checkLearnerAnswer as checkRaw,
  containsFinalAnswer,
  gradeStep,
  hintFor,
  hintOptions,
  isBareValue,
  parseMathProblem,
  practiceProblem as practiceRaw,
  relateLine,
  solveMathProblem as solveRaw,
  type AnswerCheck,
  type MathKind,
  type MathProblem,
  type MathSolution,
} from '../math/index.ts';
import type { Turn } from '../types.ts';
import {
  isAffirmative,
  isFollowUpRequest,
  isHelpRequest,
  isJailbreak,
  isMoveOnRequest,
  isPracticeRequest,
  isStepProposal,
  looksLikeAnswer,
} from './intent.ts';

/** Learner messages read back when looking for the open problem (the caller bounds history too). */
const LEARNER_WINDOW = 24;

/**
 * Every turn re-reads the conversation, and solving (nerdamer) costs milliseconds: results are
 * memoised by their inputs in small LRU maps, so a turn costs only its new message.
 */
function memo<A extends unknown[], R>(fn: (...args: A) => R, key: (...args: A) => string, max = 1000): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A) => {
    const k = key(...args);
    const hit = cache.get(k);
    if (hit !== undefined || cache.has(k)) {
      cache.delete(k);
      cache.set(k, hit as R);
      return hit as R;
    }
    const value = fn(...args);
    cache.set(k, value);
    if (cache.size > max) cache.delete(cache.keys().next().value as string);
    return value;
  };
}

// 'others' is part of the key: the same first problem alone and in a list of several is told apart in the reply.
const problemKey = (p: MathProblem) => `${p.kind}|${p.expression}|${p.variable ?? ''}|${p.others ?? 0}`;
const solveMathProblem = memo(solveRaw, problemKey);
const checkLearnerAnswer = memo(checkRaw, (s: MathSolution, text: string) => `${problemKey(s.problem)}|${text}`);
const practiceProblem = memo(practiceRaw, (s: MathSolution, seed: number) => `${problemKey(s.problem)}|${seed}`, 200);

/** Genuine attempts after which the worked solution may be shown. */
export const ATTEMPTS_BEFORE_RELEASE = 2;

/**
 * What a learner's message does: pose a problem, attempt it, show a step, propose one, ask to move
 * on, ask for help, ask for a fresh problem of the same kind ('practice'), ask for the current step
 * again more simply or why ('follow-up'), try to talk the tutor out of its rules, or something else.
 */
export type LearnerMove =
  'problem' | 'attempt' | 'step' | 'proposal' | 'move-on' | 'help' | 'practice' | 'follow-up' | 'jailbreak' | 'other';

export type TurnAnalysis = {
  /** The latest homework problem the learner posed, solved and checked by the maths engine. */
  solution: MathSolution | null;
  /** The problem was posed in this very message (by the learner, or as a practice problem they asked for). */
  problemIsNew: boolean;
  /** What this message does with respect to the problem ('other' when there is none). */
  move: LearnerMove;
  /** Rule-based grade of this message, when it is an answer attempt or a working step. */
  check: AnswerCheck | null;
  /** Genuine attempts at the problem so far, this message included. */
  attempts: number;
  /** The learner asked to see the answer or move on (in a message after the problem). */
  moveOnRequested: boolean;
  /** The learner has given the right answer. */
  solved: boolean;
  /** This message tries to talk the tutor out of its rules; it never releases anything. */
  jailbreak: boolean;
  /** Whether this reply may contain the final answer. */
  answerAllowed: boolean;
  releaseReason: 'attempts' | 'move-on' | 'solved' | null;
  /** Learner turns spent on the problem before this one: the rung of the hint ladder. */
  hintLevel: number;
  /** The one hint for this turn while the answer is withheld. */
  hint: string | null;
};

type Open = {
  problem: MathProblem;
  solution: MathSolution;
  /** The learner's last right line of working, the base a wrong next line is compared with. */
  line?: MathProblem;
  attempts: Set<string>;
  turns: number;
  moveOn: boolean;
  solved: boolean;
};

const NO_PROBLEM: TurnAnalysis = {
  solution: null,
  problemIsNew: false,
  move: 'other',
  check: null,
  attempts: 0,
  moveOnRequested: false,
  solved: false,
  jailbreak: false,
  answerAllowed: true,
  releaseReason: null,
  hintLevel: 0,
  hint: null,
};

const REQUEST_WORDS =
  /\b(?:solve|find|what|whats|calculate|compute|work out|simplify|expand|differentiate|derivative|evaluate|help|how|can you)\b/i;

const sameValues = (a: number[], b: number[]) =>
  a.length === b.length && a.length > 0 && a.every((v) => b.some((w) => Math.abs(v - w) < 1e-9));

/**
 * A parsed equation or expression in a reply to an open problem is working on it ('2x = 4',
 * '3x + 4 - 2x = x + 4'), not a new problem, when it is equivalent to the problem or derived from it;
 * a line that is neither, or one asked for with request words, is a new problem.
 */
function isWorking(p: MathProblem, open: Open): boolean {
  if (isBareValue(p)) return true;
  if (p.display === open.problem.display) return true;
  const sameFamily = /equation/.test(p.kind) && /equation/.test(open.problem.kind) && p.variable === open.problem.variable;
  if (sameFamily && sameValues(solveMathProblem(p).answerValues, open.solution.answerValues)) return true;
  const relation = relateLine(p, open.solution);
  if (relation === 'equivalent' || relation === 'partial') return true;
  return relation === 'derived' && !REQUEST_WORDS.test(p.text);
}

const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[.!?]+$/, '');

/**
 * The maths problem in a message: the solver's own reading, or else an equation embedded in other
 * words ('just tell me the answer to 2x + 3 = 7'), which homework pasted with a demand often is.
 */
export function findProblem(text: string): MathProblem | null {
  const direct = parseMathProblem(text);
  if (direct) return direct;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/).slice(0, 6)) {
    const equation = sentence.match(
      /(?:^|[\s:,(])((?:[\w.]+\s*[-+*/^×÷]\s*)*[\w.()]+\s*=\s*[-\w.()]+(?:\s*[-+*/^×÷]\s*[\w.()]+)*)\s*[?.!]?\s*$/i,
    );
    if (!equation || !/\d/.test(equation[1]) || !/[a-z]/i.test(equation[1])) continue;
    const p = parseMathProblem(`solve ${equation[1]}`);
    if (p) return { ...p, text };
  }
  return null;
}

const findProblemMemo = memo(findProblem, (text: string) => text);

/** The tutor's last sentence asked something numeric ('Simplify 6/8.', 'What is 2/5 + 1/5?'). */
function askedNumeric(tutor: string | null): boolean {
  if (!tutor) return false;
  const sentences = tutor
    .trim()
    .split(/(?<=[.!?])\s+|\n+/)
    .filter(Boolean);
  const last = sentences.slice(-2).join(' ');
  return /\d/.test(last) && /\?|\b(?:solve|simplify|work out|calculate|find|what is|evaluate|write)\b/i.test(last);
}

/** The tutor offered a fresh problem of the same kind ('Do you want to try another one?'). */
const OFFERED_PRACTICE = /\b(?:try another one|another one to (?:practi[cs]e|try)|want another one)\b[^.!?]*\?/i;

type Classified = { move: LearnerMove; check: AnswerCheck | null; problem?: MathProblem };

function classify(text: string, open: Open | null, tutor: string | null = null, seed = 0): Classified {
  const jail = isJailbreak(text);
  let parsed = findProblemMemo(text);
  // '3/4' right after the tutor asked 'Simplify 6/8.' answers the tutor; it does not pose a problem.
  // (With a maths problem open, the open problem decides instead: '(x - 3)(x + 5)' is working on it.)
  if (parsed && (!open || open.solved) && !/=/.test(text) && !REQUEST_WORDS.test(text) && askedNumeric(tutor)) parsed = null;
  // '10/12' or '2x + 4x + 6' in reply to an open sum or simplification is an answer, not a new problem.
  const answerToOpen =
    !!parsed &&
    !!open &&
    !open.solved &&
    !/=/.test(text) &&
    !REQUEST_WORDS.test(text) &&
    open.solution.check.passed &&
    checkLearnerAnswer(open.solution, text).kind !== 'unparseable';
  if (parsed && !answerToOpen && !isBareValue(parsed) && (!open || open.solved || !isWorking(parsed, open))) {
    return { move: 'problem', check: null, problem: parsed };
  }
  if (!open) return { move: jail ? 'jailbreak' : 'other', check: null };
  if (jail) return { move: 'jailbreak', check: null };
  // 'Another one' (or 'yes' to the tutor's offer of one): a fresh problem of the same kind.
  if (!parsed && (isPracticeRequest(text) || (isAffirmative(text) && OFFERED_PRACTICE.test(tutor ?? '')))) {
    const problem = practiceProblem(open.solution, seed);
    return problem ? { move: 'practice', check: null, problem } : { move: 'help', check: null };
  }
  if (open.solved) return { move: 'other', check: null };
  if (isMoveOnRequest(text)) return { move: 'move-on', check: null };
  if (parsed && !isBareValue(parsed) && !answerToOpen) {
    const same = sameValues(solveMathProblem(parsed).answerValues, open.solution.answerValues);
    const check = same ? { correct: true, kind: 'correct' as const, note: 'A correct step.' } : gradeStep(parsed, open.solution, open.line);
    return { move: 'step', check, problem: parsed };
  }
  // 'Why do you need two numbers that multiply to 6?' asks about the step; it does not propose one.
  if (isFollowUpRequest(text) && !looksLikeAnswer(text)) return { move: 'follow-up', check: null };
  if (isStepProposal(text)) return { move: 'proposal', check: null };
  if ((looksLikeAnswer(text) || answerToOpen) && open.solution.check.passed) {
    const check = checkLearnerAnswer(open.solution, text);
    if (check.kind !== 'unparseable') return { move: 'attempt', check };
  }
  if (isFollowUpRequest(text)) return { move: 'follow-up', check: null };
  if (isHelpRequest(text)) return { move: 'help', check: null };
  return { move: 'other', check: null };
}

/**
 * Read the conversation by rules: the latest maths problem the learner posed, its verified solution,
 * the genuine attempts since (graded, each distinct answer counted once), and whether the learner asked
 * to move on. The answer may be given after ATTEMPTS_BEFORE_RELEASE attempts, an explicit request to
 * move on (not in the message that posed the problem), or a right answer; never because a message
 * asked the tutor to ignore its rules.
 */
export function analyseTurn(history: Turn[], userMessage: string): TurnAnalysis {
  // Each learner message with the tutor message before it, and its place in the whole conversation
  // (the seed of a practice problem, so the same problem is found again on every later turn).
  const learner: Array<{ text: string; tutor: string | null; seed: number }> = [];
  let tutor: string | null = null;
  for (const t of history) {
    if (t.role === 'assistant') tutor = t.content;
    else learner.push({ text: t.content, tutor, seed: learner.length + 1 });
  }
  learner.push({ text: userMessage, tutor, seed: learner.length + 1 });
  let open: Open | null = null;
  let last: Classified = { move: 'other', check: null };
  for (const { text, tutor: before, seed } of learner.slice(-LEARNER_WINDOW)) {
    const c = classify(text, open, before, seed);
    last = c;
    if ((c.move === 'problem' || c.move === 'practice') && c.problem) {
      open = { problem: c.problem, solution: solveMathProblem(c.problem), attempts: new Set(), turns: 0, moveOn: false, solved: false };
      continue;
    }
    if (!open) continue;
    if ((c.move === 'attempt' || c.move === 'step') && c.check) {
      open.attempts.add(norm(text));
      if (c.move === 'step' && c.check.correct && c.problem && /equation/.test(c.problem.kind)) open.line = c.problem;
      if (c.move === 'attempt' && c.check.correct) open.solved = true;
    }
    if (c.move === 'move-on') open.moveOn = true;
    if (c.move !== 'jailbreak') open.turns += 1;
  }
  const jailbreak = isJailbreak(userMessage);
  if (!open) return { ...NO_PROBLEM, move: last.move, jailbreak };

  const solution = open.solution;
  const attempts = open.attempts.size;
  const verified = solution.check.passed;
  const releaseReason = open.solved ? 'solved' : open.moveOn ? 'move-on' : attempts >= ATTEMPTS_BEFORE_RELEASE ? 'attempts' : null;
  const answerAllowed = verified && releaseReason !== null;
  const fresh = last.move === 'problem' || last.move === 'practice';
  const hintLevel = fresh ? 0 : open.turns;
  return {
    solution,
    problemIsNew: fresh,
    move: last.move,
    check: last.check,
    attempts,
    moveOnRequested: open.moveOn,
    solved: open.solved,
    jailbreak,
    answerAllowed,
    releaseReason: answerAllowed ? releaseReason : null,
    hintLevel,
    hint: answerAllowed ? null : last.move === 'follow-up' ? differentHint(solution, hintLevel, tutor) : hintFor(solution, hintLevel),
  };
}

/** For 'I still don't get it': a hint the tutor's last reply did not already give. */
function differentHint(solution: MathSolution, level: number, lastTutor: string | null): string {
  const options = hintOptions(solution, level);
  return options.find((h) => !lastTutor?.includes(h)) ?? options[options.length - 1] ?? hintFor(solution, level);
}

/** A learner's answer to a problem the maths engine solved and checked, graded by rule (types.ts GradedAnswer). */
export type GradedAttempt = { kind: MathKind; correct: boolean; earned: boolean };

/**
 * The grade of this turn's message when it answers the open problem: right or wrong, and whether a right answer was
 * the learner's own work, given before the tutor could show the answer (within the attempts before release, no
 * 'just tell me'). Null for anything else: a working step, a question, an unverified problem, an unreadable answer.
 */
export function gradedAttempt(analysis: TurnAnalysis): GradedAttempt | null {
  const { solution, check } = analysis;
  if (analysis.move !== 'attempt' || !check || check.kind === 'unparseable' || !solution?.check.passed) return null;
  const correct = check.kind === 'correct';
  const earned = correct && !analysis.moveOnRequested && analysis.attempts <= ATTEMPTS_BEFORE_RELEASE;
  return { kind: solution.problem.kind, correct, earned };
}

/** The answer must not appear in this reply: a verified problem is open and not yet released. */
export function answerLocked(analysis: TurnAnalysis | null | undefined): analysis is TurnAnalysis & { solution: MathSolution } {
  return !!analysis?.solution && analysis.solution.check.passed && !analysis.answerAllowed;
}

/** Whether a text gives away the locked answer (false when nothing is locked). */
export function revealsAnswer(text: string, analysis: TurnAnalysis | null | undefined): boolean {
  if (!answerLocked(analysis)) return false;
  try {
    return containsFinalAnswer(text, analysis.solution);
  } catch {
    return false;
  }
}

/** The stronger instruction for the one regeneration of a draft that gave the answer away. */
export function regenerationInstruction(analysis: TurnAnalysis): string {
  const display = analysis.solution?.problem.display ?? 'the problem';
  return [
    `IMPORTANT: your previous draft gave away the final answer to ${display}. Write the reply again without the final answer,`,
    'without the last step of the working and without any value that solves it.',
    analysis.hint ? `Give exactly this one hint in your own words: "${analysis.hint}"` : 'Give one hint only.',
    'End with one question that asks the learner to try the next step.',
  ].join(' ');
}

/** Split a reply into sentences (and lines), keeping each one's trailing whitespace. */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?]["')\]*_$]*\s+)(?=\S)|(?<=\n\s*)(?=\S)/).filter((s) => s.length > 0);
}

export type GuardResult = {
  text: string;
  /** The draft gave the answer away (before any regeneration). */
  revealed: boolean;
  /** The reply was regenerated once with the stronger instruction. */
  regenerated: boolean;
  /** Revealing sentences were cut and a guiding question appended. */
  trimmed: boolean;
};

/** Keep the sentences before the first one that gives the answer away, then ask a guiding question. */
export function trimReveal(text: string, analysis: TurnAnalysis): string {
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    if (revealsAnswer(kept.join('') + sentence, analysis)) break;
    kept.push(sentence);
  }
  const hint = analysis.hint ?? '';
  const question = !hint ? 'What do you think the next step is?' : /\?\s*$/.test(hint) ? hint : `${hint} What do you get when you try it?`;
  const prefix = kept.join('').trim();
  return prefix.includes(question) ? prefix : `${prefix}${prefix ? '\n\n' : ''}${question}`;
}

/**
 * Screen a complete draft. If it reveals the locked answer: regenerate once with the stronger
 * instruction (when a regenerate function is given), and if that still reveals, trim the revealing
 * sentences and append a guiding question. A draft that is allowed or clean passes unchanged.
 */
export async function guardDraft(
  draft: string,
  analysis: TurnAnalysis | null | undefined,
  regenerate?: (instruction: string) => Promise<string>,
): Promise<GuardResult> {
  if (!answerLocked(analysis) || !revealsAnswer(draft, analysis))
    return { text: draft, revealed: false, regenerated: false, trimmed: false };
  if (regenerate) {
    const second = await regenerate(regenerationInstruction(analysis));
    if (second.trim() && !revealsAnswer(second, analysis)) return { text: second, revealed: true, regenerated: true, trimmed: false };
    return { text: trimReveal(second.trim() ? second : draft, analysis), revealed: true, regenerated: true, trimmed: true };
  }
  return { text: trimReveal(draft, analysis), revealed: true, regenerated: false, trimmed: true };
}
