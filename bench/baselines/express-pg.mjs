// Baseline (c): GET /api/auth/me written the way the original Express + pg stack would, for the benchmark only.
// It must do the same database work as the real server so the ratio measures the stack, not the query:
// the exact SQL Drizzle generates for the session lookup (all columns of both tables, rowMode 'array'),
// the same named prepared statement, the same pool size, and the same JSON fields in the answer.
import { createHash } from 'node:crypto';
import express from 'express';
import pg from 'pg';

const COOKIE = 'bp_session';
const TOUCH_EVERY_MS = { learner: 5 * 60 * 1000, admin: 60 * 1000 };
const ADMIN_IDLE_MS = 30 * 60 * 1000;
const LEARNER_SESSION_MS = 30 * 24 * 3600 * 1000;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

// Copied from Drizzle's toSQL() for authRepository().findSession: keep them identical.
const LOOKUP_SQL =
  'select "users"."id", "users"."username", "users"."email", "users"."password_hash", "users"."role", "users"."first_name", ' +
  '"users"."last_name", "users"."age", "users"."plan", "users"."status", "users"."is_guest", "users"."onboarding_completed_at", ' +
  '"users"."last_active_at", "users"."created_at", "users"."updated_at", "sessions"."id", "sessions"."token_hash", ' +
  '"sessions"."user_id", "sessions"."created_at", "sessions"."last_seen_at", "sessions"."expires_at", "sessions"."revoked_at", ' +
  '"sessions"."user_agent", "sessions"."ip" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" ' +
  'where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > now()) limit $2';

async function findSession(tokenHash) {
  const { rows } = await pool.query({ name: 'session_lookup', text: LOOKUP_SQL, values: [tokenHash, 1], rowMode: 'array' });
  const r = rows[0];
  if (!r) return undefined;
  const user = {
    id: r[0],
    username: r[1],
    email: r[2],
    role: r[4],
    firstName: r[5],
    lastName: r[6],
    age: r[7],
    plan: r[8],
    status: r[9],
    isGuest: r[10],
    onboardingCompletedAt: r[11],
    createdAt: r[13],
  };
  const session = { id: r[15], lastSeenAt: r[19], expiresAt: r[20] };
  return { user, session };
}

// cookie-parser is not installed; one split is at most what it would cost, so this only favours Express.
function readCookie(header) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

// The same session rules as apps/server/src/modules/auth/auth.plugin.ts, so both sides take the same branches.
async function authenticate(req) {
  const token = readCookie(req.headers.cookie);
  if (!token || token.length > 100) return null;
  const found = await findSession(createHash('sha256').update(token).digest('hex'));
  if (!found) return null;
  const { user, session } = found;
  const now = Date.now();
  if (user.role === 'admin' && now - session.lastSeenAt.getTime() > ADMIN_IDLE_MS) {
    await pool.query('update "sessions" set "revoked_at" = now() where "id" = $1 and "revoked_at" is null', [session.id]);
    return null;
  }
  if (user.status === 'suspended') return null;
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS[user.role]) {
    const expiresAt = user.role === 'admin' ? session.expiresAt : new Date(now + LEARNER_SESSION_MS);
    await pool.query('update "sessions" set "last_seen_at" = $1, "expires_at" = $2 where "id" = $3', [
      new Date(now),
      expiresAt,
      session.id,
    ]);
    await pool.query('update "users" set "last_active_at" = $1 where "id" = $2', [new Date(now), user.id]);
  }
  return user;
}

const app = express();

app.get('/api/health', async (_req, res) => {
  await pool.query('select 1');
  res.json({ status: 'ok', database: 'postgres' });
});

app.get('/api/auth/me', async (req, res) => {
  const user = await authenticate(req);
  if (!user) {
    res.status(401).json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in.' });
    return;
  }
  res.json({
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    role: user.role,
    plan: user.plan,
    status: user.status,
    isGuest: user.isGuest,
    onboardingComplete: user.onboardingCompletedAt !== null,
    createdAt: user.createdAt.toISOString(),
  });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
const shutdown = () => server.close(() => pool.end().finally(() => process.exit(0)));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
