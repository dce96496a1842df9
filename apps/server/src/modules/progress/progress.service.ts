// The dashboard and progress payloads: the server's counts (progress.repository.ts) read through the rules of
// packages/shared, so the screens show exactly what the shared functions compute.
import { achievementLists, achievementProgress, ACHIEVEMENTS } from '@brightpath/shared/achievements';
import { currentStreak, dashboardStats, learnerCounts, progressOverview, type LearnerActivity } from '@brightpath/shared/learning-stats';
import {
  CHECKLIST_CHAT_MESSAGES,
  QUICK_START_ITEMS,
  type AchievementNotice,
  type Dashboard,
  type HomeFlags,
  type Progress,
  type QuickStartItem,
} from '@brightpath/shared/progress';
import { recommendations } from '@brightpath/shared/recommendations';
import { unknownSubject } from '@brightpath/shared/subjects';
import { localDay, weeklyActivity, WEEK_DAYS } from '@brightpath/shared/weekly-activity';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import type { LearnerRecords } from './progress.repository.ts';

const DAY_MS = 24 * 3600 * 1000;
const iso = (value: string | number) => new Date(typeof value === 'number' ? value * 1000 : value).toISOString();

/** How far back the weekly view reads: the last 7 local days fit in 8 UTC days, whatever the zone. */
export const weekStart = (now: Date) => new Date(now.getTime() - (WEEK_DAYS + 1) * DAY_MS);

const minutes = (seconds: number) => Math.round(seconds / 60);

/** The learner's figures from their records, the one set every screen shows (DESIGN.md decision 6). */
export function learnerActivity(r: LearnerRecords, catalogue: SubjectCatalogue, timeZone: string, now: Date): LearnerActivity {
  const nameOf = (id: number) => catalogue.get(id)?.name ?? unknownSubject(id).name;
  const perSubject = new Map(r.chat.perSubject.map((s) => [s.subjectId, s]));
  const conceptsIn = new Map(r.concepts.map((c) => [c.subjectId, c.concepts]));
  const total = (key: 'sessions' | 'userMessages') => r.chat.perSubject.reduce((n, s) => n + s[key], 0);
  const days = new Set(r.time.buckets.map((b) => localDay(b * 1000, timeZone)));
  return {
    sessions: total('sessions'),
    studyMinutes: minutes(r.time.studySeconds),
    tutoringMinutes: minutes(r.time.tutoringSeconds),
    concepts: r.concepts.reduce((n, c) => n + c.concepts, 0),
    streak: currentStreak(days, localDay(now, timeZone)),
    userMessages: total('userMessages'),
    subjects: r.subjects.map(({ subjectId, level }) => {
      const s = perSubject.get(subjectId);
      return {
        subjectId,
        name: nameOf(subjectId),
        level,
        sessions: s?.sessions ?? 0,
        userMessages: s?.userMessages ?? 0,
        messages: s?.messages ?? 0,
        concepts: conceptsIn.get(subjectId) ?? 0,
      };
    }),
    timedSessions: r.timer.count,
    pomodoros: r.timer.pomodoros,
    timerMinutes: r.timer.minutes,
    assessmentCompleted: r.assessmentCompleted,
    lastSession: r.chat.lastSession && {
      subjectId: r.chat.lastSession.subjectId,
      subjectName: nameOf(r.chat.lastSession.subjectId),
      startedAt: iso(r.chat.lastSession.startedAt),
    },
  };
}

/** The stored flags (none before the first change) as the screens read them; an item no longer offered is left out. */
export function homeFlags(home: LearnerRecords['home'], onboardingComplete: boolean): HomeFlags {
  const known = new Set<string>(QUICK_START_ITEMS);
  return {
    onboardingComplete,
    welcomeShown: home?.welcomeShown ?? false,
    guidanceBannerDismissed: home?.guidanceBannerDismissed ?? false,
    gettingStartedComplete: home?.gettingStartedComplete ?? false,
    quickStartTried: (home?.quickStartTried ?? []).filter((i): i is QuickStartItem => known.has(i)),
  };
}

