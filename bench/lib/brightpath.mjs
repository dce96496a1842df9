// The real server as users get it: the esbuild bundle, started with production settings.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.mjs';
import { startNodeServer } from './processes.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'apps/server/dist/main.js');
const WORK = join(ROOT, 'bench/.work'); // git-ignored

function newest(dir) {
  let max = 0;
  if (!existsSync(dir)) return max;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

/**
 * Builds the server when its bundle is missing. A bundle older than its sources is used as it is (rebuilding
 * would pull dist/ from under anything else running it) but reported, in the console and in RESULTS.md.
 */
export function ensureServerBuild() {
  if (!existsSync(MAIN)) {
    console.log('Building the server...');
    execSync('npm run build -w @brightpath/server', { cwd: ROOT, stdio: 'inherit' });
  }
  const info = bundleInfo();
  if (info.stale)
    console.warn(
      'warning: apps/server/dist/main.js is older than its sources; run `npm run build -w @brightpath/server` for current figures',
    );
}

/** When the benchmarked bundle was built, and whether sources changed since. */
export function bundleInfo() {
  const builtAt = statSync(MAIN).mtimeMs;
  const sources = Math.max(...['packages/shared/src', 'apps/server/src', 'apps/server/drizzle'].map((d) => newest(join(ROOT, d))));
  return { builtAt: new Date(builtAt).toISOString(), stale: sources > builtAt };
}

/**
 * Starts dist/main.js on PostgreSQL (databaseUrl) or on PGlite in a fresh data folder.
 * `env`: extra settings for this run (the tutor suite points the tutor at its fake provider).
 */
export async function startBrightpath({ name, databaseUrl, env: extra = {} }) {
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Registration is rate-limited per IP; the bench registers from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...extra,
  };
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
  } else {
    mkdirSync(WORK, { recursive: true });
    const dataDir = mkdtempSync(join(WORK, 'pglite-'));
    onCleanup(`data dir ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
  }
  return startNodeServer({ name, script: MAIN, env, readyPath: '/api/health', cwd: ROOT });
}

/** Registers a fresh learner and returns the `bp_session=...` pair to send as the Cookie header. */
export async function registerUser(base) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    // The same-origin rule: Origin must equal http://<Host>, and fetch sends Host 127.0.0.1:PORT.
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: `bench_${suffix}`, email: `bench_${suffix}@example.test`, password: 'bench-password-1' }),
  });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${body}`);
  const pair = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('bp_session='));
  if (!pair) throw new Error('register set no bp_session cookie');
  return pair;
}

/** One GET with the cookie; fails unless it answers 200 with JSON. Used to check a target before loading it. */
export async function getJson(url, cookie) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** POSTs JSON with the cookie and the same-origin header; fails unless the status is `expect`. Returns the parsed body and response. */
export async function postJson(base, path, body, cookie, expect = [200, 201]) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!expect.includes(res.status)) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return { res, json: text ? JSON.parse(text) : undefined };
}

/** The quickest learner with an age: a guest account plus a skipped onboarding profile. Returns { id, cookie }. */
export async function guestLearner(base, age) {
  const { res, json } = await postJson(base, '/api/auth/guest', {}, undefined, [201]);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('bp_session='));
  if (!cookie) throw new Error('guest set no bp_session cookie');
  await postJson(base, '/api/users', { firstName: 'Bench', age, skipped: true }, cookie, [201]);
  return { id: json.user.id, cookie };
}
