// One load measurement: autocannon's programmatic API, a discarded warm-up, then the measured run.
import autocannon from 'autocannon';
import { cpuSince, cpuSnapshot, waitForQuiet } from './cpu.mjs';

// Bounded on purpose: a typo in BENCH_DURATION must not load the machine for an hour.
function fromEnv(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be a number between ${min} and ${max}`);
  return n;
}

export const settings = {
  connections: 50,
  warmup: fromEnv('BENCH_WARMUP', 3, 0, 60),
  duration: fromEnv('BENCH_DURATION', 10, 1, 120),
  // Other work on the machine (a test run, a build) skews every figure: wait for it to calm down first.
  quietWait: fromEnv('BENCH_QUIET_WAIT', 60, 0, 600),
  // A measurement that other work disturbed anyway is repeated this many times; the least disturbed is kept.
  retries: Math.floor(fromEnv('BENCH_RETRIES', 2, 0, 5)),
};

/** Above this many cores used by unrelated processes during a measurement, its figures are flagged. */
export const OTHER_LOAD_WARN = 0.25;

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Loads GET url (or POST `body`, a JSON text, with `method: 'POST'`) with the given headers; returns the figures the
 * reports use. cpu: named groups of processes whose CPU per request to report, e.g. { server: () => [pid] }.
 * connections: concurrent connections (settings.connections, 50, unless a budget names another number).
 */
export async function measure(label, url, headers = {}, cpu = {}, { connections = settings.connections, method = 'GET', body } = {}) {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load anything but 127.0.0.1: ${url}`);
  let best;
  for (let attempt = 0; attempt <= settings.retries; attempt++) {
    process.stdout.write(`  ${label}${attempt ? ` (again, attempt ${attempt + 1})` : ''}: `);
    const figures = await measureOnce(label, url, headers, cpu, connections, method, body);
    if (!best || (figures.others ?? 0) < (best.others ?? 0)) best = figures;
    if (!disturbed(figures)) break;
  }
  return best;
}

async function measureOnce(label, url, headers, cpu, connections, method, body) {
  const opts = { url, headers, connections, timeout: 10, method, ...(body === undefined ? {} : { body }) };
  await waitForQuiet(OTHER_LOAD_WARN, settings.quietWait);
  if (settings.warmup > 0) {
    process.stdout.write(`warm-up ${settings.warmup} s... `);
    await run({ ...opts, duration: settings.warmup });
  }
  process.stdout.write(`measuring ${settings.duration} s... `);
  // This process is the load generator: its CPU shows when autocannon, not the server, is the limit.
  const groups = { ...cpu, autocannon: () => [process.pid] };
  const before = cpuSnapshot(groups);
  const r = await run({ ...opts, duration: settings.duration });
  const { perRequest: cpuUs, others } = cpuSince(groups, before, r.requests.total);
  const figures = {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpuUs,
    others,
  };
  const cpuText = Object.entries(cpuUs)
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(', ');
  console.log(
    `${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}` +
      (cpuText ? `; CPU us/req: ${cpuText}; other processes ${others.toFixed(2)} cores` : ''),
  );
  return figures;
}

/** A run with failed requests says nothing about speed: budgets built on it are not met. */
export const clean = (f) => f.non2xx === 0 && f.errors === 0 && f.total > 0;

/** Something else used the machine during this measurement. */
export const disturbed = (f) => (f.others ?? 0) > OTHER_LOAD_WARN;
