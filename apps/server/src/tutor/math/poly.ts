// A small exact polynomial type (several variables, rational coefficients). Linear and quadratic
// equations, simplification and power-rule derivatives all need the collected coefficients, and
// computing them exactly ourselves lets every step show real numbers instead of a CAS's output.
import { isConstantNode, isOperatorNode, isParenthesisNode, isSymbolNode, type MathNode } from 'mathjs';
import { exactDecimal, fmtFrac, isInt, isZero, numer, q, sign, terminates, type Q } from './rational.ts';

const MAX_DEGREE = 12;

/** One monomial: coefficient times a product of variable powers. */
export interface Term {
  coef: Q;
  powers: Record<string, number>;
}

function keyOf(powers: Record<string, number>): string {
  return Object.keys(powers)
    .filter((v) => powers[v] !== 0)
    .sort()
    .map((v) => `${v}^${powers[v]}`)
    .join('*');
}

export class Poly {
  private readonly terms = new Map<string, Term>();

  static constant(c: Q): Poly {
    return new Poly().addTerm({ coef: c, powers: {} });
  }

  static variable(name: string): Poly {
    return new Poly().addTerm({ coef: q(1), powers: { [name]: 1 } });
  }

  /** Build from a term list (e.g. a univariate coefficient list). */
  static fromTerms(terms: Term[]): Poly {
    const p = new Poly();
    for (const t of terms) p.addTerm(t);
    return p;
  }

  private addTerm(t: Term): Poly {
    const powers: Record<string, number> = {};
    for (const [v, e] of Object.entries(t.powers)) if (e !== 0) powers[v] = e;
    const key = keyOf(powers);
    const old = this.terms.get(key);
    const coef = old ? old.coef.add(t.coef) : t.coef;
    if (isZero(coef)) this.terms.delete(key);
    else this.terms.set(key, { coef, powers });
    return this;
  }

  list(): Term[] {
    return [...this.terms.values()].sort(compareTerms);
  }

  add(o: Poly): Poly {
    return Poly.fromTerms([...this.list(), ...o.list()]);
  }

  neg(): Poly {
    return Poly.fromTerms(this.list().map((t) => ({ coef: t.coef.neg(), powers: t.powers })));
  }

  sub(o: Poly): Poly {
    return this.add(o.neg());
  }

  scale(c: Q): Poly {
    return Poly.fromTerms(this.list().map((t) => ({ coef: t.coef.mul(c), powers: t.powers })));
  }

  mul(o: Poly): Poly {
    const out: Term[] = [];
    for (const a of this.list()) {
      for (const b of o.list()) {
        const powers = { ...a.powers };
        for (const [v, e] of Object.entries(b.powers)) powers[v] = (powers[v] ?? 0) + e;
        out.push({ coef: a.coef.mul(b.coef), powers });
      }
    }
    return Poly.fromTerms(out);
  }

  isZero(): boolean {
    return this.terms.size === 0;
  }

  /** The constant value when the polynomial has no variables, else null. */
  constantValue(): Q | null {
    if (this.terms.size === 0) return q(0);
    const t = this.terms.get('');
    return this.terms.size === 1 && t ? t.coef : null;
  }

  variables(): string[] {
    const s = new Set<string>();
    for (const t of this.terms.values()) for (const v of Object.keys(t.powers)) s.add(v);
    return [...s].sort();
  }

  /** Highest total degree, or the degree in one variable. */
  degree(variable?: string): number {
    let d = 0;
    for (const t of this.terms.values()) {
      const e = variable ? (t.powers[variable] ?? 0) : Object.values(t.powers).reduce((s, x) => s + x, 0);
      d = Math.max(d, e);
    }
    return d;
  }

  /** Coefficient of variable^k in a univariate polynomial. */
  coef(variable: string, k: number): Q {
    const t = this.terms.get(k === 0 ? '' : keyOf({ [variable]: k }));
    return t ? t.coef : q(0);
  }

  termCount(): number {
    return this.terms.size;
  }

  /** Learner-facing text: '3x^2 - 5x + 6', 'x/2 + 1' ('0.5x + 1' with decimals), '0'. */
  pretty(decimals = false): string {
    const list = this.list();
    if (list.length === 0) return '0';
    return list
      .map((t, i) => {
        const s = prettyTerm(t, decimals);
        if (i === 0) return s;
        return s.startsWith('-') ? `- ${s.slice(1)}` : `+ ${s}`;
      })
      .join(' ');
  }

