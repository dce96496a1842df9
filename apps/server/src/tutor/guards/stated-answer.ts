// Final answers a tutor reply states, graded against the answer the server computed. Whatever the
// provider, a wrong final answer to a problem the maths engine solved and verified is never shown: the
// stream gate stops the sentence that states it, the draft is regenerated once with the right answer in
// the instruction, and then the server's own worked solution is given instead.
import { checkLearnerAnswer, type MathSolution } from '../math/index.ts';
import type { TurnAnalysis } from './pedagogy.ts';

/** Plain text of a reply: LaTeX delimiters, bold and code marks dropped, so '$x = 4$' reads as 'x = 4'. */
function plain(text: string): string {
  return text
    .replace(/\\\(|\\\)|\\\[|\\\]|\$\$?/g, ' ')
    .replace(/\*\*|__|`/g, '')
    .replace(/\\(?:cdot|times)/g, '×')
    .replace(/\\frac\{([^{}]+)\}\{([^{}]+)\}/g, '($1)/($2)')
    .replace(/[ \t]+/g, ' ');
}

// Where a claim ends: a sentence end (not a decimal point), a line end, or a clause that explains it.
const STOP = String.raw`(?=$|[\n!?;]|\.(?!\d)|,\s|\s+(?:because|since|which|as|and\s+(?:that|this|then|check|we|you|it)|so\s)\b)`;

/** 'the answer is 6', 'the solutions are x = 2 and x = 3', 'the result comes to 11/12'. */
const ANSWER_IS = new RegExp(
  String.raw`\b(?:final\s+|correct\s+)?(?:answer|solution|result|root)s?\s+(?:is|are|=|:|equals|would\s+be|comes\s+to|works\s+out\s+to)\s+([^\n!?;]{1,60}?)${STOP}`,
  'gi',
);
/** 'so x = 4', 'therefore y = -3', 'x equals 4' at the end of a line of working. */
const CONCLUDES = new RegExp(
  String.raw`\b(?:so|therefore|thus|hence|which\s+gives|giving|we\s+get)\s*,?\s+([a-z]\s*(?:=|equals)\s*[^\n!?;,]{1,40}?)${STOP}`,
  'gi',
);
/** '56 is right', 'x = 2 is correct': a confirmation of a value. */
const CONFIRMS = /(?:^|[\s(])((?:[a-z]\s*=\s*)?-?\d[\d./^+\-\s]*?)\s+is\s+(?:right|correct)\b/gi;

/** The final answers a reply states outright (not the intermediate lines of working). */
export function finalClaims(reply: string): string[] {
  const text = plain(reply);
  const claims = new Set<string>();
  for (const re of [ANSWER_IS, CONCLUDES, CONFIRMS]) {
    for (const m of text.matchAll(re)) {
      const claim = m[1]!.trim().replace(/[.,:]+$/, '');
      // 'so x = 3 is not right' is the tutor correcting a value, not stating it.
      if (/\b(?:not|never|wrong|incorrect)\b|n't\b/i.test(claim)) continue;
      if (/\d|no\s+(?:real\s+)?solution/i.test(claim)) claims.add(claim);
    }
  }
  return [...claims];
}

/** The first claim in `text` that the rule-based checker reads and finds wrong; null when none is. */
export function wrongClaim(text: string, solution: MathSolution): string | null {
  if (!solution.check.passed) return null;
  for (const claim of finalClaims(text)) {
    const graded = checkLearnerAnswer(solution, claim);
    if (graded.kind === 'incorrect') return claim;
  }
  return null;
}

/** The verified solution a reply's claims are graded against in this turn, if any. */
export function verifiedSolution(analysis: TurnAnalysis): MathSolution | null {
  return analysis.solution && analysis.solution.check.passed ? analysis.solution : null;
}

/** The instruction for the one regeneration of a draft that stated a wrong answer. */
export function correctAnswerInstruction(analysis: TurnAnalysis, claim: string): string {
  const s = analysis.solution!;
  const parts = [`IMPORTANT: your previous draft stated "${claim}" for ${s.problem.display}, which is wrong.`];
  if (analysis.answerAllowed)
    parts.push(`The verified answer is ${s.answer}. Write the reply again and state exactly this answer, with the steps that lead to it.`);
  else
    parts.push('Write the reply again without stating any value for the answer; give one hint and ask the learner to try the next step.');
  return parts.join(' ');
}
