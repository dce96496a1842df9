// npm test: lint and typecheck first, then unit, web component and server tests on PGlite, the server tests
// again on a real PostgreSQL, then the Playwright journeys against a production build. Ends with one
// 'N passed, N failed' line. Stages can be picked: `npm test -- lint unit server postgres e2e`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
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

function record(name, code, counts) {
  const c = counts ?? { passed: 0, failed: 1, skipped: 0 };
  // A runner that failed without a failing test (a crash, a setup error) still counts as a failure.
  if (code !== 0 && c.failed === 0) c.failed = 1;
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  stages.push(`${name}: ${c.passed} passed, ${c.failed} failed`);
}

if (want('lint')) {
  // Each is one check: a failure is one failed test, and the later stages still run so every problem shows.
  const lint = run('npm', ['run', '--silent', 'lint']);
  record('lint (ESLint, Prettier)', lint, { passed: lint === 0 ? 1 : 0, failed: lint === 0 ? 0 : 1, skipped: 0 });
  const types = run('npm', ['run', '--silent', 'typecheck']);
  record('typecheck (tsc)', types, { passed: types === 0 ? 1 : 0, failed: types === 0 ? 0 : 1, skipped: 0 });
}

if (want('unit') || want('server')) {
  // The web component tests (jsdom) come with the unit stage.
  const projects = [...(want('unit') ? ['unit', 'web'] : []), ...(want('server') ? ['server'] : [])].flatMap((p) => ['--project', p]);
  const file = join(out, 'vitest-pglite.json');
  const code = run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  record('unit + web + server (PGlite)', code, countVitest(file));
}

if (want('postgres')) {
  let pg;
  try {
    pg = await startPostgres();
    const file = join(out, 'vitest-postgres.json');
    const code = run(
      'npx',
      ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      {
        TEST_DATABASE_URL: pg.url,
      },
    );
    record('server (PostgreSQL)', code, countVitest(file));
  } catch (err) {
    console.error('PostgreSQL stage failed to start:', err.message);
    record('server (PostgreSQL)', 1, null);
  } finally {
    pg?.stop();
  }
}

if (want('e2e')) {
  const file = join(out, 'playwright.json');
  const code = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  record('e2e (Playwright, Chromium)', code, countPlaywright(file));
}

console.log('\n' + stages.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
