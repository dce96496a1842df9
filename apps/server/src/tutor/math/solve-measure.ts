// Measurement problems worked the way they are taught: the formula, the lengths put in, the value,
// and the unit that follows from the question's unit (metres in, square metres out). Answers with π
// keep the exact multiple of π and a value to two decimal places. Checked by working backwards.
import { closeTo, evalReal } from './expr.ts';
import { fmtNumber, num, q, roundStr, type Q } from './rational.ts';
import type { MathProblem, MathSolution, MathStep, MeasureQuestion } from './types.ts';

const UNIT_NAMES: Record<string, string> = {
  mm: 'millimetres',
  cm: 'centimetres',
  m: 'metres',
  km: 'kilometres',
  in: 'inches',
  ft: 'feet',
  yd: 'yards',
  mi: 'miles',
};

const FORMULA: Record<string, string> = {
  'area:rectangle': 'A = length × width',
  'perimeter:rectangle': 'P = 2 × (length + width)',
  'area:square': 'A = side × side',
  'perimeter:square': 'P = 4 × side',
  'area:triangle': 'A = ½ × base × height',
  'area:circle': 'A = πr²',
  'circumference:circle': 'C = 2πr',
  'volume:cube': 'V = side × side × side',
  'volume:cuboid': 'V = length × width × height',
};

/** The answer's unit: m² for an area in metres, cm³ for a volume in centimetres, 'square units' without one. */
export function answerUnit(m: MeasureQuestion): { symbol: string; words: string } {
  const power = m.quantity === 'area' ? 2 : m.quantity === 'volume' ? 3 : 1;
  if (!m.unit)
    return { symbol: ['units', 'square units', 'cubic units'][power - 1], words: ['units', 'square units', 'cubic units'][power - 1] };
  const name = UNIT_NAMES[m.unit] ?? m.unit;
  return {
    symbol: `${m.unit}${power === 2 ? '²' : power === 3 ? '³' : ''}`,
    words: power === 1 ? name : `${power === 2 ? 'square' : 'cubic'} ${name}`,
  };
}

export function formulaOf(m: MeasureQuestion): string {
  return FORMULA[`${m.quantity}:${m.shape}`] ?? '';
}

const show = (x: Q) => fmtNumber(x, true);

/** The value as a rational, or as a rational multiple of π for circles. */
export function measureValue(m: MeasureQuestion): { exact: Q; pi: boolean } {
  const l = Object.fromEntries(Object.entries(m.lengths).map(([k, v]) => [k, q(String(v))]));
  const r = l.radius ?? (l.diameter ? l.diameter.div(q(2)) : q(0));
  switch (`${m.quantity}:${m.shape}`) {
    case 'area:rectangle':
      return { exact: l.length.mul(l.width), pi: false };
    case 'perimeter:rectangle':
      return { exact: l.length.add(l.width).mul(q(2)), pi: false };
    case 'area:square':
      return { exact: l.side.mul(l.side), pi: false };
    case 'perimeter:square':
      return { exact: l.side.mul(q(4)), pi: false };
    case 'area:triangle':
      return { exact: l.base.mul(l.height).div(q(2)), pi: false };
    case 'area:circle':
      return { exact: r.mul(r), pi: true };
    case 'circumference:circle':
      return { exact: r.mul(q(2)), pi: true };
    case 'volume:cube':
      return { exact: l.side.mul(l.side).mul(l.side), pi: false };
    default:
      return { exact: l.length.mul(l.width).mul(l.height), pi: false };
  }
}

