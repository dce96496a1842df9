// Grading a measurement answer by rules: the number (exact, a multiple of π, or rounded, including
// π taken as 3.14 or 22/7) and the unit, which must be the question's unit (m → m², never cm²).
import { closeTo } from './expr.ts';
import { readPiece, type LearnerValue } from './learner-parse.ts';
import { unitSymbol } from './detect-measure.ts';
import { answerUnit } from './solve-measure.ts';
import { roundStr } from './rational.ts';
import type { AnswerCheck, MathSolution, MeasureQuestion } from './types.ts';

const UNIT_TOKEN =
  '(mm|cm|m|km|in|ft|yd|mi|millimet(?:re|er)s?|centimet(?:re|er)s?|met(?:re|er)s?|kilomet(?:re|er)s?|inch(?:es)?|foot|feet|yards?|miles?)';
/** A unit right after a number or π ('28.27 m²', '9π cm^2'), or after 'square'/'cubic'. */
const AFTER_NUMBER = new RegExp(`(?<=[\\dπ)]|\\bpi)\\s*${UNIT_TOKEN}\\s*(?:\\^\\s*([23])|([²³])|\\s+(squared|cubed))?(?![a-z])`, 'g');
const NAMED_POWER = new RegExp(`\\b(square|sq\\.?|cubic|cu\\.?)\\s*${UNIT_TOKEN}(?![a-z])`, 'g');

interface Written {
  values: LearnerValue[];
  units: Array<{ unit: string; power: number | null }>;
}

