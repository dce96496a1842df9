// The learner's study time and study days, measured from the events' timestamps (DESIGN.md decision 6; the rule
// is STUDY_TIME in packages/shared/src/learning-stats.ts): one scalar subquery for the progress module's one read.
import { sql } from 'drizzle-orm';
import { STUDY_TIME } from '@brightpath/shared/learning-stats';
import type { OwnerId } from '@/lib/ownership.ts';
import { chatEventTimesOf } from '../chat/chat.api.ts';
import { lessonEventTimesOf } from '../learning/learning.api.ts';
import { studySessions } from './progress.tables.ts';

/** How far back the study days are read: the streak can count this many days at most. */
export const STREAK_DAYS_READ = 400;

export type StudyTime = {
  /** Seconds active, the tutor, lessons and the timer united (overlaps count once). */
  studySeconds: number;
  /** Seconds with the tutor and lessons alone. */
  tutoringSeconds: number;
  /** Each stretch of study ending since `since`: its start's 15-minute bucket (epoch seconds) and its length. */
  recent: { at: number; seconds: number }[];
  /** The 15-minute buckets (epoch seconds) with study in the last STREAK_DAYS_READ days. */
  buckets: number[];
};

const bucket = (column: string) => sql.raw(`(floor(extract(epoch from ${column}) / 900) * 900)::bigint`);

/**
 * Each event (a message, a lesson opened, a quiz answer) counts the time since the one before it, when that is at
 * most STUDY_TIME.idleMinutes, else STUDY_TIME.pauseMinutes; a timer record counts its minutes up to when it was
 * saved. The stretches are merged where they overlap (gaps and islands), so time that is both counts once.
 */
export const studyTimeOf = (userId: OwnerId, since: Date | null) => {
  const idle = sql.raw(`interval '${STUDY_TIME.idleMinutes} minutes'`);
  const pause = sql.raw(`interval '${STUDY_TIME.pauseMinutes} minutes'`);
  const from = (since ?? new Date()).toISOString();
  const daysFrom = new Date(Date.now() - STREAK_DAYS_READ * 86_400_000).toISOString();
  return sql<StudyTime>`(with ev as (${chatEventTimesOf(userId)} union all ${lessonEventTimesOf(userId)}),
    lagged as (select t, t - lag(t) over (order by t) as gap from ev),
    work as (select t - case when gap is null or gap > ${idle} then ${pause} else gap end as s, t as e from lagged),
    timer as (select completed_at - minutes * interval '1 minute' as s, completed_at as e from ${studySessions} where user_id = ${userId}),
    spans as (select s, e from work union all select s, e from timer),
    ordered as (select s, e, max(e) over (order by s, e rows between unbounded preceding and 1 preceding) as reach from spans),
    grouped as (select s, e, count(*) filter (where reach is null or s > reach) over (order by s, e rows unbounded preceding) as island from ordered),
    islands as (select min(s) as s, max(e) as e from grouped group by island)
    select json_build_object(
      'studySeconds', coalesce((select sum(extract(epoch from e - s)) from islands), 0),
      'tutoringSeconds', coalesce((select sum(extract(epoch from e - s)) from work), 0),
      'recent', (select coalesce(json_agg(json_build_object('at', ${bucket('s')}, 'seconds', extract(epoch from e - s))), '[]'::json)
        from islands where e >= ${from}::timestamptz),
      'buckets', (select coalesce(json_agg(distinct ${bucket('e')}), '[]'::json) from spans where e >= ${daysFrom}::timestamptz)
    ))`;
};