/** 'length 8 and width 5' put into the formula: '8 × 5'. */
function substituted(m: MeasureQuestion, r: Q): string {
  const l = m.lengths;
  switch (`${m.quantity}:${m.shape}`) {
    case 'area:rectangle':
      return `${l.length} × ${l.width}`;
    case 'perimeter:rectangle':
      return `2 × (${l.length} + ${l.width})`;
    case 'area:square':
      return `${l.side} × ${l.side}`;
    case 'perimeter:square':
      return `4 × ${l.side}`;
    case 'area:triangle':
      return `½ × ${l.base} × ${l.height}`;
    case 'area:circle':
      return `π × ${show(r)}²`;
    case 'circumference:circle':
      return `2 × π × ${show(r)}`;
    case 'volume:cube':
      return `${l.side} × ${l.side} × ${l.side}`;
    default:
      return `${l.length} × ${l.width} × ${l.height}`;
  }
}

const piText = (k: Q) => (k.equals(q(1)) ? 'π' : `${show(k)}π`);

export function solveMeasure(p: MathProblem): MathSolution {
  const m = p.measure;
  if (!m) throw new Error('not a measurement problem');
  const unit = answerUnit(m);
  const { exact, pi } = measureValue(m);
  const value = pi ? num(exact) * Math.PI : num(exact);
  const r = m.lengths.radius !== undefined ? q(String(m.lengths.radius)) : q(String(m.lengths.diameter ?? 0)).div(q(2));
  const steps: MathStep[] = [{ explanation: `The ${m.quantity} of a ${m.shape} is ${formulaOf(m)}.` }];
  if (m.shape === 'circle' && m.lengths.radius === undefined) {
    steps.push({
      explanation: `The radius is half the diameter: r = ${m.lengths.diameter} ÷ 2 = ${show(r)}${m.unit ? ` ${m.unit}` : ''}.`,
    });
  }
  const rounded = roundStr(value, 2);
  if (pi) {
    steps.push({ explanation: 'Put the lengths into the formula.', expression: `${substituted(m, r)} = ${piText(exact)}` });
    steps.push({ explanation: `Use π ≈ 3.14159 to get a value to two decimal places.`, expression: `${piText(exact)} ≈ ${rounded}` });
  } else {
    steps.push({ explanation: 'Put the lengths into the formula.', expression: `${substituted(m, r)} = ${show(exact)}` });
  }
  steps.push({
    explanation: m.unit
      ? `The lengths are in ${UNIT_NAMES[m.unit] ?? m.unit}, so the ${m.quantity} is in ${unit.words} (${unit.symbol}).`
      : `No unit was given, so the ${m.quantity} is in ${unit.words}.`,
  });
  const answer = pi ? `${piText(exact)} ${unit.symbol} ≈ ${rounded} ${unit.symbol}` : `${show(exact)} ${unit.symbol}`;
  steps.push({ explanation: `So the answer is ${answer}.`, expression: answer });

  // Independent check: mathjs evaluates the formula in floating point, then we work backwards.
  const independent = evalReal(p.expression);
  const back = pi ? value / Math.PI : value;
  const passed = Number.isFinite(independent) && closeTo(independent, value, 1e-9) && closeTo(back, num(exact), 1e-9);
  const backwards =
    m.quantity === 'area' && pi
      ? `${rounded} ÷ π ≈ ${roundStr(back, 2)}, and √${roundStr(back, 2)} = ${show(r)}, the radius ✓`
      : pi
        ? `${rounded} ÷ π ≈ ${roundStr(back, 2)} = 2 × ${show(r)}, twice the radius ✓`
        : `a separate calculation of ${p.expression.replace(/\*/g, '×').replace(/\(1\/2\)/g, '½')} also gives ${roundStr(independent, 6)} ✓`;
  const detail = passed
    ? backwards.replace(/^./, (c) => c.toUpperCase())
    : `The check failed: ${roundStr(independent, 6)} does not match ${answer}.`;
  steps.push({ explanation: pi ? 'Check by working backwards.' : 'Check with a separate calculation.', expression: detail });
  return {
    kind: 'measure',
    problem: p,
    answer,
    answerValues: [value],
    steps,
    check: { passed, detail },
    facts: { type: 'measure', question: m, piMultiple: pi ? num(exact) : null },
  };
}
