import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, parse as pgliteParse, protocol, types } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * The database, or a transaction in it: repositories take either. No schema is attached (no relational
 * `db.query`): each module declares its own tables in <module>.schema.ts and queries them with the builder.
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
  | { kind: 'pglite'; dataDir?: string; client?: PGlite };

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
  let client = opts.client;
  if (!client) {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
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

/** As drizzle's PGlite driver reads raw rows: dates, times and intervals stay the strings the database wrote. */
const RAW_ROWS = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
      oid,
      (value: string) => value,
    ]),
  ),
};

/** The statements prepared in each PGlite instance: name -> the types of their parameters. */
const preparedInPglite = new WeakMap<PGlite, Map<string, number[]>>();
const message = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/**
 * A named prepared statement in PGlite, which has no API for one: parsed (and its parameters' types read) once per
 * instance through the wire protocol, then bound and executed in one call. For the tutor turn's statement, parsing
 * and analysing its text took two thirds of its time. The instance's two locks are taken as its own `query` takes
 * them, so the statement never runs inside another caller's transaction or between another statement's messages.
 */
function executeNamedInPglite(client: PGlite, name: string, text: string, params: unknown[]): Promise<unknown> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let statements = preparedInPglite.get(client);
      if (!statements) preparedInPglite.set(client, (statements = new Map()));
      let paramTypes = statements.get(name);
      if (!paramTypes) {
        const described = await client.execProtocol(
          message(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()),
          { syncToFs: false },
        );
        paramTypes = pgliteParse.parseDescribeStatementResults(described.messages);
        statements.set(name, paramTypes);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        message(
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ),
      );
      return pgliteParse.parseResults(messages, client.parsers, RAW_ROWS)[0];
    }),
  );
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
    ): { execute(): Promise<unknown> };
  };
};

/**
 * Runs a raw statement as a named prepared statement: the database parses and analyses it once per connection (or
 * PGlite instance) instead of on every call. The name carries a hash of the text, so two texts never share one.
 * For the statements of the hot path (a tutor turn); anything else uses `db.execute`. Inside a PGlite transaction it
 * runs as it is (the transaction's client speaks no wire protocol).
 */
export function executePrepared(db: Db, name: string, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const id = createHash('sha1').update(built.sql).digest('base64url').slice(0, 12);
  if (session.client instanceof PGlite) return executeNamedInPglite(session.client, `${name}_${id}`, built.sql, built.params);
  return session.prepareQuery(built, undefined, `${name}_${id}`, false).execute();
}
