// Socratic hints, one per turn, that never give the final answer away. Each kind offers a ladder of
// hints from a question (attempt 0) to a concrete first step (attempt 1) to most of the working
// (attempt 2+). Every candidate is screened with containsFinalAnswer; when one would reveal the
// answer (e.g. the first step of 'x + 3 = 7' is already 'x = 4') a less concrete one is used.
import { isOperatorNode, type MathNode } from 'mathjs';
import { parseSafe, unwrap } from './expr.ts';
import { toPoly } from './poly.ts';
import { fmtFrac, isInt, numer, q, sign } from './rational.ts';
import { containsFinalAnswer } from './reveal.ts';
import { answerUnit, formulaOf } from './solve-measure.ts';
import { UNVERIFIED } from './solve.ts';
import type { MathSolution, MathStep } from './types.ts';

export { containsFinalAnswer };

const GENERIC = [
  'What do you already know that could help here? Try writing down a first step, and I will check it with you.',
  'Take it one small step at a time. What is the very first thing you could do?',
];

const f = (n: number) => String(Math.round(n * 1e6) / 1e6);
const sgn = (n: number) => (n < 0 ? `- ${f(-n)}` : `+ ${f(n)}`);

/** The working steps without the final "so the answer is" and check steps. */
function working(s: MathSolution): MathStep[] {
  return s.steps.filter((st) => !/^(?:So |Check|My check)/.test(st.explanation));
}

function stepText(st: MathStep | undefined, withResult: boolean): string {
  if (!st) return '';
  return withResult && st.expression ? `${st.explanation} That gives ${st.expression}.` : st.explanation;
}

/** The equation's sides as the learner sees them. */
const sidesOf = (s: MathSolution) => s.problem.display.split(' = ');