/**
 * The quick-start items the learner has done, whether or not through the guide's 'Try it' links (spec 001: the
 * guide "tracks which of 4 items were tried"): a question sent, subjects chosen, a study-timer record saved, the
 * progress page opened (stored when it is), and whatever the guide stored.
 */
export function quickStartDone(r: LearnerRecords, stored: readonly QuickStartItem[]): QuickStartItem[] {
  const done = new Set<QuickStartItem>(stored);
  if (r.chat.perSubject.some((s) => s.userMessages > 0)) done.add('first-question');
  if (r.subjects.length > 0) done.add('choose-subjects');
  if (r.timer.count > 0) done.add('study-timer');
  return QUICK_START_ITEMS.filter((i) => done.has(i));
}

export function dashboardPayload(
  r: LearnerRecords,
  catalogue: SubjectCatalogue,
  timeZone: string,
  onboardingComplete: boolean,
  now: Date,
): Dashboard {
  const activity = learnerActivity(r, catalogue, timeZone, now);
  const messages = r.chat.perSubject.reduce((n, s) => n + s.messages, 0);
  const checklist = { profile: onboardingComplete, subjects: r.subjects.length > 0, chat: messages > CHECKLIST_CHAT_MESSAGES };
  return {
    flags: (({ quickStartTried, ...flags }) => ({ ...flags, quickStartTried: quickStartDone(r, quickStartTried) }))(
      homeFlags(r.home, onboardingComplete),
    ),
    checklist: { ...checklist, complete: checklist.profile && checklist.subjects && checklist.chat },
    stats: dashboardStats(activity),
    assessmentCompleted: r.assessmentCompleted,
  };
}

export function progressPayload(r: LearnerRecords, catalogue: SubjectCatalogue, timeZone: string, now: Date): Progress {
  const activity = learnerActivity(r, catalogue, timeZone, now);
  const counts = learnerCounts(activity);
  // The tutoring and the timer's buckets, merged by bucket.
  const merged = new Map<number, { sessions: number; messages: number; minutes: number }>();
  const at = (t: number) => merged.get(t) ?? merged.set(t, { sessions: 0, messages: 0, minutes: 0 }).get(t)!;
  for (const b of r.chat.recent) Object.assign(at(b.at), { sessions: b.sessions, messages: b.messages });
  const seconds = new Map<number, number>();
  for (const b of r.time.recent) seconds.set(b.at, (seconds.get(b.at) ?? 0) + b.seconds);
  for (const [t, s] of seconds) at(t).minutes = minutes(s);
  const buckets = [...merged].map(([t, counts]) => ({ at: iso(t), ...counts }));
  const today = localDay(now, timeZone);
  const unlocks = r.unlocks.map((u) => ({ id: u.id, unlockedAt: iso(u.unlockedAt) }));
  return {
    overview: progressOverview(activity),
    weekly: weeklyActivity(buckets, today, timeZone),
    recommendations: recommendations(counts),
    achievements: achievementLists(achievementProgress(counts, unlocks)),
    timer: { timedSessions: r.timer.count, pomodoros: r.timer.pomodoros, studyMinutes: r.timer.minutes },
  };
}

/** What the celebration of each unlock shows, oldest first. */
export function notices(unlocks: { id: string; unlockedAt: Date }[]): AchievementNotice[] {
  return unlocks.flatMap(({ id, unlockedAt }) => {
    const a = ACHIEVEMENTS.find((x) => x.id === id);
    return a
      ? [
          {
            id: a.id,
            title: a.title,
            description: a.description,
            category: a.category,
            rarity: a.rarity,
            unlockedAt: unlockedAt.toISOString(),
          },
        ]
      : [];
  });
}
