// Repositories of learner data are bound to their owner before they can be used: a module's repository
// factory answers only `forUser(userId)` (and, for operators' cross-learner views, `forAdmin(user)`), and
// every query inside is written against the bound id. A query of learner data without its owner cannot be
// written, because no function outside the binding can reach the tables' rows (docs/decisions/015).

/** Thrown when a repository is bound without a real owner: a programming error, never a client's. */
export class MissingOwnerError extends Error {
  constructor(what: string) {
    super(`A repository of learner data needs its owner: ${what}`);
    this.name = 'MissingOwnerError';
  }
}

/** `build` bound to a learner's id, which must be a positive integer. */
export function ownedBy<T>(build: (userId: number) => T): (userId: number) => T {
  return (userId) => {
    if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId < 1) throw new MissingOwnerError(`got ${String(userId)}`);
    return build(userId);
  };
}

/** `build` for an operator: only an account whose role is admin may have it. */
export function adminOnly<T>(build: () => T): (caller: { role: string } | null | undefined) => T {
  return (caller) => {
    if (caller?.role !== 'admin') throw new MissingOwnerError('an operator view needs an administrator');
    return build();
  };
}
