// Measurement questions: the area, perimeter or circumference of a rectangle, square, triangle or
// circle, and the volume of a cube or cuboid, with the lengths in the learner's own unit. The unit of
// the question is kept: a radius in metres gives an area in square metres, never in centimetres.
import type { MathProblem, MeasureQuestion, Quantity, Shape } from './types.ts';

/** Unit words → the symbol used in answers. */
const UNIT_WORDS: Array<[RegExp, string]> = [
  [/^(?:mm|millimet(?:re|er)s?)$/, 'mm'],
  [/^(?:cm|centimet(?:re|er)s?)$/, 'cm'],
  [/^(?:m|met(?:re|er)s?)$/, 'm'],
  [/^(?:km|kilomet(?:re|er)s?)$/, 'km'],
  [/^(?:in|inch|inches)$/, 'in'],
  [/^(?:ft|foot|feet)$/, 'ft'],
  [/^(?:yd|yds|yards?)$/, 'yd'],
  [/^(?:mi|miles?)$/, 'mi'],
];

const UNIT =
  '(mm|cm|m|km|in|ft|yd|yds|mi|millimet(?:re|er)s?|centimet(?:re|er)s?|met(?:re|er)s?|kilomet(?:re|er)s?|inch(?:es)?|foot|feet|yards?|miles?)';
const N = '(\\d+(?:\\.\\d+)?)';

export function unitSymbol(word: string | undefined): string {
  if (!word) return '';
  return UNIT_WORDS.find(([re]) => re.test(word))?.[1] ?? '';
}

const QUANTITY: Array<[RegExp, Quantity]> = [
  [/\b(?:area|surface covered)\b/, 'area'],
  [/\bperimeter\b|\bdistance (?:all the way )?around\b/, 'perimeter'],
  [/\bcircumference\b/, 'circumference'],
  [/\bvolume\b/, 'volume'],
];

const SHAPES: Array<[RegExp, Shape]> = [
  [/\b(?:rectangle|rectangular|oblong)\b/, 'rectangle'],
  [/\bsquare\b(?!\s+(?:units?|met|cent|milli|kilo|feet|foot|inch|yard|mile|root))/, 'square'],
  [/\btriangle|triangular\b/, 'triangle'],
  [/\bcircle|circular\b/, 'circle'],
  [/\bcube\b/, 'cube'],
  [/\b(?:cuboid|box|rectangular prism)\b/, 'cuboid'],
];

/** Named lengths: 'radius 3 m', 'r = 3', '8 m long', 'a base of 10 cm'. */
const NAMED: Array<[RegExp, string, 'before' | 'after']> = [
  [new RegExp(`\\b(?:radius|r)\\s*(?:of|is|=|:)?\\s*${N}\\s*${UNIT}?\\b`, 'g'), 'radius', 'after'],
  [new RegExp(`\\b(?:diameter|d)\\s*(?:of|is|=|:)?\\s*${N}\\s*${UNIT}?\\b`, 'g'), 'diameter', 'after'],
  [
    new RegExp(`\\b(?:side|sides|side length|edge|edges|edge length)\\s*(?:lengths?)?\\s*(?:of|is|are|=|:)?\\s*${N}\\s*${UNIT}?\\b`, 'g'),
    'side',
    'after',
  ],
  [new RegExp(`\\b(?:length|l)\\s*(?:of|is|=|:)?\\s*${N}\\s*${UNIT}?\\b`, 'g'), 'length', 'after'],
  [new RegExp(`\\b(?:width|breadth|w)\\s*(?:of|is|=|:)?\\s*${N}\\s*${UNIT}?\\b`, 'g'), 'width', 'after'],
  [new RegExp(`\\b(?:base|b)\\s*(?:of|is|=|:)?\\s*${N}\\s*${UNIT}?\\b`, 'g'), 'base', 'after'],
  [new RegExp(`\\b(?:height|h)\\s*(?:of|is|=|:)?\\s*${N}\\s*${UNIT}?\\b`, 'g'), 'height', 'after'],
  [new RegExp(`${N}\\s*${UNIT}?\\s+(?:long)\\b`, 'g'), 'length', 'before'],
  [new RegExp(`${N}\\s*${UNIT}?\\s+(?:wide)\\b`, 'g'), 'width', 'before'],
  [new RegExp(`${N}\\s*${UNIT}?\\s+(?:high|tall|deep)\\b`, 'g'), 'height', 'before'],
];

/** '5 cm by 3 cm (by 2 cm)', '5 x 3 m', '4cm square'. */
const BY = new RegExp(`${N}\\s*${UNIT}?\\s*(?:by|x|\\*)\\s*${N}\\s*${UNIT}?(?:\\s*(?:by|x|\\*)\\s*${N}\\s*${UNIT}?)?`);
const SIDED = new RegExp(`${N}\\s*${UNIT}?\\s+(?:square|cube)\\b`);

