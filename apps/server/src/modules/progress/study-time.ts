// The learner's study time and study days, measured from the events' timestamps (DESIGN.md decision 6; the rule
// is STUDY_TIME in packages/shared/src/learning-stats.ts): the stretches of study, read again only when what they
// depend on changed (progress.repository.ts keeps them by version).
import { sql } from 'drizzle-orm';
import type { OwnerId } from '@/lib/ownership.ts';
import { mergedSpans } from '@/lib/study-runs.ts';
import { chatEventsVersionOf, chatRunsOf } from '../chat/chat.api.ts';
import { lessonEventsVersionOf, lessonRunsOf } from '../learning/learning.api.ts';
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

/** The stretches of study as the statement answers them: epoch seconds, and the tutoring seconds apart. */
export type Stretches = { islands: [number, number][]; tutoringSeconds: number };

/**
 * Each event (a message, a lesson opened, a quiz answer) counts the time since the one before it, when that is at
 * most STUDY_TIME.idleMinutes, else STUDY_TIME.pauseMinutes; a timer record counts its minutes up to when it was
 * saved. The chat's and the lessons' runs (lib/study-runs.ts, a few per sitting) are merged where they overlap into
 * the tutoring time, and that with the timer's records into the study time, so time that is both counts once.
 */
export const stretchesOf = (userId: OwnerId) =>
  sql<Stretches>`(with runs as (select s, e from ${chatRunsOf(userId)} c union all select s, e from ${lessonRunsOf(userId)} l),
    work as ${mergedSpans(sql`runs`)},
    spans as (select s, e from work union all
      select completed_at - minutes * interval '1 minute', completed_at from ${studySessions} where user_id = ${userId}),
    islands as ${mergedSpans(sql`spans`)}
    select json_build_object(
      'islands', (select coalesce(json_agg(json_build_array(extract(epoch from s), extract(epoch from e)) order by s), '[]'::json) from islands),
      'tutoringSeconds', coalesce((select sum(extract(epoch from e - s)) from work), 0)))`;

/**
 * What the stretches depend on, read from the indexes alone: a learner's stretches are read again only when one of
 * these changes (a message, a lesson, a quiz answer or a timer record added), so a dashboard opened again and again
 * costs no pass over the learner's messages.
 */
export const stretchesVersionOf = (userId: OwnerId) => sql<string>`(select concat_ws(':',
    ${chatEventsVersionOf(userId)},
    ${lessonEventsVersionOf(userId)},
    (select max(completed_at)::text from ${studySessions} where user_id = ${userId})))`;

/** The figures' time from the stretches: totals, the recent stretches, and the buckets the streak reads. */
export function studyTimeFrom(stretches: Stretches, since: Date | null, now: Date): StudyTime {
  const from = (since ?? now).getTime() / 1000;
  const daysFrom = now.getTime() / 1000 - STREAK_DAYS_READ * 86_400;
  const bucket = (t: number) => Math.floor(t / 900) * 900;
  const buckets = new Set<number>();
  let studySeconds = 0;
  const recent: StudyTime['recent'] = [];
  for (const [s, e] of stretches.islands) {
    studySeconds += e - s;
    if (e >= from) recent.push({ at: bucket(s), seconds: e - s });
    if (e >= daysFrom) buckets.add(bucket(s)).add(bucket(e));
  }
  return { studySeconds, tutoringSeconds: stretches.tutoringSeconds, recent, buckets: [...buckets] };
}
