// DESIGN.md section 6, tutor streaming: "time to first token adds under 10 ms to the provider's own (measured
// against a provider with a fixed delay); 200 concurrent streams without errors". POST /api/chat/tutor with
// stream: true on the real server (PostgreSQL and PGlite), its tutor pointed at baselines/fake-llm.mjs, and the
// same fake provider read directly by the same client in the same run.
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../scripts/postgres.mjs';
import { bundleInfo, getJson, guestLearner, postJson, startBrightpath } from '../lib/brightpath.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { cpuSince, cpuSnapshot, postgresPids, waitForQuiet } from '../lib/cpu.mjs';
import { OTHER_LOAD_WARN, settings } from '../lib/measure.mjs';
import { startNodeServer } from '../lib/processes.mjs';
import { machine, table } from '../lib/results.mjs';
import { newAgent, percentile, postStream, readProviderStream, readTutorStream } from '../lib/sse.mjs';

export const title = 'Tutor streaming: POST /api/chat/tutor (stream: true)';

const FAKE = fileURLToPath(new URL('../baselines/fake-llm.mjs', import.meta.url));
const FIRST_TOKEN_MS = 200;
const CHUNK_MS = 5;
// Neutral, no answer to withhold, nothing unsafe: the tutor's guards pass it through unchanged.
const REPLY = 'What do you already know about this topic? Tell me one idea and we will build on it.';
const MESSAGE = 'Can you explain what a verb is?';
const BUDGET_MS = 10;
const CONCURRENT = 200;
const ROUNDS = 3; // measured rounds of CONCURRENT streams, after one warm-up round
// Every new conversation is a tutoring session and the Free plan allows 20 a month: a learner is replaced
// before that (guests cost one insert), so the plan limit is never what is measured.
const SESSIONS_PER_LEARNER = 15;
const SETUP_PARALLEL = 20;
const ADULT = 30;
const CHILD = 10;

// Sequential pairs: 10 per second of BENCH_DURATION (100 by default), 5 warm-up pairs per second of BENCH_WARMUP.
const SAMPLES = Math.max(10, Math.round(settings.duration * 10));
const WARMUP = Math.round(settings.warmup * 5);

const MODES = {
  new: { label: 'first message, new conversation (adult)', age: ADULT, samples: SAMPLES, warmup: WARMUP },
  follow: { label: 'follow-up in one conversation (adult)', age: ADULT, samples: Math.ceil(SAMPLES / 2), warmup: Math.min(WARMUP, 5) },
  child: {
    label: 'first message, new conversation (age 10, sentence gate)',
    age: CHILD,
    samples: Math.ceil(SAMPLES / 2),
    warmup: Math.min(WARMUP, 5),
  },
};

const tutorEnv = (fake) => ({
  OPENAI_COMPATIBLE_BASE_URL: `${fake.base}/v1`,
  OPENAI_COMPATIBLE_API_KEY: 'bench',
  TUTOR_MODEL: 'fake',
  // The per-learner limits must not be what is measured.
  TUTOR_RATE_LIMIT_PER_MINUTE: '1000000',
  TUTOR_DAILY_LIMIT: '1000000',
});

const round1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const signed = (n) => (Number.isFinite(n) ? `${n >= 0 ? '+' : ''}${n.toFixed(1)}` : 'n/a');
const sub = (a, b) => (Number.isFinite(a) && Number.isFinite(b) ? a - b : NaN);

