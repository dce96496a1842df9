// Issue 22 budget: GET /api/account/export (brightpath-data.json) for a learner with 5,000 messages among 1,000,000
// messages from 10,000 learners on PostgreSQL, in under 2 s, with the server's memory flat: its peak RSS during the
// export against its RSS just before, at two data sizes (100,000 and 1,000,000 messages) and for a learner with 10x
// the messages. Baseline of each row: the same learner's messages read in one statement through pg in this process
// and turned into JSON (what the export would cost without pages, HTTP and the other tables).
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { startPostgres } from '../../scripts/postgres.mjs';
import { bundleInfo, getJson, postJson, registerUser, startBrightpath } from '../lib/brightpath.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { cpuSince, cpuSnapshot, postgresPids, waitForQuiet } from '../lib/cpu.mjs';
import { OTHER_LOAD_WARN, settings } from '../lib/measure.mjs';
import { int, machine, table, x } from '../lib/results.mjs';
import { grow } from './learner-home.mjs';

export const title = 'Data export: GET /api/account/export (brightpath-data.json) as the data grows';

const BUDGET_MS = 2000;
/** Timed exports per learner and size, after one discarded warm-up export (the export allows 10 a minute per learner). */
const RUNS = 5;
const SIZES = [
  { learners: 1_000, label: '100,000 messages, 1,000 learners' },
  { learners: 10_000, label: '1,000,000 messages, 10,000 learners' },
];
/** The measured learners: 100 and 1,000 conversations of 50 messages (5,000 and 50,000), each a tutoring session. */
const LEARNERS = [
  { name: 'learner with 5,000 messages', conversations: 100 },
  { name: 'learner with 50,000 messages (10x)', conversations: 1_000 },
];
const MESSAGES_PER_CONVERSATION = 50;
const MB = 1024 * 1024;
/**
 * What the export may hold in memory at once, whatever the learner's history: a page of rows and its JSON, the
 * compressor's window, the garbage V8 has not collected yet. A file kept whole would pass it with a 50,000-message file.
 */
const FLAT_MB = 32;

/** One learner's history through SQL: conversations, their sessions and messages, subjects, timer records, a lesson-free profile. */
async function seedLearner(client, userId, conversations) {
  await client.query(`insert into user_subjects (user_id, subject_id, level) values ($1, 1, 'intermediate'), ($1, 2, 'beginner')`, [
    userId,
  ]);
  await client.query(
    `insert into conversations (user_id, subject_id, title, created_at, updated_at)
     select $1, 1 + (c % 2), 'Exported conversation ' || c, now() - (c * interval '3 hours'), now() from generate_series(1, $2::int) c`,
    [userId, conversations],
  );
  await client.query(
    `insert into tutoring_sessions (user_id, subject_id, conversation_id, usage_month, started_at)
     select user_id, subject_id, id, to_char(created_at, 'YYYY-MM'), created_at from conversations where user_id = $1`,
    [userId],
  );
  // About 200 characters each, as a learner's question or a tutor's short reply; the hash keeps any two apart.
  await client.query(
    `insert into messages (conversation_id, user_id, role, content, created_at)
     select c.id, c.user_id, case when m % 2 = 1 then 'user' else 'assistant' end,
       'Message ' || m || ' of this conversation: a learner''s question or the tutor''s reply, about as long as they usually are, '
         || 'with a worked step and a check question. ' || md5(c.id || '-' || m),
       c.created_at + m * interval '20 seconds'
     from conversations c, generate_series(1, $2::int) m where c.user_id = $1`,
    [userId, MESSAGES_PER_CONVERSATION],
  );
  await client.query(
    `insert into study_sessions (user_id, minutes, type, target_reached, completed_at)
     select $1, 25, 'pomodoro_session', true, now() - (g * interval '13 hours') from generate_series(1, 20) g`,
    [userId],
  );
}

/** VmRSS and VmHWM (peak) of a process, in bytes. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Resets the process's peak RSS to its current RSS (Linux: clear_refs 5), so VmHWM is the peak from now on. */
const resetPeak = (pid) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/**
 * One export as a browser fetches it (brotli, as the server sends to one that accepts it): the time to its last byte,
 * the bytes sent and decoded, and the decoded file when `keep`. A 429 (10 exports a minute) waits and asks again.
 */
