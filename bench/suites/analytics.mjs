// Issue budget (DESIGN.md section 6): every screen's data, p95 under 50 ms with 1,000,000 messages. /analytics opens
// with GET /api/analytics/progress and reads /content-interactions and /quiz-performance when their tabs open: each is
// measured at 20 connections on PostgreSQL, for the week (the default) and all time, at the learner-home sizes
// (100,000 and 1,000,000 messages from 1,000 and 10,000 learners), seeded by learner-home's own functions, with
// lessons and quiz answers added for every learner. GET /api/auth/me and GET /api/dashboard on the same server are
// the baselines of each size (the progress call is the dashboard's statement with the lessons' part beside it).
import pg from 'pg';
import { startPostgres } from '../../scripts/postgres.mjs';
import { bundleInfo, getJson, postJson, registerUser, startBrightpath } from '../lib/brightpath.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { postgresPids } from '../lib/cpu.mjs';
import { clean, disturbed, measure, settings } from '../lib/measure.mjs';
import { int, machine, ms, ratio, table, x } from '../lib/results.mjs';
import { grow, seedTarget } from './learner-home.mjs';

export const title = 'Learning analytics: GET /api/analytics/* as the data grows';

const CONNECTIONS = 20;
const BUDGET_MS = 50;
const SIZES = [
  { learners: 1_000, label: '100,000 messages, 1,000 learners' },
  { learners: 10_000, label: '1,000,000 messages, 10,000 learners' },
];
/** The measured learner's lessons: one a day for 90 days, each with its quiz answered (4 questions, a second try on one). */
const TARGET_LESSONS = 90;
/** Each background learner: 2 lessons with 4 answers each. */
const BACKGROUND_LESSONS = 2;
const TIME_ZONE = 'Europe/Berlin';

/** Lessons made by the offline tutor through the API, so the stored sessions are real ones (topic cards and all). */
const TOPICS = ['Fractions', 'Photosynthesis', '2x + 3 = 11'];

/** The target's lessons: copies of its real ones, one a day back from today, all five phases done but every tenth. */
async function seedTargetLessons(client, userId) {
  await client.query(
    `with made as (select l.*, row_number() over (order by id) - 1 as k from learning_lessons l where user_id = $1)
     insert into learning_lessons (user_id, topic, subject_id, skill_level, session, answer_key, completed_steps, created_at, completed_at)
     select $1, l.topic, l.subject_id, l.skill_level, l.session, l.answer_key,
       case when g % 10 = 0 then '{listen,ask}'::text[] else '{listen,ask,talk,teach,quiz}'::text[] end,
       now() - g * interval '1 day', case when g % 10 = 0 then null else now() - g * interval '1 day' + interval '15 minutes' end
     from generate_series(1, $2::int) g join made l on l.k = g % (select count(*) from made)`,
    [userId, TARGET_LESSONS],
  );
  await answerQuizzes(client, `user_id = ${Number(userId)}`);
}

/** Four first tries per seeded lesson (right but every third), a second try on the last, a minute apart. */
async function answerQuizzes(client, which) {
  await client.query(
    `insert into quiz_attempts (user_id, lesson_id, question_id, answer, correct, attempt, time_taken_ms, created_at)
     select l.user_id, l.id, 'q' || q, '4', q % 3 <> 0, 1, 2000 + 1000 * q, l.created_at + q * interval '1 minute'
     from learning_lessons l, generate_series(1, 4) q
     where ${which} and not exists (select 1 from quiz_attempts a where a.lesson_id = l.id)
     union all
     select l.user_id, l.id, 'q4', '5', true, 2, 3000, l.created_at + interval '5 minutes'
     from learning_lessons l where ${which} and not exists (select 1 from quiz_attempts a where a.lesson_id = l.id)`,
  );
}

/** Lessons for the background learners who have none yet: copies of the target's first, each with its quiz answered. */
async function growLessons(client, templateUserId) {
  await client.query(
    `insert into learning_lessons (user_id, topic, subject_id, skill_level, session, answer_key, completed_steps, created_at, completed_at)
     select u.id, t.topic, t.subject_id, t.skill_level, t.session, t.answer_key, '{listen,ask,talk,teach,quiz}'::text[],
       now() - (random() * interval '60 days'), now()
     from users u, generate_series(1, $2::int) g,
       (select * from learning_lessons where user_id = $1 order by id limit 1) t
     where u.username like 'bg_%' and not exists (select 1 from learning_lessons x where x.user_id = u.id)`,
    [templateUserId, BACKGROUND_LESSONS],
  );
  await answerQuizzes(client, `user_id <> ${Number(templateUserId)}`);
  await client.query('vacuum analyze learning_lessons');
  await client.query('vacuum analyze quiz_attempts');
}

/** For scratch scripts (bench/.work): the seeding above. */
export { seedTargetLessons as _seedTargetLessons, growLessons as _growLessons };

