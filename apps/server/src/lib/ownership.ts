// Learner data is read and written for an owner, and the owner is a type: `OwnerId`, a learner's id that only the
// signed-in session (auth.api.ts requireUser) or an explicit access decision (an administrator's, `adminOnly`; a
// Family plan owner's, `familyOwnerOnly`) can give. A module's repository factory answers only `forUser(owner)` (and, for operators' cross-learner views,
// `forAdmin(user)`); every function of a module's *.api.ts that reads or writes learner data, scalar subqueries
// included, takes an `Owner`. A plain number or a column does not compile where an owner is due, so a query spanning
// every learner cannot be written by accident (docs/decisions/015; the type test ownership.types.test.ts).
import { Column, getTableName, is, sql, type SQLWrapper } from 'drizzle-orm';

declare const OWNER: unique symbol;

/** A learner's id as the owner of the data a query reads or writes. Made by `asOwner`, never by a cast. */
export type OwnerId = number & { readonly [OWNER]: 'id' };

/**
 * The owner inside a statement: the placeholder of a prepared statement whose value is an `OwnerId`
 * (db/client.ts `Placeholders`), or a learner column an administrator's access decision opened (`AdminScope`).
 */
export type OwnerSql = SQLWrapper & { readonly [OWNER]: 'sql' };

/** Whom a function of learner data is for: an owner's id, or the owner as SQL inside a statement. */
export type Owner = OwnerId | OwnerSql;

/** Thrown when a repository is bound without a real owner: a programming error, never a client's. */
export class MissingOwnerError extends Error {
  constructor(what: string) {
    super(`A repository of learner data needs its owner: ${what}`);
    this.name = 'MissingOwnerError';
  }
}

/**
 * An account's id as an owner. Only the auth module (the signed-in session) and tests may call this; lint refuses
 * the import anywhere else (eslint.config.js), and an administrator's access goes through `adminOnly`.
 */
export function asOwner(userId: number): OwnerId {
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId < 1) throw new MissingOwnerError(`got ${String(userId)}`);
  return userId as OwnerId;
}

/** `build` bound to a learner, whose id must be a real owner (checked again at run time: a cast would get past the type). */
export function ownedBy<T>(build: (owner: OwnerId) => T): (owner: OwnerId) => T {
  return (owner) => build(asOwner(owner));
}

/**
 * The access decision of an administrator: the one sanctioned way to read across learners (the moderation record,
 * later the admin console, the family owner's view and refunds), and every such read is audited.
 */
export type AdminScope = {
  /** A learner column of the rows being read (moderation_events.user_id), usable wherever an owner is due. */
  anyOwner(column: SQLWrapper): OwnerSql;
};

/**
 * A column named with its table, always: drizzle writes a column of a one-table statement bare ("user_id"), and inside
 * another module's scalar subquery a bare name would be read as that subquery's own column when its table has one of the
 * same name (tutoring_sessions.id for users.id).
 */
