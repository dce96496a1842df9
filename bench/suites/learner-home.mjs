// Issue budget: GET /api/dashboard and GET /api/progress for a learner with 2,000 messages, p95 under 50 ms at
// 20 connections on PostgreSQL, measured at two data sizes (100,000 and 1,000,000 messages from 1,000 and
// 10,000 learners) to show how the cost grows. GET /api/auth/me on the same server is the baseline of each size.
import pg from 'pg';
import { startPostgres } from '../../scripts/postgres.mjs';
import { bundleInfo, getJson, postJson, registerUser, startBrightpath } from '../lib/brightpath.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { postgresPids } from '../lib/cpu.mjs';
import { clean, disturbed, measure, settings } from '../lib/measure.mjs';
import { int, machine, ms, ratio, table, x } from '../lib/results.mjs';

export const title = 'Learner home: GET /api/dashboard and /api/progress as the data grows';

const CONNECTIONS = 20;
const BUDGET_MS = 50;
/** Each background learner: 2 conversations of 50 messages (half the learner's), each with its tutoring session. */
const CONVERSATIONS_PER_LEARNER = 2;
const MESSAGES_PER_CONVERSATION = 50;
const SIZES = [
  { learners: 1_000, label: '100,000 messages, 1,000 learners' },
  { learners: 10_000, label: '1,000,000 messages, 10,000 learners' },
];
/** The measured learner: 2,000 messages in 40 conversations over 3 subjects, and 20 timed study sessions. */
const TARGET = { conversations: 40, messagesPerConversation: 50, timedSessions: 20 };
const TIME_ZONE = 'Europe/Berlin';