function linear(s: MathSolution): string[][] {
  if (s.facts.type !== 'linear') return [];
  const { a1, b1, a2, outcome } = s.facts;
  const v = s.problem.variable ?? 'x';
  const w = working(s);
  const first = w[0];
  const [left = '', right = ''] = sidesOf(s);
  // The exact coefficient (1/3 for x/3), not the decimal kept in the facts.
  const lhs = parseSafe(s.problem.lhs ?? '');
  const a = (lhs && toPoly(lhs)?.coef(v, 1)) || q(String(a1));
  // Describe the equation as it is written: brackets, the unknown on the right only, a division.
  let h0: string;
  if (/\(/.test(`${left}${right}`)) {
    h0 = `Start with the brackets: multiply out each bracket, then collect like terms on each side. What does the equation look like then?`;
  } else if (outcome !== 'one' || (a1 !== 0 && a2 !== 0)) {
    h0 = `There are ${v} terms on both sides. What could you do to both sides so that ${v} appears on one side only?`;
  } else if (!new RegExp(`(?<![a-z])${v}(?![a-z])`).test(left)) {
    h0 = `This time ${v} is only on the right-hand side. You can swap the two sides round first: then what would you do to both sides to get ${v} on its own?`;
  } else if (b1 !== 0) {
    h0 = left.includes(sgn(b1))
      ? `What operation would undo the ${sgn(b1)} on the left? Whatever you do, do it to both sides.`
      : `How could you get rid of the ${f(Math.abs(b1))} on the left? Whatever you do, do it to both sides.`;
  } else if (!isInt(a) && (numer(a) === 1n || numer(a) === -1n)) {
    h0 = `${v} is being divided by ${a.d}${numer(a) < 0n ? ' (and made negative)' : ''}. What operation undoes dividing? Do it to both sides.`;
  } else {
    h0 = `${v} is being multiplied by ${fmtFrac(a)}. What operation undoes that? Do it to both sides.`;
  }
  const h1 = [`${stepText(first, true)} What should you do next?`, `${stepText(first, false)} What do you get?`];
  const h2 = [
    `Here is the working so far: ${w
      .slice(0, -1)
      .map((st) => stepText(st, true))
      .join(' ')} What is the last step?`,
    ...h1,
  ];
  return [[h0], h1, h2];
}

/** The tidying a quadratic needs before its method, said the way the solver does it. */
function preparation(s: MathSolution): string {
  const said: string[] = [];
  for (const st of working(s)) {
    const e = st.explanation;
    if (/^Move every term/.test(e)) said.push('get everything on one side so that it equals 0');
    else if (/^Multiply both sides by -1/.test(e))
      said.push(`multiply both sides by -1 so that the ${s.problem.variable ?? 'x'}^2 term is positive`);
    else if (/clear the fractions/.test(e))
      said.push(`clear the fractions (${e.match(/Multiply both sides by \d+/)?.[0].toLowerCase() ?? 'multiply both sides'})`);
    else if (/^Every coefficient/.test(e)) said.push(`divide every term by ${e.match(/multiple of (\d+)/)?.[1] ?? 'the common factor'}`);
  }
  if (said.length === 0) return '';
  const text = said.join(', then ');
  return `First ${text}. `;
}

/** (x - 3)^2 = 16: a squared bracket equal to a number, solved by square roots. */
function squaredBracket(s: MathSolution): { inner: string; value: string } | null {
  const lhs = parseSafe(s.problem.lhs ?? '');
  const rhs = parseSafe(s.problem.rhs ?? '');
  const u = lhs && unwrap(lhs);
  if (!u || !rhs || !isOperatorNode(u) || u.fn !== 'pow' || String(unwrap(u.args[1])) !== '2') return null;
  const inner = toPoly(u.args[0]);
  const value = toPoly(rhs)?.constantValue();
  if (!inner || inner.degree() !== 1 || inner.termCount() < 2 || !value || sign(value) < 0) return null;
  return { inner: inner.pretty(), value: fmtFrac(value) };
}

/** (x + 1)(x - 2) = 0 or 3x(x - 1) = 0: already a product of factors equal to zero. */
function isFactorised(s: MathSolution): boolean {
  const lhs = parseSafe(s.problem.lhs ?? '');
  if (!lhs || (s.problem.rhs ?? '').trim() !== '0') return false;
  const factors: MathNode[] = [];
  const collect = (n: MathNode) => {
    const u = unwrap(n);
    if (isOperatorNode(u) && u.fn === 'multiply') u.args.forEach(collect);
    else factors.push(u);
  };
  collect(lhs);
  const linear = factors.filter((n) => {
    const p = toPoly(n);
    return !!p && p.degree() === 1;
  });
  return linear.length >= 2 && factors.every((n) => !!toPoly(n) && (toPoly(n)?.degree() ?? 2) <= 1);
}

function quadratic(s: MathSolution): string[][] {
  if (s.facts.type !== 'quadratic') return [];
  const { a, b, c, discriminant: D, method } = s.facts;
  const v = s.problem.variable ?? 'x';
  const w = working(s);
  const square = squaredBracket(s);
  if (square) {
    return [
      [`The left side is (${square.inner}) squared. Which numbers square to give ${square.value}? (There may be two.)`],
      [
        `If (${square.inner})^2 = ${square.value}, then ${square.inner} is a square root of ${square.value}, positive or negative. What does each one give?`,
      ],
      [`Write ${square.inner} = √${square.value} and ${square.inner} = -√${square.value}, and solve each one.`],
    ];
  }
  if (isFactorised(s)) {
    return [
      [`The left side is already a product of factors, and the right side is 0. When is a product equal to 0?`],
      ['If a product is 0, one of the factors must be 0. Set each bracket (or factor) equal to 0: what does each one give?'],
      ['Set each factor equal to 0 and solve each small equation. How many solutions do you get?'],
    ];
  }
  // The square-root method gets x^2 on its own; it does not need everything on one side first.
  const standard = method === 'square-root' ? '' : preparation(s);
  const abc = `Here a = ${a}, b = ${b} and c = ${c}.`;
  switch (method) {
    case 'factor':
      return [
        [`${standard}Can you find two numbers that multiply to ${c} and add to ${b}?`],
        [`Try to write it as (${v} + p)(${v} + q) = 0, where p × q = ${c} and p + q = ${b}. Which pair of factors of ${c} works?`],
        [
          `${stepText(
            w.find((st) => st.explanation.startsWith('Look for')),
            false,
          )} How does that help you factorise?`,
        ],
      ];
    case 'common-factor':
      return [
        [`${standard}Every term contains ${v}. What could you take out as a common factor?`],
        [`Factor out ${v}. When is a product of two things equal to zero?`],
        [
          `${stepText(
            w.find((st) => st.explanation.startsWith('Both terms')),
            true,
          )} When is a product equal to zero?`,
        ],
      ];
    case 'square-root':
      return [
        [`There is no ${v} term. Can you get ${v}^2 on its own, and then undo the squaring?`],
        [`Get ${v}^2 on its own first. Then take the square root of both sides, and remember a number has two square roots.`],
        [
          `${stepText(
            w.find((st) => st.explanation.startsWith('Get')),
            true,
          )} Now take the square root of both sides (both signs!).`,
        ],
      ];
    case 'no-real':
      return [
        [`${standard}Work out the discriminant b^2 - 4ac. What does its sign tell you about the solutions?`],
        [`${abc} What is b^2 - 4ac, and can you take the square root of a negative number?`],
        [`${abc} b^2 - 4ac = ${D}. What does that mean for the quadratic formula?`],
      ];
    default:
      return [
        [`${standard}This one does not factorise nicely. Do you know a formula that solves a${v}^2 + b${v} + c = 0?`],
        [`Use the quadratic formula ${v} = (-b ± √(b^2 - 4ac)) / (2a). ${abc} Start with the discriminant b^2 - 4ac.`],
        [`${abc} The discriminant b^2 - 4ac is ${D}. Now put the values into ${v} = (-b ± √(b^2 - 4ac)) / (2a).`],
      ];
  }
}

function arithmetic(s: MathSolution): string[][] {
  const w = working(s);
  const single = s.facts.type === 'arithmetic' ? s.facts.singleOp : undefined;
  if (single) {
    const { op, left: a, right: b } = single;
    const big = Math.max(a, b);
    const small = Math.min(a, b);
    const tens = big - (big % 10);
    const by: Record<string, string[]> = {
      '*':
        big > 10 && big < 100 && big % 10 !== 0 && Number.isInteger(big) && small >= 2 && small <= 12
          ? [
              `Can you split ${f(big)} into ${f(tens)} + ${f(big % 10)} and multiply each part by ${f(small)}?`,
              `Work out ${f(tens)} × ${f(small)} and ${f(big % 10)} × ${f(small)}, then add the two results.`,
            ]
          : [
              `Multiplying is repeated adding: what is ${f(a)} lots of ${f(b)}?`,
              `Use the times table for ${f(b)}, or double and halve to make it easier.`,
            ],
      '/': [
        `How many times does ${f(b)} go into ${f(a)}? Think of the ${f(b)} times table.`,
        `Try ${f(b)} × 10 = ${f(b * 10)} first: is ${f(a)} more or less than that?`,
      ],
      '+': [
        'Try adding the tens and the units separately.',
        `Start at ${f(a)} and count on ${f(b)}, or add the tens first and then the units.`,
      ],
      '-': ['Try counting up from the smaller number to the bigger one.', `Take away the tens of ${f(b)} first, then the units.`],
      '^': [
        `${f(a)}^${f(b)} means ${f(a)} multiplied by itself ${f(b)} times. What do you get step by step?`,
        `Multiply ${f(a)} by itself, then by ${f(a)} again, until you have used ${f(b)} copies.`,
      ],
    };
    const [h0, h1] = by[op] ?? GENERIC;
    return [[h0], [h1], [h1]];
  }
  return [
    ['Which operation should you do first? Remember the order: brackets, powers, × and ÷, then + and −.'],
    [stepText(w[1] ?? w[0], true) + ' What comes next?', stepText(w[1] ?? w[0], false)],
    [
      `${w
        .slice(1, 3)
        .map((st) => stepText(st, true))
        .join(' ')} Keep going.`,
      stepText(w[1] ?? w[0], true),
    ],
  ];
}

function fraction(s: MathSolution): string[][] {
  if (s.facts.type !== 'fraction' || s.facts.operands.length !== 2) {
    const w = working(s);
    if (w.length === 0) return [['What is the biggest number that divides both the top and the bottom?']];
    return [
      ['What is the biggest number that divides both the top and the bottom?', 'Which operation comes first?'],
      [stepText(w[0], false)],
      [stepText(w[0], true)],
    ];
  }
  const [{ d: d1 }, { d: d2 }] = s.facts.operands;
  const op = s.facts.ops[0];
  const w = working(s);
  if (op === '+' || op === '-') {
    const word = op === '+' ? 'add' : 'subtract';
    if (d1 === d2) {
      return [
        [`The denominators are the same. What happens to the numerators when you ${word}?`],
        [stepText(w[0], false)],
        [stepText(w[0], false)],
      ];
    }
    return [
      [`Can you ${word} fractions with different denominators straight away? What common denominator could ${d1} and ${d2} share?`],
      [`${stepText(w[0], false)} Rewrite each fraction with that denominator.`],
      [`${stepText(w[1], false)} Now ${word} the numerators.`],
    ];
  }
  if (op === '*') {
    return [
      ['To multiply fractions, what do you do with the tops and what do you do with the bottoms?'],
      ['Multiply the numerators together and the denominators together, then simplify if you can.'],
      [stepText(w[0], true)],
    ];
  }
  return [
    ['Do you remember how to divide by a fraction? Think "keep, change, flip".'],
    [stepText(w[0], true) + ' Now multiply.'],
    [stepText(w[1], true)],
  ];
}

function percentage(s: MathSolution): string[][] {
  if (s.facts.type !== 'percentage') return [];
  const q = s.facts.question;
  switch (q.mode) {
    case 'of':
      return [
        [`What does ${f(q.percent)}% mean as a fraction or a decimal?`],
        [
          `${f(q.percent)}% = ${f(q.percent)}/100 = ${f(q.percent / 100)}. "Of" means multiply: what is ${f(q.percent / 100)} × ${f(q.base)}?`,
        ],
      ];
    case 'ratio':
      return [
        [`Write ${f(q.part)} out of ${f(q.whole)} as a fraction. How do you turn a fraction into a percentage?`],
        [`Work out ${f(q.part)} ÷ ${f(q.whole)} as a decimal, then multiply by 100.`],
      ];
    case 'change':
      return [
        ['First work out how much it changed by. Then compare that change with the original value.'],
        [
          `The change is ${f(q.to)} − ${f(q.from)} = ${f(q.to - q.from)}. Divide it by the original value, ${f(q.from)}, then multiply by 100.`,
        ],
      ];
    default:
      return [
        [`First find ${f(q.percent)}% of ${f(q.base)}. Then ${q.mode === 'increase' ? 'add it on' : 'take it away'}.`],
        [
          `${f(q.percent)}% of ${f(q.base)} is ${f((q.percent / 100) * q.base)}. What do you get when you ${q.mode === 'increase' ? 'add it to' : 'take it away from'} ${f(q.base)}?`,
        ],
      ];
  }
}

function simplify(s: MathSolution): string[][] {
  const w = working(s);
  const cancel = w.find((st) => st.explanation.startsWith('Cancel'));
  if (cancel) {
    const factorStep = w[0];
    const bottom = s.problem.display.slice(s.problem.display.lastIndexOf('/') + 1).replace(/^\(|\)$/g, '');
    return [
      [`Look at the bottom, ${bottom}. Is it a factor of every term on the top? What could cancel?`],
      [`${factorStep.explanation} What is left in the bracket?`, `Try dividing each term on the top by ${bottom}.`],
      [`${stepText(factorStep, true)} Now cancel the common factor: what is left?`],
    ];
  }
  const expand = w.find((st) => /bracket|Multiply/.test(st.explanation));
  const rewritten = w.find((st) => st.explanation.startsWith('Write the expression'));
  return [
    [
      expand
        ? `Start with the brackets. ${expand.explanation.replace(/\.$/, '')}: what do you get?`
        : 'Which terms are like terms (the same letter with the same power)?',
    ],
    [
      expand ? `${expand.expression}. Now, which terms are like terms?` : 'Group the like terms together and add their numbers.',
      expand ? `${expand.explanation} Then look for like terms.` : 'Add the numbers in front of like terms.',
    ],
    [
      rewritten
        ? `Without brackets it is ${rewritten.expression}. Now collect the like terms.`
        : 'Collect the like terms: add the numbers in front of terms with the same letter and power.',
    ],
  ];
}

function derivative(s: MathSolution): string[][] {
  // The term-by-term steps ('d/dx(x^3) = 3x^2'), without the final 'put together' step.
  const terms = working(s).filter((st) => st.expression?.startsWith('d/d'));
  const power = s.facts.type === 'derivative' && s.facts.terms !== null;
  const used = new Set((s.problem.expression.match(/\^(\d+)/g) ?? []).map((m) => Number(m.slice(1))));
  const k = [5, 6, 7, 4, 8, 9].find((n) => !used.has(n)) ?? 10;
  const example = `For example, d/dx(x^${k}) = ${k}x^${k - 1}: bring the power down and reduce it by 1.`;
  const first = terms[0] ? `${terms[0].expression}. Now do the same for the other terms.` : example;
  return [
    [
      power
        ? 'Differentiate one term at a time. Do you remember the power rule for x^n?'
        : 'Differentiate one term at a time. Which standard derivatives or rules (product, chain) do you need?',
    ],
    [first, `${example} Now apply it to each term.`],
    [
      terms.length > 2
        ? `${terms
            .slice(0, -1)
            .map((st) => st.expression)
            .join('; ')}. Now do the last term and put them together.`
        : first,
      `${example} Now apply it to each term.`,
    ],
  ];
}

function measure(s: MathSolution): string[][] {
  if (s.facts.type !== 'measure') return [];
  const m = s.facts.question;
  const unit = answerUnit(m);
  const diameter = m.shape === 'circle' && m.lengths.radius === undefined;
  const named = Object.entries(m.lengths)
    .map(([k, v]) => `the ${k} is ${v}${m.unit ? ` ${m.unit}` : ''}`)
    .join(' and ');
  const put = working(s)
    .find((st) => st.explanation.startsWith('Put the lengths'))
    ?.expression?.split(' = ')[0];
  return [
    [
      `Which formula gives the ${m.quantity} of a ${m.shape}? Here ${named}.${diameter ? ' Careful: that is the diameter. How is the radius related to it?' : ''}`,
    ],
    [`The formula is ${formulaOf(m)}. ${diameter ? 'The radius is half the diameter. ' : ''}What do you get when you put the lengths in?`],
    [
      `${put ? `Work out ${put}.` : `Use ${formulaOf(m)}.`} The lengths are in ${m.unit || 'units'}, so the answer is in ${unit.words}. What do you get?`,
    ],
  ];
}

function ladder(s: MathSolution): string[][] {
  switch (s.kind) {
    case 'linear-equation':
      return linear(s);
    case 'quadratic-equation':
      return quadratic(s);
    case 'arithmetic':
      return arithmetic(s);
    case 'fraction':
      return fraction(s);
    case 'percentage':
      return percentage(s);
    case 'simplify':
      return simplify(s);
    case 'derivative':
      return derivative(s);
    case 'measure':
      return measure(s);
  }
}

/**
 * Every hint that keeps the answer hidden, from the requested level down to the gentlest, so that a
 * learner who did not follow one hint can be given a different one.
 */
export function hintOptions(solution: MathSolution, attempt: number): string[] {
  if (!solution.check.passed || solution.answer.startsWith(UNVERIFIED)) return [...GENERIC];
  let levels: string[][];
  try {
    levels = ladder(solution);
  } catch {
    levels = [];
  }
  const top = Math.max(0, Math.min(Math.floor(Number.isFinite(attempt) ? attempt : 0), levels.length - 1));
  const out: string[] = [];
  // From the requested level down to the gentlest; candidates that would reveal the answer are dropped.
  for (let level = top; level >= 0; level--) {
    for (const hint of levels[level] ?? []) {
      const text = hint.replace(/\s+/g, ' ').trim();
      if (text && !/undefined/.test(text) && !containsFinalAnswer(text, solution) && !out.includes(text)) out.push(text);
    }
  }
  return out;
}

/**
 * One Socratic hint for the learner's attempt number (0 first), never revealing the final answer.
 * Later attempts get more concrete hints; candidates that would reveal the answer are skipped.
 */
export function hintFor(solution: MathSolution, attempt: number): string {
  return hintOptions(solution, attempt)[0] ?? GENERIC[Math.min(Math.max(0, Math.floor(attempt) || 0), GENERIC.length - 1)];
}
