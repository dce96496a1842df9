/**
 * The unique index a statement ran into (PostgreSQL's 23505), or null for any other error. Drizzle may wrap
 * the driver's error, whose code and constraint are then on `cause`; PGlite names no constraint ('').
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}