function readLengths(t: string): { lengths: Record<string, number>; units: string[]; numbers: number } | null {
  const lengths: Record<string, number> = {};
  const units: string[] = [];
  let used = 0;
  let rest = t;
  const by = rest.match(BY);
  if (by) {
    const dims = [by[1], by[3], by[5]].filter((x): x is string => x !== undefined).map(Number);
    [lengths.length, lengths.width] = dims;
    if (dims[2] !== undefined) lengths.height = dims[2];
    units.push(...[by[2], by[4], by[6]].filter((x): x is string => !!x));
    used += dims.length;
    rest = rest.replace(BY, ' ');
  }
  const sided = rest.match(SIDED);
  if (sided) {
    lengths.side = Number(sided[1]);
    if (sided[2]) units.push(sided[2]);
    used++;
    rest = rest.replace(SIDED, ' square ');
  }
  for (const [re, name] of NAMED) {
    for (const m of rest.matchAll(re)) {
      if (lengths[name] !== undefined) return null; // the same length twice: not a question we can read
      lengths[name] = Number(m[1]);
      if (m[2]) units.push(m[2]);
      used++;
    }
    rest = rest.replace(re, ' ');
  }
  const numbers = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  return { lengths, units, numbers: numbers - used };
}

/** The lengths each question needs, and how a square's or cube's side may be named. */
function complete(q: Quantity, shape: Shape, l: Record<string, number>): Record<string, number> | null {
  const side = l.side ?? (l.length !== undefined && l.width === undefined ? l.length : undefined);
  switch (shape) {
    case 'rectangle':
      return l.length !== undefined && l.width !== undefined && q !== 'volume' && q !== 'circumference'
        ? { length: l.length, width: l.width }
        : null;
    case 'square':
      return side !== undefined && q !== 'volume' && q !== 'circumference' ? { side } : null;
    case 'triangle':
      return q === 'area' && l.base !== undefined && l.height !== undefined ? { base: l.base, height: l.height } : null;
    case 'circle':
      if (q === 'volume') return null;
      if (l.radius !== undefined) return { radius: l.radius };
      return l.diameter !== undefined ? { diameter: l.diameter } : null;
    case 'cube':
      return q === 'volume' && side !== undefined ? { side } : null;
    case 'cuboid':
      return q === 'volume' && l.length !== undefined && l.width !== undefined && l.height !== undefined
        ? { length: l.length, width: l.width, height: l.height }
        : null;
  }
}

/** How the question reads back: 'the area of a circle with radius 3 m'. */
export function describeMeasure(m: MeasureQuestion): string {
  const u = m.unit ? ` ${m.unit}` : '';
  const names = Object.entries(m.lengths).map(([k, v]) => `${k} ${v}${u}`);
  return `the ${m.quantity} of a ${m.shape} with ${names.join(names.length > 2 ? ', ' : ' and ').replace(/, ([^,]*)$/, ' and $1')}`;
}

/** A measurement problem from prepared text, or null. Lengths in two different units are refused. */
export function detectMeasure(prepared: string, original: string): MathProblem | null {
  const t = prepared.replace(/\s+/g, ' ');
  if (t.split(' ').length > 30) return null;
  const quantities = QUANTITY.filter(([re]) => re.test(t)).map(([, q]) => q);
  const shapes = SHAPES.filter(([re]) => re.test(t)).map(([, s]) => s);
  if (quantities.length !== 1) return null;
  // 'a rectangular box' names two shapes; the box is the solid.
  const shape = shapes.includes('cuboid') ? 'cuboid' : shapes.length === 1 ? shapes[0] : null;
  if (!shape) return null;
  const quantity: Quantity = quantities[0] === 'perimeter' && shape === 'circle' ? 'circumference' : quantities[0];
  const read = readLengths(t);
  if (!read || read.numbers !== 0) return null;
  const lengths = complete(quantity, shape, read.lengths);
  if (!lengths || Object.values(lengths).some((v) => !(v > 0))) return null;
  const units = [...new Set(read.units.map(unitSymbol))];
  if (units.length > 1) return null;
  const question: MeasureQuestion = { quantity, shape, lengths, unit: units[0] ?? '' };
  return {
    kind: 'measure',
    text: original,
    expression: measureExpression(question),
    display: describeMeasure(question),
    measure: question,
  };
}

/** The calculation that answers the question, in machine form. */
export function measureExpression(m: MeasureQuestion): string {
  const l = m.lengths;
  const r = l.radius ?? (l.diameter !== undefined ? l.diameter / 2 : 0);
  switch (`${m.quantity}:${m.shape}`) {
    case 'area:rectangle':
      return `${l.length} * ${l.width}`;
    case 'perimeter:rectangle':
      return `2 * (${l.length} + ${l.width})`;
    case 'area:square':
      return `${l.side}^2`;
    case 'perimeter:square':
      return `4 * ${l.side}`;
    case 'area:triangle':
      return `(1/2) * ${l.base} * ${l.height}`;
    case 'area:circle':
      return `pi * ${r}^2`;
    case 'circumference:circle':
      return `2 * pi * ${r}`;
    case 'volume:cube':
      return `${l.side}^3`;
    default:
      return `${l.length} * ${l.width} * ${l.height}`;
  }
}
