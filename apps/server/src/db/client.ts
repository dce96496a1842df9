import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * LISTEN on a channel; `onLost` is called when the listening connection drops (notifications may then
   * have been missed). Resolves to a function that stops listening.
   */
  listen: (channel: string, onMessage: (payload: string) => void, onLost: () => void) => Promise<() => Promise<void>>;
};

/** The committed migrations, found from src/db (development, tests) or dist (the built server). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../drizzle'), resolve(here, '../drizzle'), resolve(process.cwd(), 'apps/server/drizzle')];
  const found = candidates.find((p) => existsSync(resolve(p, 'meta/_journal.json')));
  if (!found) throw new Error('Migrations folder not found');
  return found;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; client?: PGlite };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    const listeners = new Set<pg.Client>();
    const listen: Database['listen'] = async (channel, onMessage, onLost) => {
      // A dedicated connection: a pooled one would be handed to other queries.
      const client = new pg.Client({ connectionString: opts.url });
      await client.connect();
      listeners.add(client);
      let stopped = false;
      client.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
      client.on('error', () => !stopped && onLost());
      client.on('end', () => !stopped && onLost());
      await client.query(`LISTEN ${channel}`);
      return async () => {
        stopped = true;
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    };
    const close = async () => {
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await pool.end();
    };
    return { db, kind: 'postgres', close, listen };
  }
  let client = opts.client;
  if (!client) {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  const owned = client;
  const listen: Database['listen'] = async (channel, onMessage) => {
    // In-process: the only connection there is, so nothing can be lost.
    const unlisten = await owned.listen(channel, onMessage);
    return async () => {
      if (!owned.closed) await unlisten();
    };
  };
  return { db, kind: 'pglite', close: () => owned.close(), listen };
}