  /** Machine text for mathjs and nerdamer: '3*x^2 - 5*x + 6', '(1/2)*x + 1'. */
  machine(): string {
    const list = this.list();
    if (list.length === 0) return '0';
    return list
      .map((t, i) => {
        const mono = monomial(t.powers, '*');
        const c = t.coef.abs();
        const coefText = isInt(c) ? fmtFrac(c) : `(${fmtFrac(c)})`;
        const body = mono ? (fmtFrac(c) === '1' ? mono : `${coefText}*${mono}`) : coefText;
        const neg = sign(t.coef) < 0;
        if (i === 0) return neg ? `-${body}` : body;
        return neg ? `- ${body}` : `+ ${body}`;
      })
      .join(' ');
  }

  equals(o: Poly): boolean {
    return this.sub(o).isZero();
  }
}

function compareTerms(a: Term, b: Term): number {
  const da = Object.values(a.powers).reduce((s, x) => s + x, 0);
  const db = Object.values(b.powers).reduce((s, x) => s + x, 0);
  if (da !== db) return db - da;
  const ka = keyOf(a.powers);
  const kb = keyOf(b.powers);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

function monomial(powers: Record<string, number>, sep: string): string {
  return Object.keys(powers)
    .sort()
    .map((v) => (powers[v] === 1 ? v : `${v}^${powers[v]}`))
    .join(sep);
}

/** '3x^2', '-x', 'x/2', '-3x/4', '5'; with decimals, '0.5x' and '1.2' for terminating coefficients. */
export function prettyTerm(t: Term, decimals = false): string {
  const mono = monomial(t.powers, '');
  const neg = sign(t.coef) < 0;
  const c = t.coef.abs();
  if (decimals && !isInt(c) && terminates(c)) {
    const d = exactDecimal(c);
    return `${neg ? '-' : ''}${d}${mono}`;
  }
  if (!mono) return fmtFrac(t.coef);
  const top = numer(c) === 1n ? mono : `${numer(c)}${mono}`;
  const body = isInt(c) ? top : `${top}/${c.d}`;
  return neg ? `-${body}` : body;
}

class NotPolynomial extends Error {}

function build(node: MathNode): Poly {
  if (isParenthesisNode(node)) return build(node.content);
  if (isConstantNode(node)) return Poly.constant(q(Number(node.value)));
  if (isSymbolNode(node)) {
    if (!/^[a-z]$/.test(node.name) || node.name === 'e') throw new NotPolynomial();
    return Poly.variable(node.name);
  }
  if (!isOperatorNode(node)) throw new NotPolynomial();
  const [a, b] = node.args;
  switch (node.fn) {
    case 'add':
      return build(a).add(build(b));
    case 'subtract':
      return build(a).sub(build(b));
    case 'unaryMinus':
      return build(a).neg();
    case 'unaryPlus':
      return build(a);
    case 'multiply': {
      const p = build(a).mul(build(b));
      if (p.degree() > MAX_DEGREE) throw new NotPolynomial();
      return p;
    }
    case 'divide': {
      // Only division by a non-zero constant keeps a polynomial.
      const d = build(b).constantValue();
      if (!d || isZero(d)) throw new NotPolynomial();
      return build(a).scale(q(1).div(d));
    }
    case 'pow': {
      const e = build(b).constantValue();
      if (!e || !isInt(e) || sign(e) < 0) throw new NotPolynomial();
      const k = Number(numer(e));
      const base = build(a);
      if (base.degree() * k > MAX_DEGREE) throw new NotPolynomial();
      let out = Poly.constant(q(1));
      for (let i = 0; i < k; i++) out = out.mul(base);
      return out;
    }
    default:
      throw new NotPolynomial();
  }
}

/** The expanded, collected polynomial of a node, or null when the node is not a polynomial. */
export function toPoly(node: MathNode): Poly | null {
  try {
    return build(node);
  } catch (e) {
    if (e instanceof NotPolynomial) return null;
    // Fraction throws on division by zero and similar; treat as "not a polynomial we can use".
    return null;
  }
}
