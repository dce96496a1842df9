// Does a piece of text give the final answer away? Used to trim or regenerate tutor drafts that
// reveal the answer before the learner has had two genuine attempts.
//
// Precision matters both ways. A missed reveal spoils the exercise; a false alarm blocks good hints.
// So: an explicit statement ('x = 2', 'the answer is 2') always counts; a bare number counts only
// when it is not one of the problem's own numbers (the 2 in '2x + 3 = 7' is not the answer 2);
// coefficients (2x) and exponents (x^2) are never bare numbers.
import { closeTo, evalReal, parseSafe, sameFunction, variablesOf, type MathNode } from './expr.ts';
import { readPiece, type LearnerValue } from './learner-parse.ts';
import { prepareText, toMachine } from './normalise.ts';
import { toPoly } from './poly.ts';
import { isCollected } from './terms.ts';
import type { MathSolution } from './types.ts';

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[−–—]/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/\+\s*\/\s*-|\+-/g, '±')
    .replace(/\\pm/g, '±')
    .replace(/\\sqrt\{([^}]*)\}/g, '√($1)')
    .replace(/\\frac\{([^}]*)\}\{([^}]*)\}/g, '($1)/($2)')
    .replace(/[$\\]/g, ' ');
}

/** Value matches exactly, or as a rounding with at least one decimal place. */
function hits(l: LearnerValue, value: number): boolean {
  if (closeTo(l.value, value, 1e-9)) return true;
  return l.decimals !== null && l.decimals >= 1 && Math.abs(l.value - value) <= 0.5 * 10 ** -l.decimals + 1e-12;
}

/** Bare numbers in text: not glued to letters (2x, x2), not exponents (^2), fractions read whole. */
function bareNumbers(t: string): LearnerValue[] {
  const out: LearnerValue[] = [];
  const re = /(-?)(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+(?:\.\d+)?))?/g;
  for (const m of t.matchAll(re)) {
    const start = m.index ?? 0;
    const minus = m[1] === '-';
    const prev = t[start - 1] ?? ' ';
    const after = t[start + m[0].length] ?? ' ';
    if (!minus && /[a-z0-9.^/√_]/.test(prev)) continue; // x2, x^2, x/2, √2
    if (minus && /[\^/]/.test(prev)) continue; // x^-1
    if (/[a-z(^_]/.test(after)) continue; // 2x, 2(x + 3), 2^3: a coefficient or a base
    // '-' glued to the number is a sign only after a space, bracket or operator, not in 'x-3'.
    const negative = minus && !/[a-z0-9)]/.test(prev);
    const top = Number(m[2]);
    const bottom = m[3] !== undefined ? Number(m[3]) : 1;
    if (bottom === 0) continue;
    const value = (negative ? -1 : 1) * (top / bottom);
    const dec = m[3] === undefined ? m[2].match(/\.(\d+)$/) : null;
    out.push({ value, decimals: dec ? dec[1].length : null });
  }
  return out;
}