export async function run() {
  const env = machine();
  const bundle = bundleInfo();
  console.log('  starting PostgreSQL...');
  const db = await startPostgres();
  const stopPg = onCleanup('PostgreSQL', () => db.stop());
  const rows = [];
  let seeded;
  try {
    const server = await startBrightpath({ name: 'Brightpath on PostgreSQL', databaseUrl: db.url });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const cookie = await registerUser(server.base);
      const me = await getJson(`${server.base}/api/auth/me`, cookie);
      await postJson(server.base, '/api/users', { firstName: 'Bench', age: 16, skipped: true }, cookie, [201]);
      await seedTarget(client, me.id);
      for (const topic of TOPICS) await postJson(server.base, '/api/learning/create-session', { topic, subjectId: 1 }, cookie, [201]);
      await seedTargetLessons(client, me.id);
      seeded = (
        await client.query(
          `select (select count(*)::int from learning_lessons where user_id = $1) as lessons,
             (select count(*)::int from quiz_attempts where user_id = $1) as answers,
             (select count(*)::int from messages where user_id = $1) as messages`,
          [me.id],
        )
      ).rows[0];
      const cpu = { server: () => [server.pid], postgres: () => postgresPids(db.port) };
      const at = (path) => `${server.base}${path}`;
      const opts = { connections: CONNECTIONS };
      const q = (range) => `timeRange=${range}&timeZone=${TIME_ZONE}`;
      for (const size of SIZES) {
        await grow(client, size.learners);
        await growLessons(client, me.id);
        const counts = (
          await client.query(
            'select (select count(*)::int from messages) as messages, (select count(*)::int from quiz_attempts) as answers, (select count(*)::int from learning_lessons) as lessons',
          )
        ).rows[0];
        // The figures are the learner's: checked once before loading.
        const week = await getJson(at(`/api/analytics/progress?${q('week')}`), cookie);
        if (week.completedSessions !== 40) throw new Error(`analytics shows ${week.completedSessions} sessions`);
        const content = await getJson(at(`/api/analytics/content-interactions?${q('all')}`), cookie);
        if (content.totalInteractions < seeded.lessons) throw new Error(`content shows ${content.totalInteractions} interactions`);
        const label = (name) => `${name}, ${size.label}`;
        const targets = [
          ['GET /api/auth/me (baseline)', '/api/auth/me'],
          ['GET /api/dashboard (baseline)', `/api/dashboard?timeZone=${TIME_ZONE}`],
          ['GET /api/analytics/progress, week', `/api/analytics/progress?${q('week')}`],
          ['GET /api/analytics/progress, all time', `/api/analytics/progress?${q('all')}`],
          ['GET /api/analytics/content-interactions, week', `/api/analytics/content-interactions?${q('week')}`],
          ['GET /api/analytics/content-interactions, all time', `/api/analytics/content-interactions?${q('all')}`],
          ['GET /api/analytics/quiz-performance, week', `/api/analytics/quiz-performance?${q('week')}`],
          ['GET /api/analytics/quiz-performance, all time', `/api/analytics/quiz-performance?${q('all')}`],
        ];
        const figures = [];
        for (const [name, path] of targets) figures.push({ name, f: await measure(label(name), at(path), { cookie }, cpu, opts) });
        rows.push({ size, counts, figures });
      }
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    await stopPg();
  }
  return report(env, bundle, seeded, rows);
}

function verdict(f) {
  if (!clean(f)) return '**NOT met** (run had failed requests)';
  const result = f.p97_5 < BUDGET_MS ? 'met' : '**NOT met**';
  return disturbed(f) ? `${result} (disturbed run, not conclusive)` : result;
}

function report(env, bundle, seeded, rows) {
  const measured = rows.flatMap((r) => {
    const base = r.figures[0].f;
    return r.figures.map(({ name, f }) => [
      r.size.label,
      name,
      int(f.rps),
      ms(f.p50),
      ms(f.p97_5),
      ms(f.p99),
      int(f.cpuUs.server),
      int(f.cpuUs.postgres),
      x(ratio(base.rps, f.rps)),
      (f.others ?? 0).toFixed(2),
    ]);
  });
  const [small, large] = rows;
  const growth = small.figures.slice(2).map(({ name }, i) => {
    const a = small.figures[i + 2].f;
    const b = large.figures[i + 2].f;
    return [`${name}: p50, large / small`, x(ratio(b.p50, a.p50))];
  });
  const budgets = rows.flatMap((r) =>
    r.figures.slice(2).map(({ name, f }) => [`${name}, ${r.size.label}`, `${ms(f.p97_5)} ms`, `< ${BUDGET_MS} ms (p95)`, verdict(f)]),
  );
  const sizes = rows.map((r) => `${r.size.label}: ${int(r.counts.lessons)} lessons, ${int(r.counts.answers)} quiz answers`).join('; ');
  return `## ${title}

- Date: ${env.date}
- Node: ${env.node}; CPU: ${env.cpu}, ${env.cores} cores
- Server bundle: apps/server/dist/main.js built ${bundle.builtAt}${bundle.stale ? ' (**older than its sources**: figures may not match the code)' : ''}
- PostgreSQL (scripts/postgres.mjs), seeded through SQL by learner-home's functions (background learners with 2 conversations of 50
  messages each), and ${BACKGROUND_LESSONS} finished lessons per background learner, each with 4 first tries and a second try; ${sizes}.
- The measured learner: ${int(seeded.messages)} messages in 40 sessions over 3 subjects, 20 timed sessions (learner-home's target), and
  ${int(seeded.lessons)} lessons (3 made by the offline tutor, copied one a day for ${TARGET_LESSONS} days, every tenth unfinished) with
  ${int(seeded.answers)} quiz answers.
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
