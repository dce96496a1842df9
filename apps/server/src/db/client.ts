import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { executeNamedInPglite } from './pglite-protocol.ts';
import { PgliteThread } from './pglite-thread.ts';
import { is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { OwnerId, OwnerSql } from '../lib/ownership.ts';

/**
 * The database, or a transaction in it: repositories take either. No schema is attached (no relational
 * `db.query`): each module declares its own tables in <module>.tables.ts and queries them with the builder.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The rows of a raw statement (`db.execute`): node-postgres and PGlite both answer an object with `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Runs `work` in one transaction, handing it the transaction typed as a Db, so repositories written
 * against Db work inside and outside a transaction alike. Drizzle types a transaction as its own class;
 * the two share the query builder, and this is the one place the types are bridged.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

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
  | { kind: 'postgres'; url: string; poolSize?: number; onConnectionError?: (err: Error) => void }
  /** `client`: a PGlite opened by the caller, with PGLITE_EXTENSIONS (pglite-extensions.ts). */
  | { kind: 'pglite'; dataDir?: string; client?: PGlite }
  /** The database under dataDir in its own thread (pglite-thread.ts); `onLost` when the thread dies. */
  | { kind: 'pglite'; dataDir: string; thread: true; onLost?: (err: Error) => void };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection that the server ends (a restart, a failover, an administrator's terminate, a
    // dropped test database) is removed from the pool, and the next query opens a new one. Without a
    // listener, pg re-throws the error and the process dies.
    pool.on('error', (err) => opts.onConnectionError?.(err));
    // The pool's end() resolves once it has asked its connections to close, not once they have: count
    // them, so close() returns only when no connection is left to be terminated later.
    let open = 0;
    let drained: (() => void) | undefined;
    pool.on('connect', (client) => {
      open += 1;
      // Errors of a connection in use reach its query; this keeps a late one from being thrown.
      client.on('error', () => undefined);
    });
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) drained?.();
    });
    const db = drizzlePg({ client: pool }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    const listeners = new Map<pg.Client, () => void>();
    let closed = false;
    const listen: Database['listen'] = async (channel, onMessage, onLost) => {
      if (closed) throw new Error('The database is closed.');
      // A dedicated connection: a pooled one would be handed to other queries.
      const client = new pg.Client({ connectionString: opts.url });
      let stopped = false;
      // Called once, whether the connection errs, ends, or both; never after we stopped it ourselves.
      const lost = () => {
        if (stopped) return;
        stopped = true;
        listeners.delete(client);
        client.end().catch(() => undefined);
        onLost();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
      const stop = () => {
        stopped = true;
        listeners.delete(client);
      };
      listeners.set(client, stop);
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (err) {
        stop();
        await client.end().catch(() => undefined);
        throw err;
      }
      return async () => {
        stop();
        await client.end().catch(() => undefined);
      };
    };
    const close = async () => {
      closed = true;
      await Promise.all(
        [...listeners].map(([c, stop]) => {
          stop();
          return c.end().catch(() => undefined);
        }),
      );
      const allEnded = new Promise<void>((resolve) => (open === 0 ? resolve() : (drained = resolve)));
      await pool.end();
      await allEnded;
    };
    return { db, kind: 'postgres', close, listen };
  }
  if ('thread' in opts) {
    mkdirSync(opts.dataDir, { recursive: true });
    const thread = await PgliteThread.start(opts.dataDir, opts.onLost);
    try {
      const db = drizzlePglite({ client: thread as unknown as PGlite }) as unknown as Db;
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
      const listen: Database['listen'] = async (channel, onMessage) => {
        // The thread's database is the only connection there is: nothing is lost while the thread lives.
        const unlisten = await thread.listen(channel, onMessage);
        return () => unlisten();
      };
      return { db, kind: 'pglite', close: () => thread.close(), listen };
    } catch (err) {
      await thread.close().catch(() => undefined);
      throw err;
    }
  }
  let client = opts.client;
  if (!client) {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(opts.dataDir, { extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite({ client }) as unknown as Db;
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

type Internals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    client: unknown;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(values: Values): Promise<unknown> };
  };
};

/** The values of a prepared statement's named parameters. */
type Values = Record<string, unknown>;
/** What a statement's text is built from: a placeholder for each named parameter (`p.userId`). */
export type Placeholders<V extends Values> = {
  // A parameter whose value is an owner's id stands for that owner in the statement (lib/ownership.ts OwnerSql).
  readonly [K in keyof V]: V[K] extends OwnerId ? Placeholder<K & string> & OwnerSql : Placeholder<K & string>;
};

export type PreparedStatement<V extends Values> = {
  /** Runs the statement with these values on `db` (or inside the transaction `db` is). */
  run(db: Db, values: V): Promise<unknown>;
};

/**
 * A statement of the hot path (a tutor turn) as a named prepared statement: its text is built and named once, the
 * database parses and analyses it once per connection (or PGlite instance), and each call only binds its values.
 * `build` writes the statement with `p.<name>` where a value goes; constants may be interpolated as usual. The name
 * carries a hash of the text, so two texts never share one. Anything else uses `db.execute`. Inside a PGlite
 * transaction it runs as it is (the transaction's client speaks no wire protocol); in the database thread, the
 * thread prepares it.
 */
export function preparedStatement<V extends Values>(name: string, build: (p: Placeholders<V>) => SQL): PreparedStatement<V> {
  let built: { name: string; sql: string; params: unknown[]; names: (string | undefined)[] } | undefined;
  // drizzle's own prepared query, per session (a connection pool, or a transaction's connection).
  const drizzleQueries = new WeakMap<object, { execute(values: Values): Promise<unknown> }>();
  const statement = (dialect: Internals['dialect']) => {
    if (!built) {
      const placeholders = new Proxy({} as Placeholders<V>, { get: (_target, key) => sql.placeholder(String(key)) });
      const query = dialect.sqlToQuery(build(placeholders));
      const id = createHash('sha1').update(query.sql).digest('base64url').slice(0, 12);
      // Which parameter is which placeholder, read once. A placeholder is interpolated as it is (`${p.userId}`), never
      // wrapped in a typed Param, whose encoding the binding below would skip.
      if (query.params.some((p) => is(p, Param))) throw new Error(`${name}: interpolate placeholders as they are, not as typed params`);
      const names = query.params.map((p) => (is(p, Placeholder) ? p.name : undefined));
      built = { name: `${name}_${id}`, ...query, names };
    }
    return built;
  };
  const bind = (s: NonNullable<typeof built>, values: Values) =>
    s.params.map((constant, i) => {
      const key = s.names[i];
      if (key === undefined) return constant;
      if (!(key in values)) throw new Error(`No value for placeholder "${key}" was provided`);
      return values[key];
    });
  return {
    async run(db, values) {
      const { dialect, session } = db as unknown as Internals;
      const s = statement(dialect);
      if (session.client instanceof PGlite) return executeNamedInPglite(session.client, s.name, s.sql, bind(s, values));
      if (session.client instanceof PgliteThread) return session.client.prepared(s.name, s.sql, bind(s, values));
      let query = drizzleQueries.get(session);
      if (!query) drizzleQueries.set(session, (query = session.prepareQuery(s, undefined, s.name, false)));
      return query.execute(values);
    },
  };
}