/** The numbers and units of a measurement answer, or null when no number can be read. */
function readMeasure(text: string): Written | null {
  let t = text
    .toLowerCase()
    .replace(/[−–]/g, '-')
    .replace(/[?!]+\s*$/, '')
    .replace(/\.\s*$/, '');
  const units: Written['units'] = [];
  t = t.replace(NAMED_POWER, (_m, word: string, unit: string) => {
    units.push({ unit: unitSymbol(unit), power: /^(?:square|sq)/.test(word) ? 2 : 3 });
    return ' ';
  });
  t = t.replace(AFTER_NUMBER, (_m, unit: string, caret?: string, sup?: string, said?: string) => {
    const power = caret ? Number(caret) : sup ? (sup === '²' ? 2 : 3) : said ? (said === 'squared' ? 2 : 3) : 1;
    units.push({ unit: unitSymbol(unit), power });
    return ' ';
  });
  t = t
    .replace(/\b(?:square |cubic )?units?\b/g, ' ')
    .replace(
      /^(?:(?:so|i think|i got|i get|it's|it is|its|the answer is|answer|area|perimeter|circumference|volume|a|c|p|v)\b\s*(?:=|is|:)?\s*)+/,
      '',
    )
    .replace(/\bpi\b|π/g, ' pi ');
  const values: LearnerValue[] = [];
  for (const piece of t.split(/≈|~|=|\bor\b|\babout\b|\bapproximately\b|\bapprox\.?/)) {
    if (!piece.trim()) continue;
    const read = readPiece(piece.replace(/\s+/g, ' ').replace(/(\d)\s+pi\b/, '$1pi'));
    if (!read) return null;
    values.push(...read);
  }
  return values.length ? { values, units } : null;
}

/** Values that count as right: the exact value, and π taken as 3.14 or 22/7. */
function accepted(s: MathSolution): number[] {
  const k = s.facts.type === 'measure' ? s.facts.piMultiple : null;
  return k === null ? [s.answerValues[0]] : [k * Math.PI, k * 3.14, (k * 22) / 7];
}

function matches(v: LearnerValue, target: number, min: number): 'yes' | 'rough' | 'no' {
  if (closeTo(v.value, target, 1e-9)) return 'yes';
  if (v.decimals === null) return 'no';
  if (Math.abs(v.value - target) > 0.5 * 10 ** -v.decimals + 1e-12) return 'no';
  return v.decimals >= min ? 'yes' : 'rough';
}

/** Wrong formulas learners use, with the slip each one shows. */
function slips(m: MeasureQuestion): Array<[number, string]> {
  const l = m.lengths;
  const r = l.radius ?? (l.diameter ?? 0) / 2;
  const key = `${m.quantity}:${m.shape}`;
  const out: Array<[number, string]> = [];
  if (key === 'area:circle') {
    out.push([2 * Math.PI * r, 'That is the circumference (2πr), the distance around. For the area use A = πr².']);
    out.push([Math.PI * (2 * r) ** 2, 'Use the radius, not the diameter: the radius is half the diameter.']);
    out.push([Math.PI * r, 'Remember to square the radius: A = π × r × r.']);
    out.push([r * r, 'Remember to multiply by π: A = π × r².']);
    out.push([Math.PI * 2 * r, 'Square the radius, do not double it: r² means r × r.']);
  } else if (key === 'circumference:circle') {
    out.push([Math.PI * r * r, 'That is the area (πr²). The circumference is the distance around: C = 2πr.']);
    out.push([Math.PI * r, 'C = 2πr: remember the 2, or use the diameter (C = πd).']);
    if (l.diameter !== undefined)
      out.push([2 * Math.PI * l.diameter, 'Use the radius in C = 2πr (half the diameter), or the diameter in C = πd.']);
  } else if (key === 'area:rectangle') {
    out.push([2 * (l.length + l.width), 'That is the perimeter, the distance around. The area is the space inside: length × width.']);
    out.push([l.length + l.width, 'For the area, multiply the length by the width instead of adding them.']);
  } else if (key === 'perimeter:rectangle') {
    out.push([l.length * l.width, 'That is the area. The perimeter is the distance all the way around: add up all four sides.']);
    out.push([l.length + l.width, 'A rectangle has four sides: you have added only two of them.']);
  } else if (key === 'area:square') {
    out.push([4 * l.side, 'That is the perimeter. The area is side × side.']);
    out.push([2 * l.side, 'The area is side × side, not side × 2.']);
  } else if (key === 'perimeter:square') {
    out.push([l.side * l.side, 'That is the area. The perimeter is all four sides added together.']);
  } else if (key === 'area:triangle') {
    out.push([l.base * l.height, 'Remember the ½: a triangle is half of a rectangle with the same base and height.']);
    out.push([(l.base + l.height) / 2, 'Multiply the base by the height, then halve it.']);
  } else if (key === 'volume:cube') {
    out.push([3 * l.side, 'The volume is side × side × side, not side × 3.']);
    out.push([l.side * l.side, 'That is the area of one face. For the volume, multiply by the side once more.']);
  } else if (key === 'volume:cuboid') {
    out.push([l.length + l.width + l.height, 'For the volume, multiply the three lengths together.']);
  }
  return out;
}

/** Grade a measurement answer: the value, then the unit. */
export function checkMeasure(s: MathSolution, text: string, unreadable: AnswerCheck): AnswerCheck {
  if (s.facts.type !== 'measure') return unreadable;
  const m = s.facts.question;
  const read = readMeasure(text);
  if (!read) return unreadable;
  const targets = accepted(s);
  const min = s.facts.piMultiple !== null ? 1 : 2;
  const unit = answerUnit(m);
  const power = m.quantity === 'area' ? 2 : m.quantity === 'volume' ? 3 : 1;
  const wrongUnit = m.unit !== '' && read.units.some((u) => u.unit !== '' && u.unit !== m.unit);
  const unitMessage = `Check the units: the lengths are in ${m.unit}, so the ${m.quantity} is in ${unit.symbol}.`;
  const grades = read.values.map((v) =>
    targets.some((t) => matches(v, t, min) === 'yes') ? 'yes' : targets.some((t) => matches(v, t, min) === 'rough') ? 'rough' : 'no',
  );
  if (grades.every((g) => g === 'yes')) {
    if (wrongUnit) return { correct: false, kind: 'incorrect', mistake: unitMessage };
    const powerSlip = m.unit !== '' && read.units.some((u) => u.power !== null && u.power !== power);
    const usedApprox = read.values.some(
      (v) => !closeTo(v.value, targets[0], 1e-9) && !(v.decimals !== null && Math.abs(v.value - targets[0]) <= 0.5 * 10 ** -v.decimals),
    );
    const note = powerSlip
      ? `Remember the unit: ${power === 2 ? 'an area' : power === 3 ? 'a volume' : 'a length'} is in ${unit.words} (${unit.symbol}).`
      : usedApprox
        ? `That uses π ≈ ${roundStr(read.values[0].value / (s.facts.piMultiple ?? 1), 2)}, which is fine.`
        : undefined;
    return { correct: true, kind: 'correct', ...(note ? { note } : {}) };
  }
  if (grades.some((g) => g === 'rough') && grades.every((g) => g !== 'no')) {
    return { correct: false, kind: 'incorrect', mistake: 'That is close, but give it to at least one decimal place (or leave π in it).' };
  }
  const wrong = read.values[grades.findIndex((g) => g === 'no')];
  const pis = s.facts.piMultiple !== null ? [Math.PI, 3.14, 22 / 7] : [Math.PI];
  const slip = slips(m).find(([value]) =>
    pis.some((p) => matches(wrong, (value / Math.PI) * p, 0) !== 'no' || matches(wrong, value, 0) !== 'no'),
  );
  const mistake = [slip?.[1], wrongUnit ? unitMessage : ''].filter(Boolean).join(' ');
  return { correct: false, kind: 'incorrect', ...(mistake ? { mistake } : {}) };
}