/** Adds background learners until there are `learners` of them, with their conversations, sessions and messages. */
export async function grow(client, learners) {
  const { rows } = await client.query(`select count(*)::int as n from users where username like 'bg_%'`);
  const have = rows[0].n;
  if (have >= learners) return;
  const t0 = Date.now();
  await client.query('begin');
  await client.query(
    `insert into users (username, is_guest, age) select 'bg_' || g, false, 10 + g % 40 from generate_series($1::int + 1, $2::int) g`,
    [have, learners],
  );
  await client.query(
    `insert into conversations (user_id, subject_id, title, created_at, updated_at)
     select u.id, 1 + (c % 5), 'Background conversation', now() - (random() * interval '60 days'), now()
     from users u, generate_series(1, $1::int) c where u.username like 'bg_%' and not exists (select 1 from conversations x where x.user_id = u.id)`,
    [CONVERSATIONS_PER_LEARNER],
  );
  await client.query(
    `insert into tutoring_sessions (user_id, subject_id, conversation_id, usage_month, started_at)
     select c.user_id, c.subject_id, c.id, to_char(c.created_at, 'YYYY-MM'), c.created_at
     from conversations c where not exists (select 1 from tutoring_sessions s where s.conversation_id = c.id)`,
  );
  await client.query(
    `insert into messages (conversation_id, user_id, role, content, created_at)
     select c.id, c.user_id, case when m % 2 = 1 then 'user' else 'assistant' end,
       'A message of ordinary length about the topic at hand, as learners and the tutor write them.', c.created_at + m * interval '1 minute'
     from conversations c, generate_series(1, $1::int) m
     where c.title = 'Background conversation' and not exists (select 1 from messages x where x.conversation_id = c.id)`,
    [MESSAGES_PER_CONVERSATION],
  );
  await client.query('commit');
  await client.query('vacuum analyze');
  const total = (await client.query('select count(*)::int as n from messages')).rows[0].n;
  console.log(
    `  seeded up to ${int(learners)} background learners, ${int(total)} messages in all (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
  );
}

/** The measured learner's own history, through SQL (the API would take minutes for 2,000 messages). */
export async function seedTarget(client, userId) {
  await client.query(
    `insert into user_subjects (user_id, subject_id, level) values ($1, 1, 'intermediate'), ($1, 2, 'beginner'), ($1, 3, 'advanced')`,
    [userId],
  );
  await client.query(
    `insert into conversations (user_id, subject_id, title, created_at, updated_at)
     select $1, 1 + (c % 3), 'Target conversation', now() - (c * interval '9 hours'), now() from generate_series(1, $2::int) c`,
    [userId, TARGET.conversations],
  );
  await client.query(
    `insert into tutoring_sessions (user_id, subject_id, conversation_id, usage_month, started_at)
     select user_id, subject_id, id, to_char(created_at, 'YYYY-MM'), created_at from conversations where user_id = $1`,
    [userId],
  );
  await client.query(
    `insert into messages (conversation_id, user_id, role, content, created_at)
     select c.id, c.user_id, case when m % 2 = 1 then 'user' else 'assistant' end, 'A learner''s question or the tutor''s reply.',
       c.created_at + m * interval '20 seconds'
     from conversations c, generate_series(1, $2::int) m where c.user_id = $1`,
    [userId, TARGET.messagesPerConversation],
  );
  await client.query(
    `insert into study_sessions (user_id, minutes, type, target_reached, completed_at)
     select $1, 25, 'pomodoro_session', true, now() - (g * interval '13 hours') from generate_series(1, $2::int) g`,
    [userId, TARGET.timedSessions],
  );
  const n = (await client.query('select count(*)::int as n from messages where user_id = $1', [userId])).rows[0].n;
  if (n !== TARGET.conversations * TARGET.messagesPerConversation) throw new Error(`target learner has ${n} messages`);
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
      const cookie = await registerUser(server.base);
      const me = await getJson(`${server.base}/api/auth/me`, cookie);
      await postJson(server.base, '/api/users', { firstName: 'Bench', age: 16, skipped: true }, cookie, [201]);
      await seedTarget(client, me.id);
      const cpu = { server: () => [server.pid], postgres: () => postgresPids(db.port) };
      for (const size of SIZES) {
        await grow(client, size.learners);
        const messages = (await client.query('select count(*)::int as n from messages')).rows[0].n;
        const dashboard = await getJson(`${server.base}/api/dashboard?timeZone=${TIME_ZONE}`, cookie);
        if (dashboard.stats.totalSessions !== TARGET.conversations)
          throw new Error(`dashboard shows ${dashboard.stats.totalSessions} sessions`);
        const at = (path) => `${server.base}${path}`;
        const opts = { connections: CONNECTIONS };
        const base = await measure(`auth/me, ${size.label}`, at('/api/auth/me'), { cookie }, cpu, opts);
        const dash = await measure(`dashboard, ${size.label}`, at(`/api/dashboard?timeZone=${TIME_ZONE}`), { cookie }, cpu, opts);
        const prog = await measure(`progress, ${size.label}`, at(`/api/progress?timeZone=${TIME_ZONE}`), { cookie }, cpu, opts);
        rows.push({ size, messages, base, dash, prog });
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

function verdict(f) {
  if (!clean(f)) return '**NOT met** (run had failed requests)';
  const result = f.p97_5 < BUDGET_MS ? 'met' : '**NOT met**';
  return disturbed(f) ? `${result} (disturbed run, not conclusive)` : result;
}

function report(env, bundle, rows) {
  const line = (r, name, f) => [
    r.size.label,
    name,
    int(f.rps),
    ms(f.p50),
    ms(f.p97_5),
    ms(f.p99),
    int(f.cpuUs.server),
    int(f.cpuUs.postgres),
    name === 'GET /api/auth/me (baseline)' ? '1.00x' : x(ratio(r.base.rps, f.rps)),
    (f.others ?? 0).toFixed(2),
  ];
  const measured = rows.flatMap((r) => [
    line(r, 'GET /api/auth/me (baseline)', r.base),
    line(r, 'GET /api/dashboard', r.dash),
    line(r, 'GET /api/progress', r.prog),
  ]);
  const [small, large] = rows;
  const growth = [
    ['dashboard p50, large / small', x(ratio(large.dash.p50, small.dash.p50))],
    ['progress p50, large / small', x(ratio(large.prog.p50, small.prog.p50))],
    [
      'dashboard server+PostgreSQL CPU per request, large / small',
      x(ratio(large.dash.cpuUs.server + large.dash.cpuUs.postgres, small.dash.cpuUs.server + small.dash.cpuUs.postgres)),
    ],
  ];
  const budgets = rows.flatMap((r) => [
    [`dashboard p97.5, ${r.size.label}`, `${ms(r.dash.p97_5)} ms`, `< ${BUDGET_MS} ms (p95)`, verdict(r.dash)],
    [`progress p97.5, ${r.size.label}`, `${ms(r.prog.p97_5)} ms`, `< ${BUDGET_MS} ms (p95)`, verdict(r.prog)],
  ]);
  return `## ${title}

- Date: ${env.date}
- Node: ${env.node}; CPU: ${env.cpu}, ${env.cores} cores
- Server bundle: apps/server/dist/main.js built ${bundle.builtAt}${bundle.stale ? ' (**older than its sources**: figures may not match the code)' : ''}
- PostgreSQL (scripts/postgres.mjs), seeded through SQL: background learners with ${CONVERSATIONS_PER_LEARNER} conversations of
  ${MESSAGES_PER_CONVERSATION} messages each (each with its tutoring session), vacuumed and analysed; the measured learner has
  ${TARGET.conversations * TARGET.messagesPerConversation} messages in ${TARGET.conversations} sessions over 3 subjects and ${TARGET.timedSessions} timed sessions.
- Load: autocannon, ${CONNECTIONS} connections, ${settings.warmup} s warm-up, ${settings.duration} s measured; time zone ${TIME_ZONE}.
- autocannon reports p97.5, not p95: the budget is checked on the stricter p97.5.
- "Cost vs baseline": req/s of GET /api/auth/me (served from the session cache) divided by the route's req/s, same server, same size.

${table(['Data', 'Route', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'server CPU us/req', 'PostgreSQL CPU us/req', 'cost vs baseline', 'other load (cores)'], measured)}

### Growth (1,000,000 vs 100,000 messages)

${table(['Figure', 'Ratio'], growth)}

### Budget

${table(['Check', 'Measured', 'Budget', 'Result'], budgets)}
`;
}