/** Every number written in the problem, including exponents and fraction parts. */
function problemNumbers(s: MathSolution): number[] {
  const p = s.problem;
  // The problem as displayed: not the machine expression (for percentages it holds the method,
  // × 100) and not the whole message (other sentences may hold unrelated numbers).
  const text = p.display.replace(/÷/g, '/');
  const nums = (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const fracs = [...text.matchAll(/(\d+)\s*\/\s*(\d+)/g)].map((m) => Number(m[1]) / Number(m[2]));
  return [...nums, ...fracs];
}

const LIST_END = '(?=$|[!?;]|\\.(?!\\d)|,?\\s+(?:so|because|since|which|and then|then|as)\\b)';

/** Values stated outright: 'x = 2', 'x is -3', 'the answer is 11/12', 'the roots are 2 and 3'. */
function explicitValues(t: string, variable: string | undefined): LearnerValue[] {
  const out: LearnerValue[] = [];
  const value = '(±?\\s*-?(?:[\\d.√/()+\\-±\\s]|sqrt)*?[\\d)])';
  if (variable) {
    const re = new RegExp(
      `(?<![\\w.])${variable}\\s*(?:=|≈|is|equals|must be|should be)\\s*(?:about\\s+|approximately\\s+)?${value}(?!\\d|\\.\\d|[a-z(^√]|\\s*[-+*/^±]\\s*[\\d(a-z√])`,
      'g',
    );
    for (const m of t.matchAll(re)) out.push(...(readPiece(m[1]) ?? []));
  }
  const phrase = new RegExp(
    `\\b(?:answer|answers|solution|solutions|result|root|roots|value)\\s+(?:is|are|=|:|equals|would be|will be|comes to|works out to|should be|must be)\\s+(.+?)${LIST_END}`,
    'g',
  );
  for (const m of t.matchAll(phrase)) {
    for (const piece of m[1].split(/\s*(?:\bor\b|\band\b|,)\s*/)) out.push(...(readPiece(piece) ?? []));
  }
  return out;
}

function revealsClaim(t: string, s: MathSolution): boolean {
  if (s.facts.type === 'linear' && s.facts.outcome === 'all') {
    return /\b(?:every (?:value|number)|all (?:real )?numbers|infinitely many|any (?:value|number)|always true)\b/.test(t);
  }
  return /\b(?:no real (?:solutions?|roots?|numbers?|answers?)|no solutions?|never crosses|has no (?:real )?(?:solutions?|roots?)|not have (?:any )?real|no value of|never true|is false)\b/.test(
    t,
  );
}

function revealsNumbers(t: string, s: MathSolution): boolean {
  const signed = s.facts.type === 'percentage' && s.facts.question.mode === 'change';
  const targets = s.answerValues.flatMap((v) => (signed ? [v, Math.abs(v)] : [v]));
  const explicit = explicitValues(t, s.problem.variable);
  if (explicit.some((l) => targets.some((v) => hits(l, v)))) return true;

  // A circle's answer written with π: '9π', '9 pi', '9 × π'.
  const k = s.facts.type === 'measure' ? s.facts.piMultiple : null;
  if (k !== null) {
    const coefficient = k === 1 ? '' : String(Math.round(k * 1e6) / 1e6).replace('.', '\\.');
    if (new RegExp(`(?<![\\d.])${coefficient}\\s*(?:×|\\*)?\\s*(?:π|\\bpi\\b)`).test(t) && (k !== 1 || /(?:=|\bis)\s*π/.test(t)))
      return true;
  }
  // Irrational roots written exactly: '-1 + √2' anywhere in the text.
  const squash = t.replace(/\s+/g, '').replace(/sqrt\(?(\d+)\)?/g, '√$1');
  const exact = s.answer.split(/\s+or\s+/).map((piece) =>
    piece
      .replace(/^[a-z]\s*=\s*/, '')
      .replace(/\s*≈.*$/, '')
      .replace(/\s+/g, ''),
  );
  if (exact.some((e) => e.includes('√') && squash.includes(e))) return true;

  // A bare number counts unless the problem itself wrote that number (the 2 in '2x + 3 = 7');
  // a rounded decimal the problem never wrote (3.333 for 10/3) still counts.
  const own = problemNumbers(s);
  const bare = bareNumbers(t).filter((l) => !own.some((n) => closeTo(Math.abs(n), Math.abs(l.value), 1e-12)));
  const seen = (v: number) => bare.some((l) => hits(l, v));
  if (s.kind === 'quadratic-equation' && s.answerValues.length > 1) {
    const all = bareNumbers(t);
    return s.answerValues.every((v) => all.some((l) => hits(l, v)));
  }
  return targets.some(seen);
}

/** Candidate maths in prose: runs of maths-looking words, split at '=', 'is', commas and full stops. */
function mathSegments(t: string): string[] {
  const chunks = t.split(/[=,;:!?]|\.(?!\d)|\b(?:is|so|gives|becomes|equals|then|and|or|to|get|of)\b/);
  const segments: string[] = [];
  const mathy = (w: string) =>
    /^[\d.()+\-*/^√a-z]+$/.test(w) &&
    (w.match(/[a-z]+/g) ?? []).every(
      (letters) => letters.length === 1 || /^(?:sqrt|sin|cos|tan|ln|log|exp)$/.test(letters) || /^[abcxyz]{2,3}$/.test(letters),
    );
  for (const chunk of chunks) {
    let run: string[] = [];
    for (const w of chunk.trim().split(/\s+/)) {
      if (w && mathy(w)) run.push(w);
      else {
        if (run.length) segments.push(run.join(' '));
        run = [];
      }
    }
    if (run.length) segments.push(run.join(' '));
  }
  return segments;
}

function parseSegment(seg: string): MathNode | null {
  const prepared = prepareText(seg);
  const mm = prepared ? toMachine(prepared) : null;
  return mm ? parseSafe(mm.machine) : null;
}

function revealsExpression(t: string, s: MathSolution): boolean {
  const answer = s.answerExpression ? parseSafe(s.answerExpression) : null;
  const problem = parseSafe(s.problem.expression);
  if (!answer || !problem) return false;
  const vars = [...new Set([...(s.problem.variable ? [s.problem.variable] : []), ...variablesOf(problem), ...variablesOf(answer)])];
  // A constant answer (d/dx 2x = 2) is a number, whatever variables its machine form mentions.
  const constant = [0.37, 1.73, -2.9].map((x) => evalReal(answer, Object.fromEntries(vars.map((v) => [v, x]))));
  if (constant.every((c) => Number.isFinite(c) && closeTo(c, constant[0], 1e-12))) {
    // A constant answer (the derivative of 3x is 3): only an explicit '= 3' or 'is 3' gives it away.
    const value = constant[0];
    const stated = [
      ...t.matchAll(/(?:=|\bis|\bequals|\bgives|\bget)\s*:?\s*(-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)(?!\d|\.\d|[a-z(^]|\s*[-+*/^]\s*[\d(a-z])/g),
    ];
    return (
      stated.some((m) => (readPiece(m[1]) ?? []).some((l) => hits(l, value))) || explicitValues(t, undefined).some((l) => hits(l, value))
    );
  }
  for (const seg of mathSegments(t)) {
    const node = parseSegment(seg);
    if (!node || variablesOf(node).length === 0 || !variablesOf(node).every((v) => vars.includes(v))) continue;
    if (!sameFunction(node, answer, vars)) continue;
    // For simplification every intermediate form is equivalent; only the collected form is the answer.
    // A quotient such as (2x^2 + 6x)/(2x) is the problem's form, never the simplified answer.
    if (s.kind === 'simplify' && (!toPoly(node) || !isCollected(node))) continue;
    return true;
  }
  return false;
}

/**
 * Whether `text` reveals the final answer of `solution`: an explicit statement ('x = 2', 'the
 * answer is 11/12'), a bare number equal to the answer that is not one of the problem's own
 * numbers, both roots of a quadratic, the claim 'no real solutions', or an expression equivalent
 * to the derivative or to the fully simplified form.
 */
export function containsFinalAnswer(text: string, solution: MathSolution): boolean {
  if (typeof text !== 'string' || !text.trim()) return false;
  // The problem quoted as it was set ('Let's work through 3x(x - 1) = 0') gives nothing away.
  const own = normalise(solution.problem.display)
    .trim()
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const quoted = new RegExp(`(?<![\\w^./*-])${own}(?![\\w^.(/*])`, 'g');
  // (Unless the problem is its own answer: 'simplify 3x + 2' is answered by 3x + 2.)
  const trivial = normalise(solution.answer).trim() === normalise(solution.problem.display).trim();
  const t = own.length >= 3 && !trivial ? normalise(text).replace(quoted, ' ') : normalise(text);
  if (solution.kind === 'simplify' || solution.kind === 'derivative') return revealsExpression(t, solution);
  if (solution.answerValues.length === 0) return revealsClaim(t, solution);
  return revealsNumbers(t, solution);
}
