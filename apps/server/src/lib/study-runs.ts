// Stretches of study from events' timestamps (DESIGN.md decision 6, docs/decisions/027): the SQL the chat and
// learning modules run over their own events, and the merge the progress module runs over the stretches.
import { sql, type SQL } from 'drizzle-orm';
import { STUDY_TIME } from '@brightpath/shared/learning-stats';

const idle = sql.raw(`interval '${STUDY_TIME.idleMinutes} minutes'`);
const pause = sql.raw(`interval '${STUDY_TIME.pauseMinutes} minutes'`);

/**
 * The runs of a learner's events, as a subquery of rows (s, e): events at most STUDY_TIME.idleMinutes apart
 * belong to one run, which lasts from STUDY_TIME.pauseMinutes before its first event (writing it) to its last.
 * `events` answers one column `t`. One pass in time order (an index in that order spares the sort) marks where
 * runs start and end; among those few rows, a start's end is itself or the next row.
 */
export const studyRunsOf = (events: SQL) => sql`(with m as (
      select t, lag(t) over w as prev, lead(t) over w as next from (${events}) ev window w as (order by t)),
    b as (
      select t, prev is null or t - prev > ${idle} as starts, next is null or next - t > ${idle} as ends from m),
    edges as (select t, starts, ends, lead(t) over (order by t) as after from b where starts or ends)
    select t - ${pause} as s, case when ends then t else after end as e from edges where starts)`;

/**
 * The same rule as the runs, summed per group (a lesson): each event counts the time since the one before it in its
 * group when that is at most STUDY_TIME.idleMinutes, else STUDY_TIME.pauseMinutes (so the first event of a run counts
 * the pause before it), which adds up to the length of the group's runs. `events` answers columns `k` (the group) and
 * `t`; one pass in time order per group; rows (k, seconds).
 */
export const studySecondsByOf = (events: SQL) => sql`(select k, sum(extract(epoch from
      case when gap is not null and gap <= ${idle} then gap else ${pause} end)) as seconds
    from (select k, t - lag(t) over (partition by k order by t) as gap from (${events}) ev) g group by k)`;

/** Stretches (s, e) of the named relation merged where they overlap or touch (gaps and islands), as rows (s, e). */
export const mergedSpans = (relation: SQL) => sql`(select min(s) as s, max(e) as e from (
      select s, e, count(*) filter (where reach is null or s > reach) over (order by s, e rows unbounded preceding) as island from (
        select s, e, max(e) over (order by s, e rows between unbounded preceding and 1 preceding) as reach from ${relation}) o) g
    group by island)`;
