// npm test: lint and typecheck beside the unit, web component and server tests on PGlite; the server tests again on
// a real PostgreSQL beside the production build; then the Playwright journeys against that build. Ends with one
// 'N passed, N failed' line. Stages can be picked: `npm test -- lint unit server postgres e2e`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const out = join(root, '.tmp', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit server postgres e2e`
const want = (stage) => only.length === 0 || only.includes(stage);
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];

/** What is running now, stopped with the run: the stages' process groups, and the PostgreSQL server. */
const running = new Set();
let stopDatabase = null;

/**
 * Runs a stage in a process group of its own, so that a stopped run (Ctrl-C, a time limit's SIGTERM) stops it and
 * everything it started (vitest's workers, Playwright's browsers and servers), rather than leaving them running.
 */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => resolve(1));
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the running stage and everything it started`);
    for (const child of running) {
      if (!child.pid) continue;
      // Playwright stops its servers on SIGTERM; whatever is still there after a grace period is killed.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000).unref();
    }
    stopDatabase?.();
    const exit = () => process.exit(130);
    const alive = [...running].filter((child) => child.exitCode === null);
    if (alive.length > 0) Promise.all(alive.map((child) => new Promise((r) => child.once('exit', r)))).then(() => setTimeout(exit, 200));
    else exit();
  });
}

/** The ports of the journeys' servers (playwright.config.ts: E2E_PORT and the next one). */
const JOURNEY_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const JOURNEY_PORTS = [JOURNEY_BASE_PORT, JOURNEY_BASE_PORT + 1];
// However the run ends: Playwright starts its servers in process groups of their own, and a stopped run leaves them.
process.on('exit', () => stopLeftoverServers(JOURNEY_PORTS));

/**
 * The journeys' servers left running: by a stopped run (Playwright starts them in process groups of their own) or by
 * one killed outright (SIGKILL leaves no chance to stop them). Node processes of this checkout serving
 * apps/server/dist/main.js on the journeys' ports; Linux only (/proc), elsewhere Playwright reports the port in use.
 */
function stopLeftoverServers(ports) {
  if (!existsSync('/proc/self')) return;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!cmdline.includes('apps/server/dist/main.js') || readlinkSync(`/proc/${pid}/cwd`) !== root.replace(/\/$/, '')) continue;
      const port = /(?:^|\0)PORT=(\d+)/.exec(readFileSync(`/proc/${pid}/environ`, 'utf8'))?.[1];
      if (!ports.includes(Number(port))) continue;
      console.log(`Stopping a journey server left running (pid ${pid}, port ${port})`);
      process.kill(Number(pid), 'SIGTERM');
    } catch {
      // gone, or not ours to read
    }
  }
}

function countVitest(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numTotalTestSuites && !r.success && r.numFailedTests === 0 ? 1 : 0),
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return null;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

function record(name, code, counts, started, ended = performance.now()) {
  const c = counts ?? { passed: 0, failed: 1, skipped: 0 };
  // A runner that failed without a failing test (a crash, a setup error) still counts as a failure.
  if (code !== 0 && c.failed === 0) c.failed = 1;
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  const seconds = started ? ` (${((ended - started) / 1000).toFixed(0)} s)` : '';
  stages.push(`${name}: ${c.passed} passed, ${c.failed} failed${seconds}`);
}

/** Lint and typecheck, side by side: each one check, a failure one failed test; the later stages still run. */
async function lintStage() {
  const started = performance.now();
  const timed = (promise) => promise.then((code) => ({ code, ended: performance.now() }));
  const [lint, types] = await Promise.all([
    timed(run('npm', ['run', '--silent', 'lint'])),
    timed(run('npm', ['run', '--silent', 'typecheck'])),
  ]);
  const check = (code) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  return () => {
    record('lint (ESLint, Prettier)', lint.code, check(lint.code), started, lint.ended);
    record('typecheck (tsc), beside lint', types.code, check(types.code), started, types.ended);
  };
}

/** Unit, web component (jsdom) and server tests on PGlite. */
async function vitestStage() {
  const projects = [...(want('unit') ? ['unit', 'web'] : []), ...(want('server') ? ['server'] : [])].flatMap((p) => ['--project', p]);
  const file = join(out, 'vitest-pglite.json');
  const started = performance.now();
  const code = await run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  return () => record('unit + web + server (PGlite)', code, countVitest(file), started);
}

/** The server tests again on a real PostgreSQL. */
async function postgresStage() {
  let pg;
  const started = performance.now();
  try {
    pg = await startPostgres();
    stopDatabase = pg.stop;
    const file = join(out, 'vitest-postgres.json');
    const code = await run(
      'npx',
      ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      {
        TEST_DATABASE_URL: pg.url,
      },
    );
    return () => record('server (PostgreSQL)', code, countVitest(file), started);
  } catch (err) {
    console.error('PostgreSQL stage failed to start:', err.message);
    return () => record('server (PostgreSQL)', 1, null);
  } finally {
    pg?.stop();
    stopDatabase = null;
  }
}

/** The production build the journeys run against (scripts/build.mjs), and fresh data folders for their servers. */
async function buildStage() {
  const started = performance.now();
  rmSync(join(root, '.tmp', 'e2e'), { recursive: true, force: true });
  const code = await run('node', ['scripts/build.mjs']);
  return () => record('build for the journeys', code, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, started);
}

// Two cores: ESLint is one process on one core for a minute and tsc ends well before it, so the vitest stage starts
// beside them rather than after; the journeys' build (mostly one core) runs beside the PostgreSQL stage. The
// journeys themselves run alone: a browser's timing is the one thing a busy machine can turn into a failure.
const first = await Promise.all([want('lint') ? lintStage() : null, want('unit') || want('server') ? vitestStage() : null]);
const second = await Promise.all([want('postgres') ? postgresStage() : null, want('e2e') ? buildStage() : null]);
for (const report of [...first, ...second]) report?.();

if (want('e2e')) {
  const file = join(out, 'playwright.json');
  const started = performance.now();
  stopLeftoverServers(JOURNEY_PORTS);
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_PREPARED: '1' });
  record('e2e (Playwright, Chromium)', code, countPlaywright(file), started);
}

console.log('\n' + stages.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
