import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { RAW_PARSERS } from './pglite-protocol.ts';

/** What the server asks of the database thread (pglite.worker.ts); `transaction` runs a statement inside one. */
export type ThreadRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; transaction?: number }
  | { op: 'exec'; sql: string; transaction?: number }
  | { op: 'prepared'; name: string; sql: string; params: unknown[] }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; listener: number; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'close' }
);
export type ThreadError = { message: string } & Partial<
  Record<'code' | 'constraint' | 'detail' | 'severity' | 'table' | 'column' | 'schema' | 'hint' | 'position', string>
>;
export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: ThreadError }
  | { op: 'notify'; listener: number; payload: string }
  | { op: 'ready' }
  | { op: 'failed'; error: ThreadError };

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number | string, unknown> };

/**
 * The thread's code: the built file beside main.js, else the TypeScript source (development and tests), loaded
 * after tsx's loader is registered in the new thread.
 */
function workerCode(): { code: URL | string; eval: boolean } {
  const built = new URL('./pglite.worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { code: built, eval: false };
  const source = new URL('./pglite.worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source))) throw new Error('The database thread’s file was not found');
  // tsx's ESM API (its package exports the CommonJS build to require.resolve, whose register() cannot be used here).
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  return {
    code: `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`,
    eval: true,
  };
}

/** An error of the database as the thread reported it, with PostgreSQL's fields (code, constraint...) kept. */
const databaseError = (e: ThreadError) => Object.assign(new Error(e.message), e);

/** drizzle reads rows with its own parsers; the thread applies the same ones (RAW_PARSERS), so no other set is taken. */
const KNOWN_PARSERS = new Set(Object.keys(RAW_PARSERS));
function checkOptions(options: QueryOptions | undefined): 'array' | 'object' {
  const given = Object.keys(options?.parsers ?? {});
  if (given.some((oid) => !KNOWN_PARSERS.has(oid))) throw new Error('The database thread reads rows with drizzle’s parsers only.');
  return options?.rowMode ?? 'object';
}

/**
 * The embedded database in its own thread, as a client of drizzle's PGlite driver (the part of PGlite's API that
 * the driver uses: query, exec, transaction), plus named prepared statements and LISTEN. Statements, their
 * parsing and the database's file writes run beside the event loop, not on it. A thread that dies fails every
 * waiting and later call (`onExit` is told, so the server can stop: the database is gone).
 */
export class PgliteThread {
  closed = false;
  private readonly calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing = false;

  private constructor(private readonly worker: Worker) {}

  /** Opens (and creates, if new) the database under `dataDir` in a new thread. */
  static start(dataDir: string, onExit?: (err: Error) => void): Promise<PgliteThread> {
    const { code, eval: isCode } = workerCode();
    const worker = new Worker(code, { eval: isCode, workerData: { dataDir } });
    const thread = new PgliteThread(worker);
    return new Promise((resolve, reject) => {
      let ready = false;
      worker.on('message', (m: ThreadReply) => {
        if ('op' in m) {
          if (m.op === 'ready') {
            ready = true;
            resolve(thread);
          } else if (m.op === 'failed') reject(databaseError(m.error));
          else if (m.op === 'notify') thread.listeners.get(m.listener)?.(m.payload);
          return;
        }
        const call = thread.calls.get(m.id);
        if (!call) return;
        thread.calls.delete(m.id);
        if ('error' in m) call.reject(databaseError(m.error));
        else call.resolve(m.result);
      });
      const gone = (err: Error) => {
        if (thread.stopped) return;
        thread.stopped = err;
        thread.closed = true;
        for (const call of thread.calls.values()) call.reject(err);
        thread.calls.clear();
        if (!ready) reject(err);
        else if (!thread.closing) onExit?.(err);
      };
      worker.on('error', (err) => gone(new Error(`The database thread failed: ${err.message}`, { cause: err })));
      worker.on('exit', (code) => gone(new Error(`The database thread stopped (exit code ${code}).`)));
    });
  }

  private call<T>(request: Request): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], options?: QueryOptions, transaction?: number) {
    return this.call<Results<T>>({ op: 'query', sql, params, rowMode: checkOptions(options), transaction });
  }

  exec(sql: string, transaction?: number) {
    return this.call<Results[]>({ op: 'exec', sql, transaction });
  }

  /** A named prepared statement (pglite-protocol.ts), parsed once in the thread. */
  prepared(name: string, sql: string, params: unknown[]) {
    return this.call<Results>({ op: 'prepared', name, sql, params });
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws (its error is rethrown).
   * Other statements wait for it, as in PGlite itself.
   */
  async transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    const tx: PgliteThreadTransaction = {
      closed: false,
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (err) {
      tx.closed = true;
      await this.call({ op: 'end', transaction: id, commit: false }).catch(() => undefined);
      throw err;
    }
    tx.closed = true;
    await this.call({ op: 'end', transaction: id, commit: true });
    return result;
  }

  private nextListener = 1;
  /** LISTEN on `channel` in the thread; resolves to a function that stops listening. */
  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextListener++;
    this.listeners.set(listener, onMessage);
    await this.call({ op: 'listen', listener, channel });
    return async () => {
      this.listeners.delete(listener);
      if (!this.closed) await this.call({ op: 'unlisten', listener });
    };
  }

  /** Closes the database (its files are consistent) and ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closing = true;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.closed = true;
      await this.worker.terminate();
    }
  }
}

/** A transaction of the thread, as drizzle's driver uses one. */
export type PgliteThreadTransaction = {
  closed: boolean;
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
};
