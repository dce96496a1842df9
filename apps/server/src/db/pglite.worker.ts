// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs its statements and its file
// writes here, beside the server's event loop instead of on it (pglite-thread.ts is the other end).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { executeNamedInPglite, rawParsersOf } from './pglite-protocol.ts';
import type { ThreadError, ThreadReply, ThreadRequest } from './pglite-thread.ts';

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

/** A transaction kept open for the server until it says how it ends. */
type Open = { client: Transaction; end: (commit: boolean) => void; done: Promise<void> };
const transactions = new Map<number, Open>();
const listening = new Map<number, () => Promise<void>>();
let nextTransaction = 1;
const ROLLBACK = new Error('rolled back by the server');

const errorOf = (err: unknown): ThreadError => {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & Record<string, unknown>;
  const fields: ThreadError = { message: e.message };
  for (const key of ['code', 'constraint', 'detail', 'severity', 'table', 'column', 'schema', 'hint', 'position'] as const)
    if (typeof e[key] === 'string') fields[key] = e[key];
  return fields;
};

const reply = (message: ThreadReply) => port.postMessage(message);

async function begin(db: PGlite): Promise<number> {
  const id = nextTransaction++;
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  const done = db
    .transaction(async (client) => {
      transactions.set(id, { client, end, done });
      opened();
      if (!(await ended)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (err: unknown) => {
        if (err !== ROLLBACK) throw err;
      },
    );
  // A transaction that could not begin rejects before it opens.
  await Promise.race([isOpen, done]);
  return id;
}

async function handle(db: PGlite, m: ThreadRequest): Promise<unknown> {
  switch (m.op) {
    case 'query': {
      const client = m.transaction ? transactions.get(m.transaction)?.client : db;
      if (!client) throw new Error('The transaction has ended.');
      const r = await client.query(m.sql, m.params, { rowMode: m.rowMode });
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'exec': {
      const client = m.transaction ? transactions.get(m.transaction)?.client : db;
      if (!client) throw new Error('The transaction has ended.');
      return (await client.exec(m.sql)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'prepared': {
      const r = await executeNamedInPglite(db, m.name, m.sql, m.params);
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'begin':
      return begin(db);
    case 'end': {
      const open = transactions.get(m.transaction);
      if (!open) throw new Error('The transaction has ended.');
      transactions.delete(m.transaction);
      open.end(m.commit);
      await open.done;
      return null;
    }
    case 'listen':
      listening.set(m.listener, await db.listen(m.channel, (payload) => reply({ op: 'notify', listener: m.listener, payload })));
      return null;
    case 'unlisten':
      await listening.get(m.listener)?.();
      listening.delete(m.listener);
      return null;
    case 'close':
      await db.close();
      return null;
  }
}

async function main() {
  let db: PGlite;
  try {
    db = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
    await db.waitReady;
    // Every statement from the server reads rows as drizzle's PGlite driver does; merged once, not on every call.
    db.parsers = rawParsersOf(db);
  } catch (err) {
    reply({ op: 'failed', error: errorOf(err) });
    return;
  }
  port.on('message', (m: ThreadRequest) => {
    handle(db, m).then(
      (result) => reply({ id: m.id, result }),
      (err: unknown) => reply({ id: m.id, error: errorOf(err) }),
    );
  });
  reply({ op: 'ready' });
}

void main();
