import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MESSAGES,
  AnalyticsQuerySchema,
  LEVEL_XP_STEP,
  levelFromXp,
  levelStartXp,
  localDayStart,
  studyAreas,
  timeRangeStart,
  totalXp,
  trendPeriods,
  XP_RULES,
  xpBreakdown,
  type XpEvents,
} from './analytics';
import { localDay } from './weekly-activity';

const none: XpEvents = { sessions: 0, userMessages: 0, lessonSteps: 0, correctAnswers: 0, timedSessions: 0 };

describe('XP', () => {
  it('is earned by sessions, messages, lesson phases, quiz answers right at the first try and timed sessions', () => {
    expect(XP_RULES).toEqual({ sessions: 25, userMessages: 2, lessonSteps: 10, correctAnswers: 10, timedSessions: 15 });
    expect(totalXp(none)).toBe(0);
    // A first tutoring session of 3 messages: 25 + 6.
    expect(totalXp({ ...none, sessions: 1, userMessages: 3 })).toBe(31);
    // And a finished lesson (5 phases, counted as a session too) with 3 of 4 right at the first try, and a pomodoro.
    expect(totalXp({ sessions: 2, userMessages: 3, lessonSteps: 5, correctAnswers: 3, timedSessions: 1 })).toBe(50 + 6 + 50 + 30 + 15);
  });

  it('counts only whole, non-negative events', () => {
    expect(totalXp({ ...none, sessions: -3, userMessages: 2.9, timedSessions: Number.NaN })).toBe(4);
  });

  it('says where it came from, one line per source, adding up to the total', () => {
    const events = { sessions: 4, userMessages: 30, lessonSteps: 7, correctAnswers: 5, timedSessions: 2 };
    const lines = xpBreakdown(events);
    expect(lines.map((l) => l.source)).toEqual(['sessions', 'userMessages', 'lessonSteps', 'correctAnswers', 'timedSessions']);
    expect(lines[1]).toEqual({ source: 'userMessages', count: 30, each: 2, xp: 60 });
    expect(lines.reduce((n, l) => n + l.xp, 0)).toBe(totalXp(events));
  });
});

describe('levels', () => {
  it('accumulate: level L takes L x 100 XP to leave, so level L starts at 50 L (L - 1)', () => {
    expect([1, 2, 3, 4, 5, 10].map(levelStartXp)).toEqual([0, 100, 300, 600, 1000, 4500]);
    expect(levelFromXp(0)).toEqual({ level: 1, totalXp: 0, xpIntoLevel: 0, xpForNextLevel: 100, xpToNextLevel: 100 });
    expect(levelFromXp(99)).toMatchObject({ level: 1, xpIntoLevel: 99, xpForNextLevel: 100, xpToNextLevel: 1 });
    expect(levelFromXp(100)).toMatchObject({ level: 2, xpIntoLevel: 0, xpForNextLevel: 200, xpToNextLevel: 200 });
    expect(levelFromXp(299)).toMatchObject({ level: 2, xpIntoLevel: 199, xpForNextLevel: 200 });
    expect(levelFromXp(300)).toMatchObject({ level: 3, xpIntoLevel: 0, xpForNextLevel: 300 });
    expect(levelFromXp(4499)).toMatchObject({ level: 9, xpIntoLevel: 899, xpForNextLevel: 900 });
    expect(levelFromXp(4500)).toMatchObject({ level: 10, xpIntoLevel: 0, xpForNextLevel: 1000 });
  });

  it('read nonsense as no XP', () => {
    expect(levelFromXp(-50).level).toBe(1);
    expect(levelFromXp(Number.NaN)).toMatchObject({ level: 1, totalXp: 0 });
  });

  it('place any amount of XP inside its level, with the bar at level x 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (xp) => {
        const l = levelFromXp(xp);
        expect(levelStartXp(l.level)).toBeLessThanOrEqual(xp);
        expect(levelStartXp(l.level + 1)).toBeGreaterThan(xp);
        expect(l.xpForNextLevel).toBe(l.level * LEVEL_XP_STEP);
        expect(l.xpIntoLevel + l.xpToNextLevel).toBe(l.xpForNextLevel);
        expect(l.totalXp).toBe(xp);
      }),
    );
  });
});

