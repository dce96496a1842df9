import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedAuth } from './session-cache.ts';

const entry = (userId: number, expiresInMs = 3600_000): CachedAuth =>
  ({ user: { id: userId }, session: { id: userId * 10, expiresAt: new Date(Date.now() + expiresInMs) } }) as unknown as CachedAuth;

describe('SessionCache', () => {
  it('keeps nothing while it cannot hear change notifications', () => {
    const c = new SessionCache();
    c.set('a', entry(1), c.ticket());
    expect(c.get('a')).toBeUndefined();
  });

  it('serves an entry until the user is evicted', () => {
    const c = new SessionCache();
    c.enabled = true;
    c.set('a', entry(1), c.ticket());
    c.set('b', entry(1), c.ticket());
    c.set('c', entry(2), c.ticket());
    expect(c.get('a')?.user.id).toBe(1);
    c.evictUser(1);
    expect(c.get('a')).toBeUndefined();
    expect(c.get('b')).toBeUndefined();
    expect(c.get('c')?.user.id).toBe(2);
  });

  it('does not cache a lookup that started before an eviction (it may be stale)', () => {
    const c = new SessionCache();
    c.enabled = true;
    const ticket = c.ticket();
    c.evictUser(7);
    c.set('a', entry(1), ticket);
    expect(c.get('a')).toBeUndefined();
  });

  it('never serves an expired session, and drops entries after the backstop TTL', () => {
    const c = new SessionCache();
    c.enabled = true;
    c.set('old', entry(1, -1), c.ticket());
    expect(c.get('old')).toBeUndefined();
    const now = Date.now();
    c.set('a', entry(2), c.ticket(), now);
    expect(c.get('a', now + 59_000)).toBeDefined();
    expect(c.get('a', now + 61_000)).toBeUndefined();
  });
});