const qualified = (column: SQLWrapper): SQLWrapper =>
  is(column, Column) ? sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}` : column;

const adminScope: AdminScope = { anyOwner: (column) => qualified(column) as OwnerSql };

/** The administrator acting: the signed-in account (auth.api.ts requireAdmin). */
export type AdminActor = { id: number; username: string | null; role: string };

/** One operator read as the audit log keeps it (modules/admin admin_audit_log): who, what, about whom, with what. */
export type AdminRead = {
  actorId: number;
  actorUsername: string;
  action: string;
  targetUserId: number | null;
  detail: Record<string, unknown>;
};

/** Where reads are recorded (admin.api.ts `adminAudit`). A read runs only once its record is written. */
export type AdminAudit = (read: AdminRead) => Promise<void>;

/** The reads an operator view offers: each takes its parameters (filters, page) as one object, or nothing. */
type AdminReads = Record<string, (...params: never[]) => Promise<unknown>>;

/**
 * `build` for an operator: only an account whose role is admin may have it, with the administrator's scope; each of
 * its reads is recorded in `audit` as '<resource>.<read>' with its parameters (and the learner a `userId` parameter
 * names) before it runs.
 */
export function adminOnly<T extends AdminReads>(
  resource: string,
  audit: AdminAudit,
  build: (scope: AdminScope) => T,
): (caller: AdminActor | null | undefined) => T {
  return (caller) => {
    if (caller?.role !== 'admin') throw new MissingOwnerError('an operator view needs an administrator');
    const reads = build(adminScope);
    const audited = Object.entries(reads).map(([name, read]) => {
      const run = async (params?: Record<string, unknown>) => {
        const detail = Object.fromEntries(Object.entries(params ?? {}).filter(([, v]) => v !== undefined));
        const target = typeof detail.userId === 'number' ? detail.userId : null;
        await audit({
          actorId: caller.id,
          actorUsername: caller.username ?? `account ${caller.id}`,
          action: `${resource}.${name}`,
          targetUserId: target,
          detail,
        });
        return (read as (p?: Record<string, unknown>) => Promise<unknown>)(params);
      };
      return [name, run];
    });
    return Object.fromEntries(audited) as T;
  };
}

/** The owner of a Family plan acting: the signed-in account (auth.api.ts requireUser). */
export type FamilyOwnerActor = { id: OwnerId; username: string | null };

/** Whether `memberId` is a member of the Family plan `owner` owns, read from the database when asked. */
export type FamilyMembership = (owner: OwnerId, memberId: number) => Promise<boolean>;

/**
 * The access decision of a Family plan's owner (DESIGN.md decision 10): the one way an owner reads (or acts on) a
 * member's account. `isMember` is asked first, in the database; only for an account that is a member of the caller's
 * family now does `build` get the member as an owner (and the family's owner, to scope its writes by), and each of its operations is recorded in `audit` as
 * '<resource>.<operation>', the owner as actor and the member as target, before it runs (a read whose record cannot be
 * written does not run). Null: the account named is no member of the caller's family (the route's 404).
 */
export function familyOwnerOnly<T extends AdminReads>(
  resource: string,
  isMember: FamilyMembership,
  audit: AdminAudit,
  build: (member: OwnerId, owner: OwnerId) => T,
): (caller: FamilyOwnerActor, memberId: number) => Promise<T | null> {
  return async (caller, memberId) => {
    const owner = asOwner(caller.id);
    if (!Number.isSafeInteger(memberId) || memberId < 1 || memberId === owner) return null;
    if (!(await isMember(owner, memberId))) return null;
    const reads = build(asOwner(memberId), owner);
    const audited = Object.entries(reads).map(([name, read]) => {
      const run = async (params?: Record<string, unknown>) => {
        const detail = Object.fromEntries(Object.entries(params ?? {}).filter(([, v]) => v !== undefined));
        await audit({
          actorId: owner,
          actorUsername: caller.username ?? `account ${owner}`,
          action: `${resource}.${name}`,
          targetUserId: memberId,
          detail,
        });
        return (read as (p?: Record<string, unknown>) => Promise<unknown>)(params);
      };
      return [name, run];
    });
    return Object.fromEntries(audited) as T;
  };
}

/**
 * What the accounts of one Family plan show of each other (their names; the owner, a member's age), inside a
 * statement the caller's own family rows scope: the members of the family the caller owns, the owner of the family the
 * caller is a member of, the owner of an invitation whose token the caller holds. `relative` makes the column naming
 * the other account of those rows usable where an owner is due; a statement not scoped so must not use it.
 */
export type FamilyScope = {
  relative(column: SQLWrapper): OwnerSql;
};

const familyScope: FamilyScope = { relative: (column) => column as OwnerSql };

/** `build` for the caller of a family request, with the family's scope (family.repository.ts). */
export function familyScoped<T>(build: (caller: OwnerId, scope: FamilyScope) => T): (caller: OwnerId) => T {
  return (caller) => build(asOwner(caller), familyScope);
}

/**
 * One operator change as the audit log keeps it, written in the transaction that makes the change: who, what, about
 * whom, why, and the state before and after.
 */
export type AdminChange = AdminRead & { reason: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

/** Where changes are recorded, inside the transaction `tx` of the change (admin.api.ts `adminChanges`). */
export type AdminChangeLog<Tx> = (tx: Tx, change: AdminChange) => Promise<void>;

/** What an administrator's action may do that nobody else's can: name an account's data, and record the change. */
export type AdminActionScope<Tx> = AdminScope & {
  /** The account an action names (a status change, a deletion of everything it holds), as the owner of its data. */
  owner(userId: number): OwnerId;
  /**
   * Records the action `<resource>.<operation>` in the audit log, in the transaction `tx` that makes the change: the
   * change and its record are committed together or not at all.
   */
  record(
    tx: Tx,
    operation: string,
    change: { targetUserId: number | null; reason: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  ): Promise<void>;
};

/**
 * `build` for an operator's actions (changes): only an account whose role is admin may have them. Each action
 * records itself with `scope.record` in its own transaction, with its reason and the state before and after, since
 * only the action knows them; `adminOnly` is the path for reads.
 */
export function adminActions<Tx, T>(
  resource: string,
  log: AdminChangeLog<Tx>,
  build: (scope: AdminActionScope<Tx>) => T,
): (caller: AdminActor | null | undefined) => T {
  return (caller) => {
    if (caller?.role !== 'admin') throw new MissingOwnerError('an operator action needs an administrator');
    return build({
      ...adminScope,
      owner: (userId) => asOwner(userId),
      record: (tx, operation, change) =>
        log(tx, {
          actorId: caller.id,
          actorUsername: caller.username ?? `account ${caller.id}`,
          action: `${resource}.${operation}`,
          detail: {},
          ...change,
        }),
    });
  };
}
