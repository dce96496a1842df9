// nerdamer-prime wrapper: an independent CAS used to solve equations and differentiate, so our own
// step-by-step working is cross-checked by a second engine.
//
// The package's "import" condition resolves to its ESM bundle (all.esm.min.mjs, which already
// includes the Solve, Calculus and Algebra add-ons), so a default import works under tsx, vitest and
// Node running the esbuild bundle (nerdamer stays an external package there).
import nerdamer from 'nerdamer-prime';
import { evaluate } from 'mathjs';

/**
 * nerdamer keeps every parsed expression in a global history list; a long-running server would
 * grow it forever, so every call clears it. nerdamer also arms its own timeout (800 ms by default),
 * which bounds a pathological input.
 */
function run<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  } finally {
    try {
      nerdamer.flush();
    } catch {
      /* nothing to clear */
    }
  }
}

/** Split '[a,b(c,d)]' at top-level commas. */
function splitList(text: string): string[] {
  const body = text.trim().replace(/^\[/, '').replace(/\]$/, '');
  if (!body) return [];
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of body) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

export interface CasRoot {
  text: string;
  re: number;
  im: number;
}

/** Roots of an equation ('2*x + 3 = 7') in one variable, numerically evaluated; null when nerdamer fails. */
export function casSolve(equation: string, variable: string): CasRoot[] | null {
  return run(() => {
    const result = nerdamer.solve(equation, variable).toString();
    return splitList(result).map((text) => {
      const v: unknown = evaluate(text);
      if (typeof v === 'number') return { text, re: v, im: 0 };
      const c = v as { re?: number; im?: number };
      return { text, re: Number(c.re ?? NaN), im: Number(c.im ?? NaN) };
    });
  });
}

/** The derivative in nerdamer's text form ('2+3*x^2'), or null when nerdamer fails. */
export function casDiff(expression: string, variable: string): string | null {
  return run(() => nerdamer.diff(expression, variable).toString());
}

/** nerdamer's expanded form of an expression, or null. */
export function casExpand(expression: string): string | null {
  return run(() => nerdamer(`expand(${expression})`).toString());
}
