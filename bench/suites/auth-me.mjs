// DESIGN.md section 6, hot authenticated reads: GET /api/auth/me on the real server (PostgreSQL and PGlite)
// against an Express + pg version of the same lookup and a bare Fastify route, all in one run.
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../scripts/postgres.mjs';
import { bundleInfo, getJson, registerUser, startBrightpath } from '../lib/brightpath.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { clean, disturbed, measure, OTHER_LOAD_WARN, settings } from '../lib/measure.mjs';
import { int, machine, ms, ratio, table, x } from '../lib/results.mjs';
import { postgresPids } from '../lib/cpu.mjs';
import { startNodeServer } from '../lib/processes.mjs';

export const title = 'Hot authenticated read: GET /api/auth/me';

const BARE = fileURLToPath(new URL('../baselines/bare-fastify.mjs', import.meta.url));
const EXPRESS = fileURLToPath(new URL('../baselines/express-pg.mjs', import.meta.url));

// Reference points from DESIGN.md section 6 (req/s on a 2-core machine), shown as ratios to the bare route.
const REFERENCE = { bare: 57_000, pg: 10_000, express: 5_300, pglite: 3_100 };

const TARGETS = {
  bare: 'Bare Fastify route (baseline)',
  pg: 'Brightpath, Fastify + PostgreSQL',
  express: 'Express 5 + pg, same lookup (baseline)',
  pglite: 'Brightpath, Fastify + PGlite',
};

/** The baseline only counts if it answers what the real route answers, field for field. */
function assertSameAnswer(real, baseline) {
  const a = JSON.stringify(real);
  const b = JSON.stringify(baseline);
  if (a !== b) throw new Error(`Express baseline answers differently from the real server:\n  real:    ${a}\n  express: ${b}`);
}