describe('strong areas and areas to improve', () => {
  const area = (name: string, answered: number, correct: number, subjectId: number | null = name.length) => ({
    subjectId,
    name,
    answered,
    correct,
  });

  it('split the subjects at 70% right, once a subject has 3 answers', () => {
    const { strongAreas, weakAreas } = studyAreas([
      area('Mathematics', 10, 7),
      area('Science', 3, 2),
      area('History', 2, 0),
      area('Reading', 100, 69),
    ]);
    expect(strongAreas).toEqual([{ subjectId: 11, name: 'Mathematics', answered: 10, correct: 7, accuracy: 70 }]);
    expect(weakAreas.map((a) => [a.name, a.accuracy])).toEqual([
      ['Science', 67],
      ['Reading', 69],
    ]);
  });

  it('list the best first among the strong and the weakest first among the rest, more answers first on a tie', () => {
    const { strongAreas, weakAreas } = studyAreas([
      area('A', 4, 4),
      area('B', 10, 10),
      area('C', 10, 9),
      area('D', 4, 1),
      area('E', 8, 2),
      area('F', 5, 0, null),
    ]);
    expect(strongAreas.map((a) => a.name)).toEqual(['B', 'A', 'C']);
    expect(weakAreas.map((a) => a.name)).toEqual(['F', 'E', 'D']);
  });
});

describe('the time range', () => {
  it('starts at the first instant of its first local day', () => {
    expect(timeRangeStart('week', '2026-03-10', 'UTC')?.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(timeRangeStart('month', '2026-03-10', 'UTC')?.toISOString()).toBe('2026-02-09T00:00:00.000Z');
    expect(timeRangeStart('all', '2026-03-10', 'UTC')).toBeNull();
    // Berlin is UTC+1 in winter, +2 in summer; Kolkata +5:30; Kiritimati +14; Pago Pago -11.
    expect(timeRangeStart('week', '2026-01-10', 'Europe/Berlin')?.toISOString()).toBe('2026-01-03T23:00:00.000Z');
    expect(timeRangeStart('week', '2026-07-10', 'Europe/Berlin')?.toISOString()).toBe('2026-07-03T22:00:00.000Z');
  });

  it.each([
    ['2026-03-04', 'Asia/Kolkata', '2026-03-03T18:30:00.000Z'],
    ['2026-03-04', 'Pacific/Kiritimati', '2026-03-03T10:00:00.000Z'],
    ['2026-03-04', 'Pacific/Pago_Pago', '2026-03-04T11:00:00.000Z'],
    ['2026-03-04', 'Asia/Kathmandu', '2026-03-03T18:15:00.000Z'],
    // Brazil's clocks once jumped from midnight to 1:00: that day began at 1:00 local (UTC-2), 03:00 UTC.
    ['2018-11-04', 'America/Sao_Paulo', '2018-11-04T03:00:00.000Z'],
  ])('%s begins in %s at %s', (day, zone, instant) => {
    const start = localDayStart(day, zone);
    expect(start.toISOString()).toBe(instant);
    expect(localDay(start, zone)).toBe(day);
    expect(localDay(start.getTime() - 1, zone) < day).toBe(true);
  });

  it('is read from the query: week by default, anything else refused with its message', () => {
    expect(AnalyticsQuerySchema.parse({})).toEqual({ timeRange: 'week' });
    expect(AnalyticsQuerySchema.parse({ timeRange: 'all', timeZone: 'Europe/Berlin' })).toEqual({
      timeRange: 'all',
      timeZone: 'Europe/Berlin',
    });
    const bad = AnalyticsQuerySchema.safeParse({ timeRange: 'year' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(ANALYTICS_MESSAGES.timeRange);
  });
});

describe('the trend', () => {
  it('has each day of a week or a month, oldest first, ending today', () => {
    const week = trendPeriods('week', '2026-03-02');
    expect(week).toEqual(['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    const month = trendPeriods('month', '2026-03-02');
    expect(month).toHaveLength(30);
    expect([month[0], month.at(-1)]).toEqual(['2026-02-01', '2026-03-02']);
  });

  it('has each month of all time from the first month with study, at most the last 24', () => {
    expect(trendPeriods('all', '2026-03-02', '2025-11-20')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(trendPeriods('all', '2026-03-02')).toEqual(['2026-03']);
    const long = trendPeriods('all', '2026-03-02', '2019-01-01');
    expect(long).toHaveLength(24);
    expect([long[0], long.at(-1)]).toEqual(['2024-04', '2026-03']);
  });
});
