// Issue budget: the learning history with 1,000,000 messages across 10,000 learners on PostgreSQL, for a learner with
// 5,000 messages: POST /api/conversations/search and GET /api/conversations/history, p95 under 50 ms at 20 connections,
// measured at two data sizes (100,000 and 1,000,000 messages; the background learners of learner-home.mjs) to show how
// the cost grows. The search's statement is EXPLAINed at each size: it must read messages_search_idx (the GIN index of
// the learner and the words). GET /api/auth/me on the same server is the baseline of each size.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { startPostgres } from '../../scripts/postgres.mjs';
import { bundleInfo, getJson, postJson, registerUser, ROOT, startBrightpath } from '../lib/brightpath.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { postgresPids } from '../lib/cpu.mjs';
import { clean, disturbed, measure, settings } from '../lib/measure.mjs';
import { int, machine, ms, ratio, table, x } from '../lib/results.mjs';
import { grow } from './learner-home.mjs';

export const title = 'Learning history: search and GET /api/conversations/history as the data grows';

const CONNECTIONS = 20;
const BUDGET_MS = 50;
const SIZES = [
  { learners: 1_000, label: '100,000 messages, 1,000 learners' },
  { learners: 10_000, label: '1,000,000 messages, 10,000 learners' },
];
/** The measured learner: 5,000 messages in 100 conversations of 50 over 3 subjects, one every 2 days back from now. */
const TARGET = { conversations: 100, messagesPerConversation: 50 };

/**
 * What the measured learner wrote and was told: sentences of a tutoring conversation, the learner's short, the tutor's
 * three sentences long, drawn in turn so that each word is in some messages and not others ('fractions' in about one in
 * ten, 'topic' in a few: the one word every background message has too).
 */
const LEARNER_LINES = [
  'How do I add fractions with different denominators?',
  'Can you explain photosynthesis again, the part about chlorophyll?',
  'Why do volcanoes erupt and what is magma made of?',
  'I find long division really hard, can we practise?',
  'What caused the first world war?',
  'Is 3/4 bigger than 5/8?',
  'What does a verb do in a sentence?',
  'How do plants get water from the soil?',
  'Can you check my answer: x = 7?',
  'What is the topic of this chapter about the water cycle?',
];
const TUTOR_LINES = [
  'Good question. To add fractions with different denominators, first find a common denominator, then rewrite each fraction and add the numerators.',
  'Photosynthesis is how plants make sugar from light, water and carbon dioxide; chlorophyll in the leaves captures the light.',
  'A volcano erupts when magma, melted rock full of gas, rises and the pressure becomes too great for the rock above it.',
  'Long division breaks a big division into small steps: divide, multiply, subtract, bring down, and repeat.',
  'Historians point to alliances, militarism, empires and nationalism, and the assassination in Sarajevo set it off.',
  'Try writing both with the same denominator: 3/4 is 6/8, so which is bigger now?',
  'A verb tells us what someone or something does or is, such as run, think or be.',
  'Roots take up water, which travels up the stem through tubes called xylem to the leaves.',
  'Let us check it together: put 7 in place of x and see whether both sides are equal.',
  'The water cycle is a great topic: evaporation, condensation, precipitation and collection, again and again.',
];
/** Searches measured: a word of the learner's own, two together, the word every background message has, a misspelling. */
const SEARCHES = [
  { key: 'fractions', body: { query: 'fractions' }, label: '"fractions" (the learner’s own word)' },
  { key: 'two-words', body: { query: 'photosynthesis chlorophyll' }, label: '"photosynthesis chlorophyll" (both words)' },
  { key: 'common', body: { query: 'topic' }, label: '"topic" (in all 1,000,000 background messages too)' },
  { key: 'misspelt', body: { query: 'fractoins' }, label: '"fractoins" (misspelt: close spellings)' },
];

