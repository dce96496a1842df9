import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.ts';

export const ORIGIN = 'http://localhost:80';

/** A fresh database for one test file: a copy of the migrated template (PGlite or PostgreSQL). */
export async function createTestDatabase(): Promise<Database> {
  const pgTemplate = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate && url) {
    const name = `bp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const tar = readFileSync(inject('pgliteTemplate'));
  const client = new PGlite({ loadDataDir: new Blob([tar]), extensions: PGLITE_EXTENSIONS });
  return openDatabase({ kind: 'pglite', client });
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env });
}

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

/** The whole app with the settings of `env`, on `database` or a fresh one (closed with the app), the tutor's parts as given. */
export async function createTestApp(env: Record<string, string> = {}, database?: Database, tutor?: AppOptions['tutor']): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const app = await buildApp({ config: testConfig(env), database: db, logger: false, tutor });
  await app.ready();
  return {
    app,
    database: db,
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((k) => k.name === 'bp_session');
  if (!c) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `bp_session=${c.value}`;
}

let counter = 0;
export function uniqueUser(prefix = 'learner') {
  counter += 1;
  const id = `${prefix}${counter}_${randomBytes(3).toString('hex')}`;
  return { username: id, email: `${id}@example.com`, password: 'correct horse battery' };
}

export async function post(app: FastifyInstance, url: string, payload?: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: payload === undefined ? '' : JSON.stringify(payload),
  });
}

export async function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

export async function registerUser(app: FastifyInstance, user = uniqueUser(), cookie?: string) {
  const res = await post(app, '/api/auth/register', user, cookie);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { user, cookie: sessionCookie(res), me: res.json().user };
}
