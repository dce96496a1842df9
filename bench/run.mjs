// npm run bench [-- NAME...]: runs the benchmarks and writes each one's section of bench/RESULTS.md.
// Durations: BENCH_WARMUP and BENCH_DURATION, in seconds (defaults 3 and 10); BENCH_QUIET_WAIT (default 60):
// how long to wait for other work on the machine to calm down before each measurement; BENCH_RETRIES
// (default 2): how often to repeat a measurement that other work disturbed anyway.
import { ensureServerBuild } from './lib/brightpath.mjs';
import { cleanupAll, cleanupOnSignals } from './lib/cleanup.mjs';
import { settings } from './lib/measure.mjs';
import { writeSection } from './lib/results.mjs';

// Each benchmark is a line here and a file in suites/.
const SUITES = {
  'auth-me': () => import('./suites/auth-me.mjs'),
  'tutor-stream': () => import('./suites/tutor-stream.mjs'),
  'safety-classifier': () => import('./suites/safety-classifier.mjs'),
  'learner-home': () => import('./suites/learner-home.mjs'),
  history: () => import('./suites/history.mjs'),
  analytics: () => import('./suites/analytics.mjs'),
  'route-change': () => import('./suites/route-change.mjs'),
  'first-load': () => import('./suites/first-load.mjs'),
  speech: () => import('./suites/speech.mjs'),
  'voice-turn': () => import('./suites/voice-turn.mjs'),
  'account-export': () => import('./suites/account-export.mjs'),
};

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    `usage: npm run bench [-- ${Object.keys(SUITES).join(' | ')} ...]\nenv: BENCH_WARMUP, BENCH_DURATION, BENCH_QUIET_WAIT (seconds), BENCH_RETRIES; BENCH_CPU_PROF=1 writes profiles to bench/.work/profiles`,
  );
  process.exit(0);
}
const unknown = args.filter((a) => !SUITES[a]);
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (known: ${Object.keys(SUITES).join(', ')})`);
  process.exit(2);
}
const names = args.length ? args : Object.keys(SUITES);

cleanupOnSignals();
try {
  ensureServerBuild();
  console.log(`warm-up ${settings.warmup} s, measured ${settings.duration} s, ${settings.connections} connections per target`);
  for (const name of names) {
    console.log(`\n== ${name} ==`);
    const suite = await SUITES[name]();
    const body = await suite.run();
    writeSection(name, body);
    console.log(`${name}: section written to bench/RESULTS.md`);
  }
} catch (err) {
  console.error(err?.stack ?? err);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
