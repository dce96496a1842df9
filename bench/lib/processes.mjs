// Servers under test run as child processes: autocannon in this process must not share their event loop.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/postgres.mjs';
import { onCleanup } from './cleanup.mjs';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const TAIL_BYTES = 8_000;
// BENCH_CPU_PROF=1: every server writes a V8 .cpuprofile into bench/.work/profiles when it stops,
// to see where the time goes (open in Chrome DevTools > Performance, or speedscope).
const PROFILE_DIR = fileURLToPath(new URL('../.work/profiles', import.meta.url));
const profileArgs = (name) =>
  process.env.BENCH_CPU_PROF === '1'
    ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=${name.replace(/[^A-Za-z0-9]+/g, '-')}-${Date.now()}.cpuprofile`]
    : [];

// Only what node needs: an inherited DATABASE_URL or ADMIN_* must not leak into a PGlite run.
function baseEnv() {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]));
}

/**
 * Starts `node script` on a free 127.0.0.1 port and waits until GET readyPath answers 2xx.
 * Returns { name, port, base, pid, stop, output }. stop() is also registered for cleanupAll().
 */
export async function startNodeServer({ name, script, env = {}, readyPath = '/', cwd }) {
  const port = await freePort();
  const child = spawn(process.execPath, [...profileArgs(name), script], {
    cwd,
    env: { ...baseEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep only the tail of the output: enough to explain a crash, bounded in memory.
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-TAIL_BYTES);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));

  const stop = onCleanup(`server ${name}`, async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const done = await Promise.race([exit, sleep(STOP_TIMEOUT_MS).then(() => null)]);
    if (!done) {
      child.kill('SIGKILL');
      await exit;
    }
  });

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`${name} exited before it was ready (${JSON.stringify(exited)}):\n${tail}`);
    }
    try {
      const res = await fetch(base + readyPath, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} not ready after ${READY_TIMEOUT_MS / 1000} s:\n${tail}`);
    }
    await sleep(100);
  }
  return { name, port, base, pid: child.pid, stop, output: () => tail };
}
