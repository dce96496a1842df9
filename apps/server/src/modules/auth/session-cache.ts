import type { SessionRow, UserRow } from './auth.repository.ts';

export type CachedAuth = { user: UserRow; session: SessionRow };

/** The channel the users and sessions triggers notify on (migration 0004), with the user id as payload. */
export const AUTH_CHANNEL = 'bp_auth';

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * Session lookups kept in memory so the hot authenticated read needs no database round trip.
 * Exact, not just short-lived: every UPDATE or DELETE of a user or session row notifies AUTH_CHANNEL
 * (database triggers), and every instance listening evicts that user's entries; a lost listening
 * connection turns the cache off until it is back. The TTL is only a backstop.
 */
export class SessionCache {
  private entries = new Map<string, CachedAuth & { at: number }>();
  private byUser = new Map<number, Set<string>>();
  /** Bumped by every eviction: a lookup that started before one must not be cached (it may be stale). */
  private generation = 0;
  enabled = false;

  /** Call before reading the database; pass the result to set(). */
  ticket() {
    return this.generation;
  }

  get(tokenHash: string, now = Date.now()): CachedAuth | undefined {
    if (!this.enabled) return undefined;
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (now - e.at > TTL_MS || e.session.expiresAt.getTime() <= now) {
      this.delete(tokenHash, e.user.id);
      return undefined;
    }
    return e;
  }

  set(tokenHash: string, value: CachedAuth, ticket: number, now = Date.now()) {
    if (!this.enabled || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.entries.set(tokenHash, { ...value, at: now });
    let set = this.byUser.get(value.user.id);
    if (!set) this.byUser.set(value.user.id, (set = new Set()));
    set.add(tokenHash);
  }

  evictUser(userId: number) {
    this.generation += 1;
    const set = this.byUser.get(userId);
    if (!set) return;
    for (const hash of set) this.entries.delete(hash);
    this.byUser.delete(userId);
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  get size() {
    return this.entries.size;
  }

  private delete(tokenHash: string, userId: number) {
    this.entries.delete(tokenHash);
    this.byUser.get(userId)?.delete(tokenHash);
  }
}
