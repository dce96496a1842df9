// The offline tutor on a homework-style maths problem: Socratic first turn, one hint per turn,
// answers graded by rules with the slip located, the worked solution only after two genuine attempts
// or an explicit request to move on, and a check by substitution.
import type { AgeGroup } from '@brightpath/shared/age';
import { answerLocked, type TurnAnalysis } from '../guards/pedagogy.ts';
import { isMoveOnRequest } from '../guards/intent.ts';
import { containsFinalAnswer, explainSimply, type MathKind, type MathSolution } from '../math/index.ts';
import { join, math, praise } from './phrases.ts';

const TOPIC: Record<MathKind, string> = {
  arithmetic: 'working out sums like this',
  fraction: 'working with fractions',
  percentage: 'percentages',
  'linear-equation': 'solving equations like this',
  'quadratic-equation': 'quadratic equations',
  simplify: 'simplifying expressions',
  derivative: 'derivatives',
  measure: 'areas, perimeters and volumes',
};

const VERB: Record<MathKind, string> = {
  arithmetic: 'work out',
  fraction: 'work out',
  percentage: 'work out',
  'linear-equation': 'solve',
  'quadratic-equation': 'solve',
  simplify: 'simplify',
  derivative: 'differentiate',
  measure: 'work out',
};

/** The problem as the learner sees it: maths in $...$, a measurement question in words. */
const shownProblem = (s: MathSolution) => (s.kind === 'measure' ? s.problem.display : math(s.problem.display));

/** 'You sent 3 problems. Let's take the first one: ...' when one message held several. */
function firstOfMany(s: MathSolution, group: AgeGroup): string {
  const n = s.problem.others ?? 0;
  if (n < 1) return '';
  return group === 'child'
    ? `You sent ${n + 1} problems. Let's take the first one: ${shownProblem(s)}.`
    : `You sent ${n + 1} problems, so let's take the first one: ${shownProblem(s)}. We can do the others after it.`;
}

const isCheckStep = (explanation: string) => /^(?:Check|My check)/.test(explanation);

/** The worked solution, step by step, with the check by substitution. */
export function workedSolution(s: MathSolution): string {
  // The solver's own 'So the answer is ...' steps are replaced by one closing line.
  const steps = s.steps.filter((st) => !isCheckStep(st.explanation) && !/^So\b/.test(st.explanation));
  const check = s.steps.find((st) => isCheckStep(st.explanation));
  const lines = steps.map((st, i) => `${i + 1}. ${st.explanation}${st.expression ? ` → ${math(st.expression)}` : ''}`);
  const checkLine = check
    ? `**Check:** ${check.explanation
        .replace(/^(?:My )?check\s*(?:by\s+)?/i, '')
        .replace(/^./, (c) => c.toUpperCase())
        .replace(/\.$/, '')}${check.expression ? `: ${math(check.expression)}` : '.'}`
    : `**Check:** ${s.check.detail}.`;
  return [lines.join('\n'), `So the answer is **${math(s.answer)}**.`, checkLine].join('\n\n');
}

/** Whether the tutor already showed the worked solution in this conversation. */
export function solutionShown(s: MathSolution, assistantTexts: string[]): boolean {
  const closing = `So the answer is **${math(s.answer)}**`;
  return assistantTexts.some((t) => t.includes(closing));
}

function notVerified(group: AgeGroup): string {
  return group === 'child'
    ? "I couldn't check this one, so I won't guess the answer. What do you already know about it?"
    : "I couldn't verify a solution to this one, so I won't give an answer I'm not sure of. Let's reason it through together: what do you already know, and what would you try first?";
}

/** Operation words in a learner's proposal, folded to the words the solver's steps use. */
function proposalMatches(text: string, s: MathSolution): 'first' | 'later' | 'none' {
  const t = text
    .toLowerCase()
    .replace(/take away|minus/g, 'subtract')
    .replace(/\btimes\b/g, 'multiply')
    .replace(/divid\w*/g, 'divide');
  const verbs = [
    'subtract',
    'add',
    'divide',
    'multiply',
    'factor',
    'expand',
    'common denominator',
    'square root',
    'formula',
    'power rule',
    'collect',
  ];
  const said = verbs.filter((v) => t.includes(v));
  const numbers = t.match(/\d+(?:\.\d+)?/g) ?? [];
  if (said.length === 0) return 'none';
  const steps = s.steps.filter((st) => !isCheckStep(st.explanation) && !/^So /.test(st.explanation));
  const fits = (i: number) => {
    const e = steps[i].explanation.toLowerCase();
    return said.some((v) => e.includes(v)) && numbers.every((n) => new RegExp(`(?<![\\d.])${n}(?![\\d.])`).test(e));
  };
  if (steps.length && fits(0)) return 'first';
  return steps.some((_, i) => i > 0 && fits(i)) ? 'later' : 'none';
}

/** A reply sentence that is safe to show while the answer is withheld. */
function safe(text: string, s: MathSolution, locked: boolean): string {
  return locked && containsFinalAnswer(text, s) ? '' : text;
}

