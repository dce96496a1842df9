// The learner's study time and study days, measured from the events' timestamps (DESIGN.md decision 6; the rule
// is STUDY_TIME in packages/shared/src/learning-stats.ts): one scalar subquery for the progress module's one read.
import { sql } from 'drizzle-orm';
import type { OwnerId } from '@/lib/ownership.ts';
import { mergedSpans } from '@/lib/study-runs.ts';
import { chatRunsOf } from '../chat/chat.api.ts';
import { lessonRunsOf } from '../learning/learning.api.ts';
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
  /** The 15-minute buckets (epoch seconds) where a stretch of study began or ended, in the last STREAK_DAYS_READ days. */
  buckets: number[];
};

const bucket = (column: string) => sql.raw(`(floor(extract(epoch from ${column}) / 900) * 900)::bigint`);

/**
 * Each event (a message, a lesson opened, a quiz answer) counts the time since the one before it, when that is at
 * most STUDY_TIME.idleMinutes, else STUDY_TIME.pauseMinutes; a timer record counts its minutes up to when it was
 * saved. The chat's and the lessons' runs (lib/study-runs.ts, a few per sitting) are merged where they overlap into
 * the tutoring time, and that with the timer's records into the study time, so time that is both counts once.
 */
export const studyTimeOf = (userId: OwnerId, since: Date | null) => {
  const from = (since ?? new Date()).toISOString();
  const daysFrom = new Date(Date.now() - STREAK_DAYS_READ * 86_400_000).toISOString();
  return sql<StudyTime>`(with runs as (select s, e from ${chatRunsOf(userId)} c union all select s, e from ${lessonRunsOf(userId)} l),
    work as ${mergedSpans(sql`runs`)},
    spans as (select s, e from work union all
      select completed_at - minutes * interval '1 minute', completed_at from ${studySessions} where user_id = ${userId}),
    islands as ${mergedSpans(sql`spans`)}
    select json_build_object(
      'studySeconds', coalesce((select sum(extract(epoch from e - s)) from islands), 0),
      'tutoringSeconds', coalesce((select sum(extract(epoch from e - s)) from work), 0),
      'recent', (select coalesce(json_agg(json_build_object('at', ${bucket('s')}, 'seconds', extract(epoch from e - s))), '[]'::json)
        from islands where e >= ${from}::timestamptz),
      'buckets', (select coalesce(json_agg(distinct b), '[]'::json) from (
        select ${bucket('s')} as b from islands where e >= ${daysFrom}::timestamptz
        union select ${bucket('e')} from islands where e >= ${daysFrom}::timestamptz) d)
    ))`;
};
