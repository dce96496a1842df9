// Exact rational arithmetic on mathjs' Fraction (bigint based), plus the number formats learners see.
// Steps are computed exactly so '0.1 + 0.2' shows 0.3 and fractions never pick up float noise.
import { fraction, type Fraction } from 'mathjs';

export type Q = Fraction;

/** A fraction from an integer, a decimal string ('0.15') or a ratio. Strings keep decimals exact. */
export function q(value: number | string, denominator?: number): Q {
  if (denominator !== undefined) return fraction(value as number, denominator);
  return fraction(typeof value === 'number' ? String(value) : value);
}

export const ZERO = (): Q => q(0);
export const ONE = (): Q => q(1);

export function isZero(a: Q): boolean {
  return a.n === 0n;
}

export function isInt(a: Q): boolean {
  return a.d === 1n;
}

export function sign(a: Q): number {
  return a.n === 0n ? 0 : Number(a.s);
}

export function num(a: Q): number {
  return Number(a.valueOf());
}

export function numer(a: Q): bigint {
  return a.s * a.n;
}

export function denom(a: Q): bigint {
  return a.d;
}

export function gcdBig(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function lcmBig(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  const l = (a * b) / gcdBig(a, b);
  return l < 0n ? -l : l;
}

export function gcd(a: number, b: number): number {
  return Number(gcdBig(BigInt(a), BigInt(b)));
}

export function lcm(a: number, b: number): number {
  return Number(lcmBig(BigInt(a), BigInt(b)));
}

/** '12', '-3/4': always an exact fraction in lowest terms (Fraction normalises for us). */
export function fmtFrac(a: Q): string {
  const n = numer(a);
  return a.d === 1n ? String(n) : `${n}/${a.d}`;
}

/** True when the decimal expansion ends (denominator only has the prime factors 2 and 5). */
export function terminates(a: Q): boolean {
  let d = a.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** Exact decimal string of a terminating fraction ('0.15', '-2.5'). Callers check terminates() first. */
export function exactDecimal(a: Q): string {
  const neg = a.s < 0n && a.n !== 0n;
  const whole = a.n / a.d;
  let rest = a.n % a.d;
  let digits = '';
  // A terminating fraction has at most as many digits as its largest power of 2 or 5; 40 is ample.
  for (let i = 0; i < 40 && rest !== 0n; i++) {
    rest *= 10n;
    digits += String(rest / a.d);
    rest %= a.d;
  }
  const body = digits ? `${whole}.${digits}` : String(whole);
  return neg ? `-${body}` : body;
}

/** Round to at most `places` decimals and drop trailing zeros: 0.916666 → '0.917'. */
export function roundStr(value: number, places = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const r = Number(value.toFixed(places));
  return String(Object.is(r, -0) ? 0 : r);
}

/**
 * How a value is shown in an answer: integers as integers, short terminating decimals as decimals when
 * the problem itself used decimals, otherwise a fraction in lowest terms.
 */
export function fmtNumber(a: Q, preferDecimal = false): string {
  if (isInt(a)) return fmtFrac(a);
  if (preferDecimal && terminates(a)) {
    const s = exactDecimal(a);
    if (s.length <= 12) return s;
  }
  return fmtFrac(a);
}

/** A value for prose: exact when short, else rounded with '≈'. */
export function fmtApprox(a: Q): string {
  if (isInt(a)) return fmtFrac(a);
  if (terminates(a)) {
    const s = exactDecimal(a);
    if (s.length <= 10) return s;
  }
  return `≈ ${roundStr(num(a), 3)}`;
}

/** Mixed number form for improper fractions ('7/6' → '1 1/6'), or null when not improper. */
export function mixedNumber(a: Q): string | null {
  if (isInt(a) || a.n < a.d) return null;
  const whole = a.n / a.d;
  const rest = a.n % a.d;
  return `${a.s < 0n ? '-' : ''}${whole} ${rest}/${a.d}`;
}

/** Whether a decimal or integer literal in learner text uses a decimal point. */
export function hasDecimalPoint(text: string): boolean {
  return /\d\.\d/.test(text);
}

/** Integer square root of a non-negative bigint, or null when it is not a perfect square. */
export function exactSqrt(v: bigint): bigint | null {
  if (v < 0n) return null;
  if (v < 2n) return v;
  let x = BigInt(Math.floor(Math.sqrt(Number(v))));
  // Correct the float estimate for large values.
  while (x * x > v) x -= 1n;
  while ((x + 1n) * (x + 1n) <= v) x += 1n;
  return x * x === v ? x : null;
}

/**
 * Split √v into k√m: √12 = 2√3. Square factors are searched only up to 10,000 so a huge discriminant
 * cannot stall the server; beyond that the surd is left partly unsimplified (still correct).
 */
export function simplifySurd(v: bigint): { outside: bigint; inside: bigint } {
  let outside = 1n;
  let inside = v;
  for (let f = 2n; f * f <= inside && f <= 10_000n; f++) {
    while (inside % (f * f) === 0n) {
      inside /= f * f;
      outside *= f;
    }
  }
  return { outside, inside };
}