/** The measured learner's history, through SQL (the API would take many minutes for 5,000 messages). */
export async function seedTarget(client, userId) {
  await client.query(
    `insert into user_subjects (user_id, subject_id, level) values ($1, 1, 'intermediate'), ($1, 2, 'beginner'), ($1, 3, 'advanced')`,
    [userId],
  );
  await client.query(
    `insert into conversations (user_id, subject_id, title, created_at, updated_at)
     select $1, 1 + (c % 3), 'Conversation ' || c, now() - (c * interval '2 days'), now() - (c * interval '2 days') + interval '50 minutes'
     from generate_series(1, $2::int) c`,
    [userId, TARGET.conversations],
  );
  await client.query(
    `insert into tutoring_sessions (user_id, subject_id, conversation_id, usage_month, started_at)
     select user_id, subject_id, id, to_char(created_at, 'YYYY-MM'), created_at from conversations where user_id = $1`,
    [userId],
  );
  const n = LEARNER_LINES.length;
  await client.query(
    `insert into messages (conversation_id, user_id, role, content, created_at)
     select c.id, c.user_id, case when m % 2 = 1 then 'user' else 'assistant' end,
       case when m % 2 = 1 then ($3::text[])[1 + (c.id + m) % ${n}]
         else ($4::text[])[1 + (c.id + m - 1) % ${n}] || ' ' || ($4::text[])[1 + (c.id + m + 3) % ${n}] || ' ' || ($4::text[])[1 + (c.id + m + 6) % ${n}] end,
       c.created_at + m * interval '1 minute'
     from conversations c, generate_series(1, $2::int) m where c.user_id = $1`,
    [userId, TARGET.messagesPerConversation, LEARNER_LINES, TUTOR_LINES],
  );
  const count = (await client.query('select count(*)::int as n from messages where user_id = $1', [userId])).rows[0].n;
  if (count !== TARGET.conversations * TARGET.messagesPerConversation) throw new Error(`target learner has ${count} messages`);
}