async function withServer(server, fn) {
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

async function fakeJson(fake, path, method = 'GET') {
  const res = await fetch(`${fake.base}${path}`, { method });
  if (!res.ok) throw new Error(`fake provider ${path} answered ${res.status}`);
  return method === 'GET' && path === '/_bench/body' ? res.text() : res.json();
}

/** Runs fn over items with at most `limit` in flight (setup only: learners, conversations). */
async function inParallel(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** Everything one tutor turn needs against one server. */
function target(s, fake, cpuGroups) {
  const agent = newAgent();
  let subjectId;
  return {
    s,
    fake,
    agent,
    cpuGroups,
    async init() {
      const subjects = await getJson(`${s.base}/api/subjects`);
      subjectId = (subjects.find((x) => /language|english/i.test(x.name)) ?? subjects[0]).id;
    },
    newConversation: async (learner) => (await postJson(s.base, '/api/conversations', { subjectId }, learner.cookie, [201])).json.id,
    async turn(learner, conversationId) {
      const body = JSON.stringify({ userMessage: MESSAGE, subjectId, stream: true, conversationId });
      const r = await postStream(`${s.base}/api/chat/tutor`, { body, agent, headers: { cookie: learner.cookie, origin: s.base } });
      return { r, ...readTutorStream(r) };
    },
    async direct(body) {
      const r = await postStream(`${fake.base}/v1/chat/completions`, { body, agent, headers: { authorization: 'Bearer bench' } });
      return { r, ...readProviderStream(r) };
    },
  };
}

/** Learners of one age, each replaced after SESSIONS_PER_LEARNER new conversations. */
function learnerPool(base, age) {
  let current;
  let used = 0;
  return async () => {
    if (!current || used >= SESSIONS_PER_LEARNER) {
      current = await guestLearner(base, age);
      used = 0;
    }
    used += 1;
    return current;
  };
}

function describeFailure(t) {
  if (t.r.status !== 200) return `HTTP ${t.r.status}${t.r.error ? ` (${t.r.error})` : ''}: ${(t.r.text || '').slice(0, 300)}`;
  if (t.errorEvent) return `error event: ${t.errorEvent}`;
  return `incomplete stream${t.r.error ? ` (${t.r.error})` : ''}: ${t.r.events.map((e) => e.event).join(', ')}`;
}

/** When the sentence gate (children) can first show something: once the text after the first sentence has begun. */
function secondSentenceAt(events) {
  let acc = '';
  for (const e of events) {
    let piece;
    try {
      piece = JSON.parse(e.data)?.choices?.[0]?.delta?.content;
    } catch {
      piece = undefined;
    }
    if (!piece) continue;
    acc += piece;
    if (/[.!?]["')\]*_$]*\s+(?=\S)/.test(acc)) return e.at;
  }
  return undefined;
}

/**
 * Sequential pairs: one tutor turn through Brightpath, then the very body Brightpath sent to the provider replayed
 * to the provider directly. Pairing keeps drift (other work on the machine) out of the difference.
 */
async function sequential(t, mode) {
  const cfg = MODES[mode];
  const nextLearner = learnerPool(t.s.base, cfg.age);
  let follow;
  const pairs = [];
  let failures = 0;
  let rewritten = 0;
  let firstFailure;
  let before;
  for (let i = 0; i < cfg.warmup + cfg.samples; i++) {
    if (i === cfg.warmup) {
      process.stdout.write(`measuring ${cfg.samples} pairs... `);
      before = cpuSnapshot(t.cpuGroups);
    }
    let learner;
    let conversationId;
    if (mode === 'follow') {
      if (!follow) {
        const l = await guestLearner(t.s.base, cfg.age);
        follow = { learner: l, conversationId: await t.newConversation(l) };
      }
      ({ learner, conversationId } = follow);
    } else {
      learner = await nextLearner();
      conversationId = await t.newConversation(learner);
    }
    const bp = await t.turn(learner, conversationId);
    if (!bp.complete) {
      if (i === 0) throw new Error(`${t.s.name}: the first tutor turn failed: ${describeFailure(bp)}\n${t.s.output()}`);
      failures += 1;
      firstFailure ??= describeFailure(bp);
      continue;
    }
    if (bp.text !== REPLY) rewritten += 1;
    const bpFake = await fakeJson(t.fake, '/_bench/last');
    const replay = await fakeJson(t.fake, '/_bench/body');
    const direct = await t.direct(replay);
    if (!direct.complete) throw new Error(`the fake provider failed a direct request: ${direct.r.status} ${direct.r.error ?? ''}`);
    const directFake = await fakeJson(t.fake, '/_bench/last');
    if (i >= cfg.warmup) pairs.push({ bp, bpFake, direct, directFake, secondSentenceAt: secondSentenceAt(direct.r.events) });
  }
  // Only `others` is kept: CPU per turn is read from the concurrent run, where JIT and idle-time GC do not blur it.
  const { others } = cpuSince(t.cpuGroups, before, cfg.samples);
  return summarize(mode, pairs, { failures, rewritten, firstFailure, others });
}

function summarize(mode, pairs, extra) {
  const col = (f) => pairs.map(f);
  const bpTtft = col((p) => p.bp.firstAt - p.bp.r.sentAt);
  const provTtft = col((p) => p.direct.firstAt - p.direct.r.sentAt);
  const provSentence = col((p) => p.secondSentenceAt - p.direct.r.sentAt);
  const P = (list, q) => percentile(list, q);
  return {
    mode,
    n: pairs.length,
    ...extra,
    prov: { p50: P(provTtft, 50), p99: P(provTtft, 99) },
    provSentence: { p50: P(provSentence, 50), p99: P(provSentence, 99) },
    bp: { p50: P(bpTtft, 50), p99: P(bpTtft, 99) },
    pairedP50: P(
      col((p, i) => bpTtft[i] - provTtft[i]),
      50,
    ),
    meta: P(
      col((p) => p.bp.metaAt - p.bp.r.sentAt),
      50,
    ),
    total: P(
      col((p) => p.bp.doneAt - p.bp.r.sentAt),
      50,
    ),
    provTotal: P(
      col((p) => p.direct.r.endAt - p.direct.r.sentAt),
      50,
    ),
    // Where the time goes, from the provider's side of the clock (p50 of each part).
    parts: {
      bpBefore: P(
        col((p) => p.bpFake.arrivedAt - p.bp.r.sentAt),
        50,
      ),
      directBefore: P(
        col((p) => p.directFake.arrivedAt - p.direct.r.sentAt),
        50,
      ),
      bpProvider: P(
        col((p) => p.bpFake.firstChunkAt - p.bpFake.arrivedAt),
        50,
      ),
      directProvider: P(
        col((p) => p.directFake.firstChunkAt - p.directFake.arrivedAt),
        50,
      ),
      bpAfter: P(
        col((p) => p.bp.firstAt - p.bpFake.firstChunkAt),
        50,
      ),
      directAfter: P(
        col((p) => p.direct.firstAt - p.directFake.firstChunkAt),
        50,
      ),
      bpBefore99: P(
        col((p) => p.bpFake.arrivedAt - p.bp.r.sentAt),
        99,
      ),
      bpAfter99: P(
        col((p) => p.bp.firstAt - p.bpFake.firstChunkAt),
        99,
      ),
      bytes: P(
        col((p) => p.bpFake.bytes),
        50,
      ),
    },
  };
}

/** A measurement disturbed by other work is repeated (BENCH_RETRIES), the least disturbed kept, like measure(). */
async function leastDisturbed(label, fn) {
  let best;
  for (let attempt = 0; attempt <= settings.retries; attempt++) {
    process.stdout.write(`  ${label}${attempt ? ` (again, attempt ${attempt + 1})` : ''}: `);
    await waitForQuiet(OTHER_LOAD_WARN, settings.quietWait);
    const r = await fn();
    if (!best || (r.others ?? 0) < (best.others ?? 0)) best = r;
    if ((r.others ?? 0) <= OTHER_LOAD_WARN) break;
  }
  return best;
}

/** One round: CONCURRENT streams started at once. */
async function burst(starts) {
  return Promise.all(starts.map((start) => start()));
}

function concurrentFigures(results, extra) {
  const ttft = results.map((x) => x.firstAt - x.r.sentAt);
  const meta = results.map((x) => x.metaAt - x.r.sentAt);
  const total = results.map((x) => (x.doneAt ?? x.r.endAt) - x.r.sentAt);
  const statuses = {};
  for (const x of results) if (x.r.status !== 200) statuses[x.r.status || 'no answer'] = (statuses[x.r.status || 'no answer'] ?? 0) + 1;
  const non200 = results.filter((x) => x.r.status !== 200).length;
  const errorEvents = results.filter((x) => x.r.status === 200 && x.errorEvent).length;
  const incomplete = results.filter((x) => x.r.status === 200 && !x.errorEvent && !x.complete).length;
  const first = results.find((x) => !x.complete);
  return {
    streams: results.length,
    non200,
    statuses,
    errorEvents,
    incomplete,
    rewritten: results.filter((x) => x.complete && x.text !== REPLY).length,
    firstFailure: first
      ? first.r.status === 200 && !first.errorEvent && first.r.events.length
        ? `incomplete: ${first.r.error ?? first.r.events.map((e) => e.event).join(',')}`
        : `${first.r.status} ${first.r.error ?? ''} ${(first.r.text || first.errorEvent || '').slice(0, 200)}`
      : undefined,
    ttft: { p50: percentile(ttft, 50), p99: percentile(ttft, 99) },
    meta: { p50: percentile(meta, 50), p99: percentile(meta, 99) },
    total: { p50: percentile(total, 50), p99: percentile(total, 99), max: percentile(total, 100) },
    ...extra,
  };
}

/** CONCURRENT streams to the provider directly: what the fake itself does under this load, on this machine. */
async function concurrentDirect(t, body) {
  await burst(Array.from({ length: CONCURRENT }, () => () => t.direct(body))); // warm-up, opens the sockets
  const results = [];
  let maxInFlight = 0;
  const before = cpuSnapshot(t.cpuGroups);
  for (let round = 0; round < ROUNDS; round++) {
    await fakeJson(t.fake, '/_bench/reset', 'POST');
    results.push(
      ...(await burst(Array.from({ length: CONCURRENT }, () => () => t.direct(body)))).map((x) => ({ ...x, doneAt: x.r.endAt })),
    );
    maxInFlight = Math.max(maxInFlight, (await fakeJson(t.fake, '/_bench/stats')).maxInFlight);
  }
  const { others } = cpuSince(t.cpuGroups, before, results.length);
  const figures = concurrentFigures(results, { maxInFlight, others });
  logConcurrent(figures);
  return figures;
}

/** CONCURRENT learners, each sending the first message of a new conversation at the same moment. */
async function concurrentBrightpath(t, learners) {
  const round = async () => {
    const conversations = await inParallel(learners, SETUP_PARALLEL, (l) => t.newConversation(l));
    await fakeJson(t.fake, '/_bench/reset', 'POST');
    const before = cpuSnapshot(t.cpuGroups);
    const results = await burst(learners.map((l, i) => () => t.turn(l, conversations[i])));
    const cpu = cpuSince(t.cpuGroups, before, results.length);
    const { maxInFlight } = await fakeJson(t.fake, '/_bench/stats');
    return { results, cpu, maxInFlight };
  };
  const warm = await round(); // opens the sockets, warms the server's code paths
  const warmFailed = warm.results.filter((x) => !x.complete).length;
  const results = [];
  let maxInFlight = 0;
  let others = 0;
  let serverUs = 0;
  let postgresUs = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const r = await round();
    results.push(...r.results);
    maxInFlight = Math.max(maxInFlight, r.maxInFlight);
    others = Math.max(others, r.cpu.others ?? 0);
    serverUs += (r.cpu.perRequest.server ?? NaN) / ROUNDS;
    postgresUs += (r.cpu.perRequest.postgres ?? 0) / ROUNDS;
  }
  const figures = concurrentFigures(results, {
    maxInFlight,
    others,
    warmFailed,
    serverCpuUs: serverUs,
    postgresCpuUs: t.cpuGroups.postgres ? postgresUs : undefined,
  });
  logConcurrent(figures);
  return figures;
}

function logConcurrent(f) {
  console.log(
    `${f.streams} streams, non-200 ${f.non200}, error events ${f.errorEvents}, incomplete ${f.incomplete}; ` +
      (f.meta.p50 === undefined ? '' : `meta p50 ${round1(f.meta.p50)} / p99 ${round1(f.meta.p99)} ms, `) +
      `TTFT p50 ${round1(f.ttft.p50)} / p99 ${round1(f.ttft.p99)} ms, total p50 ${round1(f.total.p50)} / p99 ${round1(f.total.p99)} ms, ` +
      `provider saw up to ${f.maxInFlight} at once; server CPU ${cpuMs(f.serverCpuUs)} ms/stream; other processes ${(f.others ?? 0).toFixed(2)} cores`,
  );
}

function logSequential(r) {
  console.log(
    `provider TTFT p50 ${round1(r.prov.p50)} / p99 ${round1(r.prov.p99)} ms, Brightpath p50 ${round1(r.bp.p50)} / p99 ${round1(r.bp.p99)} ms ` +
      `(overhead ${signed(r.bp.p50 - r.prov.p50)} / ${signed(r.bp.p99 - r.prov.p99)} ms), failures ${r.failures}; other processes ${(r.others ?? 0).toFixed(2)} cores`,
  );
}

/** All measurements against one Brightpath server. */
async function measureTarget(s, fake, cpuGroups) {
  const t = target(s, fake, cpuGroups);
  await t.init();
  const out = { seq: {} };
  for (const mode of Object.keys(MODES)) {
    out.seq[mode] = await leastDisturbed(`${s.name}, sequential, ${MODES[mode].label}`, () => sequential(t, mode));
    logSequential(out.seq[mode]);
  }

  // The body of a new-conversation turn, replayed for the provider-alone burst.
  const l = await guestLearner(s.base, ADULT);
  const warm = await t.turn(l, await t.newConversation(l));
  if (!warm.complete) throw new Error(`${s.name}: tutor turn failed before the concurrent run: ${describeFailure(warm)}`);
  const body = await fakeJson(fake, '/_bench/body');
  out.direct = await leastDisturbed(`provider alone, ${CONCURRENT} concurrent streams x ${ROUNDS}`, () => concurrentDirect(t, body));

  process.stdout.write(`  creating ${CONCURRENT} learners... `);
  const learners = await inParallel(Array.from({ length: CONCURRENT }), SETUP_PARALLEL, () => guestLearner(s.base, ADULT));
  console.log('done');
  out.conc = await leastDisturbed(`${s.name}, ${CONCURRENT} concurrent streams x ${ROUNDS}`, () => concurrentBrightpath(t, learners));
  t.agent.destroy();
  return out;
}

export async function run() {
  const env = machine();
  const bundle = bundleInfo();
  const fake = await startNodeServer({
    name: 'fake LLM',
    script: FAKE,
    env: { FAKE_LLM_FIRST_TOKEN_MS: String(FIRST_TOKEN_MS), FAKE_LLM_CHUNK_MS: String(CHUNK_MS), FAKE_LLM_REPLY: REPLY },
    readyPath: '/health',
  });
  const r = {};
  try {
    console.log('  starting PostgreSQL...');
    const pg = await startPostgres();
    const stopPg = onCleanup('PostgreSQL', () => pg.stop());
    try {
      await withServer(await startBrightpath({ name: 'Brightpath on PostgreSQL', databaseUrl: pg.url, env: tutorEnv(fake) }), async (s) => {
        r.pg = await measureTarget(s, fake, {
          server: () => [s.pid],
          postgres: () => postgresPids(pg.port),
          fake: () => [fake.pid],
          bench: () => [process.pid],
        });
      });
    } finally {
      await stopPg();
    }
    await withServer(await startBrightpath({ name: 'Brightpath on PGlite', env: tutorEnv(fake) }), async (s) => {
      r.pglite = await measureTarget(s, fake, { server: () => [s.pid], fake: () => [fake.pid], bench: () => [process.pid] });
    });
  } finally {
    await fake.stop();
  }
  return report(env, bundle, r);
}

const TARGETS = { pg: 'Brightpath, PostgreSQL', pglite: 'Brightpath, PGlite' };
const ms1 = round1;
const cores = (n) => (n === undefined ? '-' : n.toFixed(2));
const cpuMs = (us) => (Number.isFinite(us) ? (us / 1000).toFixed(2) : '-');

function verdict(ok, { failed = false, disturbed = false } = {}) {
  if (failed) return '**NOT met** (run had failed streams)';
  const result = ok ? 'met' : '**NOT met**';
  return disturbed ? `${result} (disturbed run, not conclusive)` : result;
}

function report(env, bundle, r) {
  const keys = Object.keys(TARGETS).filter((k) => r[k]);
  const seqRows = [];
  for (const k of keys) {
    for (const mode of Object.keys(MODES)) {
      const m = r[k].seq[mode];
      const ref = mode === 'child' ? m.provSentence : m.prov;
      seqRows.push([
        TARGETS[k],
        MODES[mode].label,
        String(m.n),
        `${ms1(ref.p50)} / ${ms1(ref.p99)}${mode === 'child' ? ' ²' : ''}`,
        `${ms1(m.bp.p50)} / ${ms1(m.bp.p99)}`,
        `**${signed(m.bp.p50 - ref.p50)}** / ${signed(m.bp.p99 - ref.p99)}`,
        signed(mode === 'child' ? NaN : m.pairedP50),
        ms1(m.meta),
        `${ms1(m.total)} (${ms1(m.provTotal)})`,
        String(m.failures),
        String(m.rewritten),
        cores(m.others),
      ]);
    }
  }
  const partRows = [];
  for (const k of keys) {
    for (const mode of ['new', 'follow']) {
      const p = r[k].seq[mode].parts;
      partRows.push([
        `${TARGETS[k]}, ${mode === 'new' ? 'new conversation' : 'follow-up'}`,
        `${ms1(p.bpBefore)} (p99 ${ms1(p.bpBefore99)})`,
        ms1(p.directBefore),
        `${ms1(p.bpProvider)} / ${ms1(p.directProvider)}`,
        `${ms1(p.bpAfter)} (p99 ${ms1(p.bpAfter99)})`,
        ms1(p.directAfter),
        signed(sub(p.bpBefore, p.directBefore)),
        signed(sub(p.bpAfter, p.directAfter)),
        String(p.bytes),
      ]);
    }
  }
  const concRows = [];
  const concRow = (label, f) => [
    label,
    String(f.streams),
    String(f.non200) +
      (Object.keys(f.statuses).length
        ? ` (${Object.entries(f.statuses)
            .map(([s, n]) => `${s}: ${n}`)
            .join(', ')})`
        : ''),
    String(f.errorEvents),
    String(f.incomplete),
    String(f.rewritten),
    f.meta.p50 === undefined ? '-' : `${ms1(f.meta.p50)} / ${ms1(f.meta.p99)}`,
    `${ms1(f.ttft.p50)} / ${ms1(f.ttft.p99)}`,
    `${ms1(f.total.p50)} / ${ms1(f.total.p99)}`,
    String(f.maxInFlight),
    cpuMs(f.serverCpuUs),
    cpuMs(f.postgresCpuUs),
    cores(f.others),
  ];
  for (const k of keys) {
    concRows.push(concRow(`Provider alone (during the ${k === 'pg' ? 'PostgreSQL' : 'PGlite'} run)`, r[k].direct));
    concRows.push(concRow(TARGETS[k], r[k].conc));
  }
  const budgets = [];
  for (const k of keys) {
    const m = r[k].seq.new;
    const seqDisturbed = (m.others ?? 0) > OTHER_LOAD_WARN;
    budgets.push([
      `${TARGETS[k]}: TTFT overhead, p50 (new conversation)`,
      `${signed(m.bp.p50 - m.prov.p50)} ms`,
      `< ${BUDGET_MS} ms`,
      verdict(m.bp.p50 - m.prov.p50 < BUDGET_MS, { failed: m.failures > 0, disturbed: seqDisturbed }),
    ]);
    budgets.push([
      `${TARGETS[k]}: TTFT overhead, p99 (new conversation)`,
      `${signed(m.bp.p99 - m.prov.p99)} ms`,
      `< ${BUDGET_MS} ms`,
      verdict(m.bp.p99 - m.prov.p99 < BUDGET_MS, { failed: m.failures > 0, disturbed: seqDisturbed }),
    ]);
    const f = r[k].seq.follow;
    budgets.push([
      `${TARGETS[k]}: TTFT overhead, p50 (follow-up)`,
      `${signed(f.bp.p50 - f.prov.p50)} ms`,
      `< ${BUDGET_MS} ms`,
      verdict(f.bp.p50 - f.prov.p50 < BUDGET_MS, { failed: f.failures > 0, disturbed: (f.others ?? 0) > OTHER_LOAD_WARN }),
    ]);
    const c = r[k].conc;
    const errors = c.non200 + c.errorEvents + c.incomplete;
    budgets.push([
      `${TARGETS[k]}: ${CONCURRENT} concurrent streams (x ${ROUNDS})`,
      `${errors} failed of ${c.streams}`,
      '0 errors',
      errors === 0 ? 'met' : `**NOT met** (${c.firstFailure})`,
    ]);
    // Issue 8: 200 first messages at once start streaming within 2x the provider's own time to the first token.
    const ratio = c.ttft.p50 / r[k].direct.ttft.p50;
    budgets.push([
      `${TARGETS[k]}: ${CONCURRENT} concurrent streams, TTFT p50 vs the provider alone`,
      `${round1(c.ttft.p50)} vs ${round1(r[k].direct.ttft.p50)} ms = ${ratio.toFixed(2)}x`,
      '< 2x',
      verdict(ratio < 2, { failed: errors > 0, disturbed: (c.others ?? 0) > OTHER_LOAD_WARN }),
    ]);
  }
  const worst = Math.max(
    ...keys.flatMap((k) => [...Object.values(r[k].seq).map((m) => m.others ?? 0), r[k].conc.others ?? 0, r[k].direct.others ?? 0]),
  );
  const warning =
    worst > OTHER_LOAD_WARN
      ? `> **Disturbed run:** other processes kept up to ${worst.toFixed(2)} of ${env.cores} cores busy during a measurement;` +
        ' compare figures only with a quiet run.\n\n'
      : '';
  const failures = keys.flatMap((k) =>
    Object.values(r[k].seq)
      .filter((m) => m.firstFailure)
      .map((m) => `- ${TARGETS[k]}, ${MODES[m.mode].label}: ${m.failures} failed turns; first: ${m.firstFailure}`),
  );

  return `## ${title}

- Date: ${env.date}
- Node: ${env.node}; CPU: ${env.cpu}, ${env.cores} cores
- Server bundle: apps/server/dist/main.js built ${bundle.builtAt}${bundle.stale ? ' (**older than its sources**: figures may not match the code)' : ''}
- Provider: \`bench/baselines/fake-llm.mjs\` (OpenAI-compatible, node:http, child process), first token a fixed ${FIRST_TOKEN_MS} ms after
  the request body is read, then ${REPLY.split(/\s+/).length} one-word chunks every ${CHUNK_MS} ms; the server reaches it through
  OPENAI_COMPATIBLE_BASE_URL (provider \`openai-compatible\`, TUTOR_MODEL=fake). Reply: "${REPLY}"
- Learner's message: "${MESSAGE}", subject Reading & Language Arts. Learners are guest accounts with a skipped
  onboarding profile (age ${ADULT}, or ${CHILD}); TUTOR_RATE_LIMIT_PER_MINUTE and TUTOR_DAILY_LIMIT raised to 1,000,000. Every new
  conversation is a tutoring session, so a learner is replaced after ${SESSIONS_PER_LEARNER} (the Free plan allows 20 a month).
- TTFT: from the moment the client writes the request to the first \`delta\` event (Brightpath) or the first non-empty
  \`choices[0].delta.content\` (provider alone), read by the same node:http client in the bench process over kept-alive
  sockets. Sequential runs alternate: one tutor turn, then the exact body Brightpath sent to the provider replayed to the
  provider directly, so both sides of each pair see the same machine state. ${SAMPLES} pairs for new conversations
  (${MODES.follow.samples} for the others) after ${WARMUP} warm-up pairs; with ${SAMPLES} samples p99 is the second-slowest.
  A new conversation is created (POST /api/conversations, not timed) before each timed turn; its first message starts the
  tutoring session (session count and its place in the month, one statement) inside the timed request.
- Overhead = Brightpath TTFT − provider TTFT, each percentile taken separately (paired p50: median of the per-pair differences).
- ${CONCURRENT} concurrent streams: ${CONCURRENT} learners each send the first message of a new conversation at the same
  moment, ${ROUNDS} measured rounds after one warm-up round (which opens the sockets; ${keys.map((k) => `${r[k].conc.warmFailed} failed in it on ${k === 'pg' ? 'PostgreSQL' : 'PGlite'}`).join(', ')}).
  An error is a non-200 answer, an \`error\` event, or a stream without its \`done\` event; "rewritten" counts replies the
  guards changed (none expected). Server default pool: DATABASE_POOL_SIZE 10.
- Server CPU: user + system time of the server process per stream during the concurrent rounds (PostgreSQL's own
  processes in their column; PGlite runs in the server's database thread, counted with the server). "Time to meta" is when the \`meta\` event arrives: it is
  sent once the turn is prepared (session, stored message, learner facts), before the provider answers.

${warning}### Time to first token, sequential requests (ms)

${table(['Target', 'Turn', 'pairs', 'provider TTFT p50 / p99', 'Brightpath TTFT p50 / p99', 'overhead p50 / p99', 'paired overhead p50', 'time to meta p50', 'whole stream p50 (provider alone)', 'failed', 'rewritten', 'other load (cores)'], seqRows)}

² Children (under 13) get the sentence-buffered gate by design: a sentence is shown once the next one has begun. Their
reference is the provider's time to the first chunk of the second sentence, not its first token.

### Where the time to first token goes (p50, ms)

Timestamps from the fake provider (process.hrtime, the same monotonic clock as the client's): "before the provider" is
from the client writing the request to the provider receiving Brightpath's request (auth, validation, the database work
of the turn, prompt building, the AI SDK's request); "after" is from the provider writing its first chunk to the client
reading the first \`delta\` (AI SDK parsing, the reply gate, the SSE write).

${table(['Target', 'before the provider, Brightpath', 'before, direct', 'provider own (Brightpath / direct)', 'after the provider, Brightpath', 'after, direct', 'added before', 'added after', 'request bytes to provider'], partRows)}

### ${CONCURRENT} concurrent streams (${ROUNDS} rounds)

${table(['Target', 'streams', 'non-200', 'error events', 'incomplete', 'rewritten', 'time to meta p50 / p99 ms', 'TTFT p50 / p99 ms', 'whole stream p50 / p99 ms', 'max in flight at provider', 'server CPU ms/stream', 'PostgreSQL CPU ms/stream', 'other load (cores)'], concRows)}
${failures.length ? `\nFailed turns in the sequential runs:\n\n${failures.join('\n')}\n` : ''}
### Budgets (DESIGN.md section 6)

${table(['Check', 'Measured', 'Budget', 'Result'], budgets)}
`;
}