/** The offline tutor's reply on the open maths problem, or null when this message is not about it. */
export function mathsReply(analysis: TurnAnalysis, message: string, group: AgeGroup, seed: number, shown = false): string | null {
  const s = analysis.solution;
  if (!s) return null;
  const locked = answerLocked(analysis);
  const hint = analysis.hint ?? '';
  const problem = shownProblem(s);

  if (!s.check.passed) return notVerified(group);

  if (analysis.move === 'problem') {
    const askedForAnswer = isMoveOnRequest(message) || /\banswer\b/i.test(message);
    const policy = askedForAnswer
      ? group === 'child'
        ? "I'll show you the whole answer after you have had two tries."
        : "I'll show the full worked solution once you've had two tries, or if you ask me to move on, but you'll remember it better if you find it yourself."
      : '';
    const many = firstOfMany(s, group);
    if (group === 'child')
      return join(many || `Let's ${VERB[s.kind]} ${problem} together.`, policy, hint, "Tell me what you try, and I'll check it.");
    return join(
      many || `Let's work through ${problem} together, one step at a time.`,
      policy,
      `What do you already know about ${TOPIC[s.kind]}?`,
      `Here's a hint for the first step: ${hint}`,
      "Tell me what you try and I'll check it with you.",
    );
  }

  if (analysis.move === 'practice') {
    const lead =
      group === 'child'
        ? `Here's another one to practise: ${problem}.`
        : `Here's another one to practise, the same kind with new numbers: ${problem}.`;
    return join(lead, group === 'child' ? hint : `Here's a hint for the first step: ${hint}`, "Tell me what you get, and I'll check it.");
  }

  if (analysis.move === 'follow-up' && locked) {
    const why = /\bwhy\b|how come/i.test(message);
    const explanation = safe(explainSimply(s, analysis.hintLevel, group, why), s, locked);
    const lead = group === 'child' ? "Let's try it another way." : "Let's look at it another way.";
    return join(lead, explanation, hint, /\?\s*$/.test(hint) ? '' : 'What do you get?');
  }

  if (analysis.move === 'jailbreak') {
    return join("I can't skip that part of how I teach, but I can help you get there.", locked ? hint : workedSolution(s));
  }

  if (analysis.move === 'attempt' && analysis.check) {
    const c = analysis.check;
    if (c.correct) {
      const check = s.steps.find((st) => isCheckStep(st.explanation));
      // The learner's own form is echoed (a fraction stays a fraction), unless it is a measurement.
      return join(
        praise(group, seed),
        `You're right: the answer is ${s.kind === 'measure' ? s.answer : math(c.shown ?? s.answer)}.`,
        c.note && !/^Correct/.test(c.note) ? c.note : '',
        check?.expression ? `Check: ${math(check.expression)}` : '',
        group === 'child'
          ? 'Do you want to try another one?'
          : 'How would you explain your method to a friend? Or send me another problem to try.',
      );
    }
    const mistake = c.mistake ? safe(c.mistake, s, locked) : '';
    if (!locked && shown)
      return join(
        'Not quite.',
        mistake,
        `The answer is ${math(s.answer)}: look back at the worked steps above. Which step would you like to go through again?`,
      );
    if (locked) {
      return mistake
        ? join('Not quite.', mistake, 'Have another go: what do you get?')
        : join('Not quite, but keep going.', hint, /\?\s*$/.test(hint) ? '' : 'Have another go: what do you get?');
    }
    return join(
      'Not quite.',
      mistake,
      group === 'child'
        ? "You've tried hard, so let's look at it together."
        : "You've made two genuine attempts, so let's go through the worked solution together.",
      '\n\n' + workedSolution(s),
      '\n\nWhich step would you like me to explain more?',
    );
  }

  if (analysis.move === 'step' && analysis.check) {
    const c = analysis.check;
    const asks = (t: string) => /\?\s*$/.test(t);
    if (c.correct) {
      const note = c.note && c.note !== 'A correct step.' ? c.note : '';
      return join(
        group === 'child' ? 'Yes, that step is right!' : "Yes, that's a correct step.",
        note,
        asks(note) ? '' : 'What is your next step?',
      );
    }
    const mistake = safe(c.mistake ?? '', s, locked) || 'Check that step again.';
    // A located slip is enough to go on; only a general 'check that line' comes with the next hint.
    const located = !/^Check that (?:line|step)/.test(mistake);
    const next = asks(mistake) || located ? '' : locked && hint ? hint : '';
    return join('Not quite.', mistake, next, asks(mistake) || asks(next) ? '' : 'Have another go: what do you get?');
  }

  if (!locked && shown && analysis.move !== 'move-on') {
    return join(
      `The worked solution is above: the answer is ${math(s.answer)}.`,
      'Which step would you like me to explain more? Or send me a new problem to try.',
    );
  }
  if (!locked && (analysis.move === 'move-on' || analysis.releaseReason)) {
    const intro = analysis.move === 'move-on' ? "Sure, let's go through it together." : "Let's go through the worked solution together.";
    return join(intro, '\n\n' + workedSolution(s), '\n\nDoes each step make sense? Which one would you like me to explain more?');
  }

  if (analysis.move === 'proposal') {
    const fit = proposalMatches(message, s);
    if (fit === 'first') return join(group === 'child' ? 'Yes, good idea!' : "Yes, that's a good first move.", 'Try it: what do you get?');
    if (fit === 'later') return join('That will help later on. Is there something to do first?', hint);
    return join('Hmm, would that get you closer?', hint);
  }

  if (analysis.move === 'help' || analysis.move === 'other') {
    const lead = group === 'child' ? "That's okay, let's take it slowly." : "No problem, let's take it one step at a time.";
    return join(lead, hint || `What would you try first to ${VERB[s.kind]} ${problem}?`);
  }
  return null;
}