async function withServer(server, fn) {
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

export async function run() {
  const env = machine();
  const bundle = bundleInfo();
  const r = {};

  // (a) Bare Fastify: the ceiling for this machine, this run.
  await withServer(await startNodeServer({ name: 'bare Fastify', script: BARE, readyPath: '/' }), async (s) => {
    r.bare = await measure(TARGETS.bare, `${s.base}/`, {}, { server: () => [s.pid] });
  });

  // (b) and (c) share one throw-away PostgreSQL and one session, so only the stack differs.
  console.log('  starting PostgreSQL...');
  const pg = await startPostgres();
  const stopPg = onCleanup('PostgreSQL', () => pg.stop());
  const pgCpu = (s) => ({ server: () => [s.pid], postgres: () => postgresPids(pg.port) });
  try {
    let cookie;
    let me;
    await withServer(await startBrightpath({ name: 'Brightpath on PostgreSQL', databaseUrl: pg.url }), async (s) => {
      cookie = await registerUser(s.base);
      me = await getJson(`${s.base}/api/auth/me`, cookie);
      r.pg = await measure(TARGETS.pg, `${s.base}/api/auth/me`, { cookie }, pgCpu(s));
    });
    const express = await startNodeServer({
      name: 'Express + pg',
      script: EXPRESS,
      env: { DATABASE_URL: pg.url },
      readyPath: '/api/health',
    });
    await withServer(express, async (s) => {
      assertSameAnswer(me, await getJson(`${s.base}/api/auth/me`, cookie));
      r.express = await measure(TARGETS.express, `${s.base}/api/auth/me`, { cookie }, pgCpu(s));
    });
  } finally {
    await stopPg();
  }

  // (d) PGlite in a fresh data folder: the zero-setup default.
  await withServer(await startBrightpath({ name: 'Brightpath on PGlite' }), async (s) => {
    const cookie = await registerUser(s.base);
    await getJson(`${s.base}/api/auth/me`, cookie);
    r.pglite = await measure(TARGETS.pglite, `${s.base}/api/auth/me`, { cookie }, { server: () => [s.pid] });
  });

  return report(env, bundle, r);
}

const us = (n) => (n === undefined ? '-' : Number.isFinite(n) ? int(n) : 'n/a');

function verdict(ok, figures) {
  if (!figures.every(clean)) return '**NOT met** (run had failed requests)';
  const result = ok ? 'met' : '**NOT met**';
  return figures.some(disturbed) ? `${result} (disturbed run, not conclusive)` : result;
}

function report(env, bundle, r) {
  const rows = Object.keys(TARGETS).map((k) => [
    TARGETS[k],
    int(r[k].rps),
    ms(r[k].p50),
    ms(r[k].p99),
    String(r[k].non2xx),
    String(r[k].errors),
    us(r[k].cpuUs.server),
    us(r[k].cpuUs.postgres),
    us(r[k].cpuUs.autocannon),
    r[k].others === undefined ? '-' : r[k].others.toFixed(2),
    k === 'bare' ? '1.00x' : x(ratio(r[k].rps, r.bare.rps)),
    x(REFERENCE[k] / REFERENCE.bare),
  ]);
  const vsExpress = ratio(r.pg.rps, r.express.rps);
  const liteVsPg = ratio(r.pglite.rps, r.pg.rps);
  const budgets = [
    ['Fastify + PostgreSQL vs Express + pg (req/s)', x(vsExpress), '>= 2x', verdict(vsExpress >= 2, [r.pg, r.express])],
    [`p99 on PostgreSQL at ${settings.connections} connections`, `${ms(r.pg.p99)} ms`, '< 20 ms', verdict(r.pg.p99 < 20, [r.pg])],
    ['PGlite vs PostgreSQL (req/s)', x(liteVsPg), '>= 0.5x', verdict(liteVsPg >= 0.5, [r.pg, r.pglite])],
    ...['pg', 'express', 'pglite'].map((k) => [`${TARGETS[k]} vs bare Fastify`, x(ratio(r[k].rps, r.bare.rps)), 'none (context)', '-']),
  ];
  const busiest = Math.max(...Object.values(r).map((f) => f.others ?? 0));
  const warning =
    busiest > OTHER_LOAD_WARN
      ? `> **Disturbed run:** other processes kept up to ${busiest.toFixed(2)} of ${env.cores} cores busy during a measurement;` +
        ' compare figures only with a quiet run.\n\n'
      : '';
  return `## ${title}

- Date: ${env.date}
- Node: ${env.node}; CPU: ${env.cpu}, ${env.cores} cores
- Server bundle: apps/server/dist/main.js built ${bundle.builtAt}${bundle.stale ? ' (**older than its sources**: figures may not match the code)' : ''}
- Load: autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up (discarded), ${settings.duration} s measured per target
- Servers run in child processes; autocannon, the server under test and PostgreSQL share the same ${env.cores} cores.
- Brightpath answers repeated reads of a session from its in-memory session cache, kept exact by database
  change notifications (docs/decisions/011-session-cache.md), so the database is idle during the measured run;
  the cache is part of the product, on for every deployment.
- Express + pg uses the exact SQL Drizzle generates, as a named prepared statement, pool of 10, same database and session
  as the PostgreSQL run; its answer was checked to be identical to the real one before loading it. It has no
  security headers and no logger (the lean version of the route), so the ratio against it is conservative.
- CPU us/req: user + system CPU time of the server process, of all PostgreSQL processes and of the load
  generator during the measured run, divided by the requests served: which side costs what, and less
  sensitive than req/s to other work on the machine. PGlite runs inside the server process, so its
  database work is in the server column. When autocannon costs about as much as the server (bare route),
  the load generator is the limit and the bare figure understates Fastify.
- Other load: cores kept busy by processes outside the benchmark (and hypervisor steal) during the measured run.

${warning}${table(['Target', 'req/s (mean)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'server CPU us/req', 'PostgreSQL CPU us/req', 'autocannon CPU us/req', 'other load (cores)', 'vs bare Fastify', 'DESIGN.md reference vs bare'], rows)}

### Budgets (DESIGN.md section 6)

${table(['Check', 'Measured', 'Budget', 'Result'], budgets)}
`;
}