async function exportOnce(base, cookie, keep = false) {
  for (;;) {
    const t0 = performance.now();
    const result = await new Promise((resolve, reject) => {
      const req = http.get(`${base}/api/account/export`, { headers: { cookie, 'accept-encoding': 'br, gzip' } }, (res) => {
        if (res.statusCode === 429) {
          res.resume();
          return resolve({ retryAfter: Number(res.headers['retry-after'] ?? 5) });
        }
        if (res.statusCode !== 200) return reject(new Error(`export answered ${res.statusCode}`));
        let sent = 0;
        res.on('data', (chunk) => (sent += chunk.length));
        const encoding = res.headers['content-encoding'];
        const decoded =
          encoding === 'br' ? res.pipe(zlib.createBrotliDecompress()) : encoding === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
        const parts = [];
        let size = 0;
        decoded.on('data', (chunk) => {
          size += chunk.length;
          if (keep) parts.push(chunk);
        });
        decoded.on('end', () =>
          resolve({ ms: performance.now() - t0, sent, size, encoding, text: keep ? Buffer.concat(parts).toString('utf8') : undefined }),
        );
        decoded.on('error', reject);
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    if (result.retryAfter === undefined) return result;
    console.log(`  (rate limit: waiting ${result.retryAfter} s)`);
    await sleep(result.retryAfter * 1000);
  }
}

/** The baseline: the learner's messages in one statement through pg, as JSON, in this process. */
async function oneStatement(client, userId) {
  const t0 = performance.now();
  const { rows } = await client.query('select * from messages where user_id = $1 order by created_at, id', [userId]);
  const text = JSON.stringify(rows);
  return { ms: performance.now() - t0, rows: rows.length, size: Buffer.byteLength(text) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureLearner(server, db, client, learner, size) {
  const pid = server.pid;
  const cpu = { server: () => [pid], postgres: () => postgresPids(db.port) };
  await waitForQuiet(OTHER_LOAD_WARN, settings.quietWait);
  // The warm-up export is also the check: the file holds all of the learner's messages and nothing else's.
  const check = await exportOnce(server.base, learner.cookie, true);
  const file = JSON.parse(check.text);
  if (file.account.id !== learner.id) throw new Error('the export is of another account');
  if (file.tables.messages.length !== learner.messages) throw new Error(`the export holds ${file.tables.messages.length} messages`);
  if (file.tables.messages.some((m) => m.userId !== learner.id)) throw new Error("the export holds another learner's message");
  const runs = [];
  const before = cpuSnapshot(cpu);
  for (let i = 0; i < RUNS; i++) {
    resetPeak(pid);
    const { rss } = memoryOf(pid);
    const r = await exportOnce(server.base, learner.cookie);
    const { peak } = memoryOf(pid);
    runs.push({ ...r, rssBefore: rss, peak });
  }
  const { perRequest, others } = cpuSince(cpu, before, RUNS);
  const base = await oneStatement(client, learner.id);
  const times = runs.map((r) => r.ms);
  const growth = runs.map((r) => r.peak - r.rssBefore);
  const row = {
    size,
    learner,
    p50: median(times),
    max: Math.max(...times),
    sent: runs[0].sent,
    decoded: runs[0].size,
    encoding: runs[0].encoding,
    rssBefore: runs[0].rssBefore,
    peak: Math.max(...runs.map((r) => r.peak)),
    growth: Math.max(...growth),
    cpuMs: { server: perRequest.server / 1000, postgres: perRequest.postgres / 1000 },
    others,
    base,
  };
  console.log(
    `  ${size.label}, ${learner.name}: p50 ${row.p50.toFixed(0)} ms, max ${row.max.toFixed(0)} ms, ${(row.decoded / MB).toFixed(1)} MB ` +
      `(${(row.sent / MB).toFixed(1)} MB ${row.encoding ?? 'identity'}), RSS ${(row.rssBefore / MB).toFixed(0)} MB before, ` +
      `peak +${(row.growth / MB).toFixed(1)} MB; one statement ${base.ms.toFixed(0)} ms; other load ${(others ?? 0).toFixed(2)} cores`,
  );
  return row;
}

export async function run() {
  const env = machine();
  const bundle = bundleInfo();
  console.log('  starting PostgreSQL...');
  const db = await startPostgres();
  const stopPg = onCleanup('PostgreSQL', () => db.stop());
  const rows = [];
  try {
    const server = await startBrightpath({ name: 'Brightpath on PostgreSQL', databaseUrl: db.url });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const learners = [];
      for (const l of LEARNERS) {
        const cookie = await registerUser(server.base);
        const me = await getJson(`${server.base}/api/auth/me`, cookie);
        await postJson(server.base, '/api/users', { firstName: 'Bench', age: 16, skipped: true }, cookie, [201]);
        await seedLearner(client, me.id, l.conversations);
        learners.push({ ...l, id: me.id, cookie, messages: l.conversations * MESSAGES_PER_CONVERSATION });
      }
      for (const size of SIZES) {
        await grow(client, size.learners);
        const messages = (await client.query('select count(*)::int as n from messages')).rows[0].n;
        for (const learner of learners) rows.push({ ...(await measureLearner(server, db, client, learner, size)), messages });
      }
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    await stopPg();
  }
  return report(env, bundle, rows);
}

const mb = (bytes) => (bytes / MB).toFixed(1);

function report(env, bundle, rows) {
  const measured = rows.map((r) => [
    `${r.size.label} (${int(r.messages)} in all)`,
    r.learner.name,
    int(r.p50),
    int(r.max),
    `${mb(r.decoded)} (${mb(r.sent)} ${r.encoding ?? 'identity'})`,
    mb(r.rssBefore),
    mb(r.peak),
    `+${mb(r.growth)}`,
    int(r.cpuMs.server),
    int(r.cpuMs.postgres),
    `${int(r.base.ms)} (${mb(r.base.size)} MB)`,
    x(r.p50 / r.base.ms),
    (r.others ?? 0).toFixed(2),
  ]);
  const target = rows.filter((r) => r.learner.conversations === LEARNERS[0].conversations);
  const heavy = rows.filter((r) => r.learner.conversations === LEARNERS[1].conversations);
  const disturbedNote = (r) => ((r.others ?? 0) > OTHER_LOAD_WARN ? ' (disturbed run, not conclusive)' : '');
  const budgets = [
    ...target.map((r) => [
      `time to the last byte, ${r.learner.name}, ${r.size.label}`,
      `max ${int(r.max)} ms`,
      `< ${BUDGET_MS} ms`,
      `${r.max < BUDGET_MS ? 'met' : '**NOT met**'}${disturbedNote(r)}`,
    ]),
    ...rows.map((r) => [
      `peak RSS during the export above RSS before, ${r.learner.name}, ${r.size.label}`,
      `+${mb(r.growth)} MB (file ${mb(r.decoded)} MB)`,
      `flat: under ${FLAT_MB} MB whatever the file's size`,
      r.growth < FLAT_MB * MB ? 'met' : '**NOT met**',
    ]),
    ...SIZES.map((size, i) => {
      const [a, b] = [target[i], heavy[i]];
      return [
        `10x the messages, ${size.label}: peak growth`,
        `+${mb(b.growth)} MB vs +${mb(a.growth)} MB for ${x(b.decoded / a.decoded)} the file`,
        'none (context: what the garbage collector has not yet freed varies from run to run)',
        '-',
      ];
    }),
  ];
  const growth = [
    ['export p50, 5,000 messages, large / small data', x(target[1].p50 / target[0].p50)],
    ['export p50, 50,000 / 5,000 messages, large data', x(heavy[1].p50 / target[1].p50)],
  ];
  return `## ${title}

- Date: ${env.date}
- Node: ${env.node}; CPU: ${env.cpu}, ${env.cores} cores
- Server bundle: apps/server/dist/main.js built ${bundle.builtAt}${bundle.stale ? ' (**older than its sources**: figures may not match the code)' : ''}
- PostgreSQL (scripts/postgres.mjs), seeded through SQL: background learners with 2 conversations of 50 messages each (bench/suites/learner-home.mjs
  \`grow\`), vacuumed and analysed; the measured learners have ${LEARNERS.map((l) => int(l.conversations * MESSAGES_PER_CONVERSATION)).join(' and ')} messages of
  about 200 characters (the last 32 differ from message to message, so the compressor is not flattered) in conversations of ${MESSAGES_PER_CONVERSATION} (each with its tutoring session), an onboarding profile, 2 subjects and 20 timer records.
- Each figure: ${RUNS} exports one after the other, after one warm-up export that is also checked (all of the learner's messages, none of
  anyone else's). The client is node:http in the bench process asking for \`br, gzip\` as a browser does, reading as fast as it can and
  decoding; "time" runs from the request to the last decoded byte.
- Memory: the server's VmRSS just before each export, and its VmHWM (peak RSS) during it, the peak reset before each export
  (\`/proc/PID/clear_refs\` 5); "peak growth" is the largest peak minus RSS before of the ${RUNS}. Flat means it does not follow
  the file: under ${FLAT_MB} MB at every size, and about the same for 10x the messages.
- CPU ms per export: user + system time of the server process and of all PostgreSQL processes during the ${RUNS} exports, divided by ${RUNS}.
- Baseline: the learner's messages alone, in one statement through pg in the bench process, then \`JSON.stringify\`: the floor without
  pages, HTTP, compression and the other tables; "vs one statement" is the export's p50 over it.

${table(
  [
    'Data',
    'Learner',
    'p50 ms',
    'max ms',
    'file MB (sent)',
    'RSS before MB',
    'peak RSS MB',
    'peak growth MB',
    'server CPU ms',
    'PostgreSQL CPU ms',
    'one statement ms (JSON)',
    'vs one statement',
    'other load (cores)',
  ],
  measured,
)}

### Growth

${table(['Figure', 'Ratio'], growth)}

### Budget

${table(['Check', 'Measured', 'Budget', 'Result'], budgets)}
`;
}