/** The search's statement as the server writes it (bench/lib/history-statement.ts), EXPLAINed with the learner's id. */
async function explainSearch(client, userId, query) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/lib/history-statement.ts', 'search', String(userId), query], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' },
    encoding: 'utf8',
  });
  const { sql, params } = JSON.parse(out);
  const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
  const lines = rows.map((r) => r['QUERY PLAN']);
  // The part that reads the messages: the scan of messages_search_idx (or whatever the planner chose) and its bitmap.
  const reading = lines.filter((l) => /on messages\b|on messages m\b|messages_\w+_idx/.test(l)).map((l) => l.trim());
  const time = lines.find((l) => l.startsWith('Execution Time'))?.trim() ?? '';
  return { usesGin: reading.some((l) => l.includes('messages_search_idx')), reading, time };
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
      const at = (path) => `${server.base}${path}`;
      const post = { cookie, origin: server.base, 'content-type': 'application/json' };
      for (const size of SIZES) {
        await grow(client, size.learners);
        const messages = (await client.query('select count(*)::int as n from messages')).rows[0].n;
        // Each target answers as it should before it is loaded.
        const first = await getJson(at('/api/conversations/history'), cookie);
        if (first.total !== TARGET.conversations || first.conversations.length !== 10)
          throw new Error(`history shows ${first.total} conversations`);
        const page5 = `/api/conversations/history?cursor=${encodeURIComponent(await cursorOfPage(at, cookie, 5))}`;
        for (const s of SEARCHES) {
          const { json } = await postJson(server.base, '/api/conversations/search', s.body, cookie, [200]);
          if (json.totalMatches === 0) throw new Error(`search ${s.key} found nothing`);
          if ((s.key === 'misspelt') !== json.closeMatches) throw new Error(`search ${s.key}: closeMatches ${json.closeMatches}`);
          s.found = json.totalMatches;
        }
        const plans = {
          fractions: await explainSearch(client, me.id, 'fractions'),
          common: await explainSearch(client, me.id, 'topic'),
        };
        const opts = { connections: CONNECTIONS };
        const base = await measure(`auth/me, ${size.label}`, at('/api/auth/me'), { cookie }, cpu, opts);
        const history = await measure(`history, ${size.label}`, at('/api/conversations/history'), { cookie }, cpu, opts);
        const later = await measure(`history page 6, ${size.label}`, at(page5), { cookie }, cpu, opts);
        const searches = {};
        for (const s of SEARCHES)
          searches[s.key] = await measure(`search ${s.key}, ${size.label}`, at('/api/conversations/search'), post, cpu, {
            ...opts,
            method: 'POST',
            body: JSON.stringify(s.body),
          });
        rows.push({
          size,
          messages,
          base,
          history,
          later,
          searches,
          plans,
          found: Object.fromEntries(SEARCHES.map((s) => [s.key, s.found])),
        });
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

/** The cursor after `pages` pages of the history (its next page is page `pages + 1`). */
async function cursorOfPage(at, cookie, pages) {
  let cursor = null;
  for (let i = 0; i < pages; i++) {
    const page = await getJson(at(`/api/conversations/history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`), cookie);
    cursor = page.nextCursor;
  }
  return cursor;
}

function verdict(f) {
  if (!clean(f)) return '**NOT met** (run had failed requests)';
  const result = f.p97_5 < BUDGET_MS ? 'met' : '**NOT met**';
  return disturbed(f) ? `${result} (disturbed run, not conclusive)` : result;
}

function report(env, bundle, rows) {
  const targets = (r) => [
    ['GET /api/auth/me (baseline)', r.base],
    ['GET /api/conversations/history (first page)', r.history],
    ['GET /api/conversations/history (page 6, by cursor)', r.later],
    ...SEARCHES.map((s) => [`POST search ${s.label}`, r.searches[s.key]]),
  ];
  const measured = rows.flatMap((r) =>
    targets(r).map(([name, f]) => [
      r.size.label,
      name,
      int(f.rps),
      ms(f.p50),
      ms(f.p97_5),
      ms(f.p99),
      int(f.cpuUs.server),
      int(f.cpuUs.postgres),
      f === r.base ? '1.00x' : x(ratio(r.base.rps, f.rps)),
      (f.others ?? 0).toFixed(2),
    ]),
  );
  const [small, large] = rows;
  const growth = [
    ['history p50', r2(large.history.p50, small.history.p50)],
    ...SEARCHES.map((s) => [`search ${s.key} p50`, r2(large.searches[s.key].p50, small.searches[s.key].p50)]),
    [
      'search "fractions" server+PostgreSQL CPU per request',
      x(
        ratio(
          large.searches.fractions.cpuUs.server + large.searches.fractions.cpuUs.postgres,
          small.searches.fractions.cpuUs.server + small.searches.fractions.cpuUs.postgres,
        ),
      ),
    ],
  ];
  const budgets = rows.flatMap((r) =>
    targets(r)
      .slice(1)
      .map(([name, f]) => [`${name}, ${r.size.label}`, `${ms(f.p97_5)} ms`, `< ${BUDGET_MS} ms (p95)`, verdict(f)]),
  );
  const plans = rows.flatMap((r) =>
    Object.entries(r.plans).map(([key, p]) => [
      r.size.label,
      key === 'fractions' ? '"fractions"' : '"topic"',
      p.usesGin ? 'yes' : '**no**',
      p.reading.map((l) => `\`${l.replace(/\|/g, '\\|')}\``).join('<br>'),
      p.time,
    ]),
  );
  return `## ${title}

- Date: ${env.date}
- Node: ${env.node}; CPU: ${env.cpu}, ${env.cores} cores
- Server bundle: apps/server/dist/main.js built ${bundle.builtAt}${bundle.stale ? ' (**older than its sources**: figures may not match the code)' : ''}
- PostgreSQL (scripts/postgres.mjs) seeded through SQL: the background learners of learner-home.mjs (2 conversations of 50
  messages each, every message the same sentence, so its words are in every background message), vacuumed and analysed;
  the measured learner has ${int(TARGET.conversations * TARGET.messagesPerConversation)} messages in ${TARGET.conversations} conversations over 3 subjects (tutor replies of three sentences).
  Matches for the measured learner: ${SEARCHES.map((s) => `${s.key} ${large?.found[s.key] ?? '?'} conversations`).join(', ')}.
- Load: autocannon, ${CONNECTIONS} connections, ${settings.warmup} s warm-up, ${settings.duration} s measured; one learner, the same request over and over.
- autocannon reports p97.5, not p95: the budget is checked on the stricter p97.5.
- "Cost vs baseline": req/s of GET /api/auth/me (served from the session cache) divided by the route's req/s, same server, same size.

${table(['Data', 'Route', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'server CPU us/req', 'PostgreSQL CPU us/req', 'cost vs baseline', 'other load (cores)'], measured)}

### Growth (1,000,000 vs 100,000 messages)

${table(['Figure', 'Ratio'], growth)}

### The search's plan (EXPLAIN ANALYZE of the server's statement, the lines that read messages)

${table(['Data', 'Query', 'messages_search_idx', 'Reading messages', 'Time'], plans)}

### Budget

${table(['Check', 'Measured', 'Budget', 'Result'], budgets)}
`;
}

const r2 = (a, b) => x(ratio(a, b));
