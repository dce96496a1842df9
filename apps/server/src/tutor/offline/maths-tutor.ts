// The offline tutor on a homework-style maths problem: Socratic first turn, one hint per turn,
// answers graded by rules with the slip located, the worked solution only after two genuine attempts
// or an explicit request to move on, and a check by substitution.
import type { AgeGroup } from '@brightpath/shared/age';
import { answerLocked, type TurnAnalysis } from '../guards/pedagogy.ts';
import { isMoveOnRequest } from '../guards/intent.ts';
import { containsFinalAnswer, type MathKind, type MathSolution } from './math/index.ts';
import { join, math, praise } from './phrases.ts';

const TOPIC: Record<MathKind, string> = {
  arithmetic: 'working out sums like this',
  fraction: 'working with fractions',
  percentage: 'percentages',
  'linear-equation': 'solving equations like this',
  'quadratic-equation': 'quadratic equations',
  simplify: 'simplifying expressions',
  derivative: 'derivatives',
};

const VERB: Record<MathKind, string> = {
  arithmetic: 'work out',
  fraction: 'work out',
  percentage: 'work out',
  'linear-equation': 'solve',
  'quadratic-equation': 'solve',
  simplify: 'simplify',
  derivative: 'differentiate',
};

const isCheckStep = (explanation: string) => /^(?:Check|My check)/.test(explanation);

/** The worked solution, step by step, with the check by substitution. */
export function workedSolution(s: MathSolution): string {
  // The solver's own 'So the answer is ...' steps are replaced by one closing line.
  const steps = s.steps.filter((st) => !isCheckStep(st.explanation) && !/^So\b/.test(st.explanation));
  const check = s.steps.find((st) => isCheckStep(st.explanation));
  const lines = steps.map((st, i) => `${i + 1}. ${st.explanation}${st.expression ? ` → ${math(st.expression)}` : ''}`);
  const checkLine = check
    ? `**Check:** ${check.explanation.replace(/^(?:My )?check\s*(?:by\s+)?/i, '').replace(/^./, (c) => c.toUpperCase()).replace(/\.$/, '')}${check.expression ? `: ${math(check.expression)}` : '.'}`
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
  const t = text.toLowerCase().replace(/take away|minus/g, 'subtract').replace(/\btimes\b/g, 'multiply').replace(/divid\w*/g, 'divide');
  const verbs = ['subtract', 'add', 'divide', 'multiply', 'factor', 'expand', 'common denominator', 'square root', 'formula', 'power rule', 'collect'];
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
  const problem = math(s.problem.display);

  if (!s.check.passed) return notVerified(group);

  if (analysis.move === 'problem') {
    const askedForAnswer = isMoveOnRequest(message) || /\banswer\b/i.test(message);
    const policy = askedForAnswer
      ? group === 'child'
        ? "I'll show you the whole answer after you have had two tries."
        : "I'll show the full worked solution once you've had two tries, or if you ask me to move on, but you'll remember it better if you find it yourself."
      : '';
    if (group === 'child') return join(`Let's ${VERB[s.kind]} ${problem} together.`, policy, hint, "Tell me what you try, and I'll check it.");
    return join(
      `Let's work through ${problem} together, one step at a time.`,
      policy,
      `What do you already know about ${TOPIC[s.kind]}?`,
      `Here's a hint for the first step: ${hint}`,
      "Tell me what you try and I'll check it with you.",
    );
  }

  if (analysis.move === 'jailbreak') {
    return join("I can't skip that part of how I teach, but I can help you get there.", locked ? hint : workedSolution(s));
  }

  if (analysis.move === 'attempt' && analysis.check) {
    const c = analysis.check;
    if (c.correct) {
      const check = s.steps.find((st) => isCheckStep(st.explanation));
      return join(
        praise(group, seed),
        `${math(s.answer)} is right.`,
        c.note && !/^Correct/.test(c.note) ? c.note : '',
        check?.expression ? `Check: ${math(check.expression)}` : '',
        group === 'child' ? 'Do you want to try another one?' : 'How would you explain your method to a friend? Or send me another problem to try.',
      );
    }
    const mistake = c.mistake ? safe(c.mistake, s, locked) : '';
    if (!locked && shown) return join('Not quite.', mistake, `The answer is ${math(s.answer)}: look back at the worked steps above. Which step would you like to go through again?`);
    if (locked) {
      return mistake
        ? join('Not quite.', mistake, 'Have another go: what do you get?')
        : join('Not quite, but keep going.', hint, /\?\s*$/.test(hint) ? '' : 'Have another go: what do you get?');
    }
    return join(
      'Not quite.',
      mistake,
      group === 'child' ? "You've tried hard, so let's look at it together." : "You've made two genuine attempts, so let's go through the worked solution together.",
      '\n\n' + workedSolution(s),
      '\n\nWhich step would you like me to explain more?',
    );
  }

  if (analysis.move === 'step' && analysis.check) {
    if (analysis.check.correct) {
      return join(group === 'child' ? 'Yes, that step is right!' : "Yes, that's a correct step.", locked ? 'What is your next step?' : '');
    }
    return join(analysis.check.mistake ?? 'Check that step again.', locked ? hint : '');
  }

  if (!locked && shown && analysis.move !== 'move-on') {
    return join(`The worked solution is above: the answer is ${math(s.answer)}.`, 'Which step would you like me to explain more? Or send me a new problem to try.');
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
