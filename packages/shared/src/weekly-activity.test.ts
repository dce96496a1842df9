import { describe, expect, it } from 'vitest';
import { WeeklyDaySchema, addDays, isTimeZone, localDay, weekdayOf, weeklyActivity, type ActivityBucket } from './weekly-activity';

const bucket = (at: string, sessions = 1, messages = 0, minutes = 0): ActivityBucket => ({ at, sessions, messages, minutes });

describe('localDay', () => {
  it('puts the same instant on different days in two time zones', () => {
    expect(localDay('2026-03-01T23:30:00Z', 'America/New_York')).toBe('2026-03-01');
    expect(localDay('2026-03-01T23:30:00Z', 'Europe/Berlin')).toBe('2026-03-02');
    expect(localDay('2026-03-02T03:00:00Z', 'America/New_York')).toBe('2026-03-01');
    expect(localDay('2026-03-02T03:00:00Z', 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDay('2026-03-01T23:30:00Z', 'UTC')).toBe('2026-03-01');
  });

  it('turns at local midnight in a half-hour zone (Asia/Kolkata, UTC+5:30)', () => {
    expect(localDay('2026-03-01T18:29:59Z', 'Asia/Kolkata')).toBe('2026-03-01');
    expect(localDay('2026-03-01T18:30:00Z', 'Asia/Kolkata')).toBe('2026-03-02');
  });

  it('turns at local midnight in a quarter-hour zone (Asia/Kathmandu, UTC+5:45)', () => {
    expect(localDay('2026-03-01T18:14:59Z', 'Asia/Kathmandu')).toBe('2026-03-01');
    expect(localDay('2026-03-01T18:15:00Z', 'Asia/Kathmandu')).toBe('2026-03-02');
  });

  it('follows daylight saving time', () => {
    // New York: EST (UTC-5) until 2026-03-08 02:00, EDT (UTC-4) after.
    expect(localDay('2026-03-08T04:59:00Z', 'America/New_York')).toBe('2026-03-07');
    expect(localDay('2026-03-08T05:00:00Z', 'America/New_York')).toBe('2026-03-08');
    expect(localDay('2026-03-09T03:59:00Z', 'America/New_York')).toBe('2026-03-08');
    expect(localDay('2026-03-09T04:00:00Z', 'America/New_York')).toBe('2026-03-09');
  });

  it('reads an instant with an offset, a Date and epoch milliseconds alike', () => {
    expect(localDay('2026-03-02T00:30:00+01:00', 'UTC')).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-01T23:30:00Z'), 'Europe/Berlin')).toBe('2026-03-02');
    expect(localDay(Date.parse('2026-03-01T23:30:00Z'), 'Europe/Berlin')).toBe('2026-03-02');
  });

  it('reads a date-time without an offset as UTC, wherever the code runs', () => {
    expect(localDay('2026-03-01T23:30:00', 'Europe/Berlin')).toBe('2026-03-02');
    expect(localDay('2026-03-01 23:30:00.123', 'America/New_York')).toBe('2026-03-01');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(localDay('2026-03-01T23:30:00Z', 'Mars/Olympus_Mons')).toBe('2026-03-01');
    expect(localDay('2026-03-01T23:30:00Z', '')).toBe('2026-03-01');
  });

  it('refuses an instant that is not one', () => {
    expect(() => localDay('yesterday', 'UTC')).toThrow(RangeError);
  });
});

describe('isTimeZone', () => {
  it.each([
    ['Europe/Berlin', true],
    ['America/New_York', true],
    ['Asia/Kolkata', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%s is a time zone: %s', (zone, ok) => {
    expect(isTimeZone(zone)).toBe(ok);
  });
});

describe('addDays and weekdayOf', () => {
  it('crosses months, years and leap days by the calendar', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-01-02', -6)).toBe('2025-12-27');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  });

  it('labels weekdays in short English', () => {
    expect(weekdayOf('2026-03-01')).toBe('Sun');
    expect(weekdayOf('2026-03-02')).toBe('Mon');
    expect(weekdayOf('2026-03-07')).toBe('Sat');
  });

  it('refuses a day that does not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => weekdayOf('03/01/2026')).toThrow(RangeError);
  });
});

describe('weeklyActivity', () => {
  it('gives the last 7 local days, oldest first, zeros when nothing happened', () => {
    const week = weeklyActivity([], '2026-03-10', 'UTC');
    expect(week.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(week.map((d) => d.weekday)).toEqual(['Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue']);
    expect(week.every((d) => d.sessions === 0 && d.messages === 0 && d.minutes === 0)).toBe(true);
    expect(week.every((d) => WeeklyDaySchema.safeParse(d).success)).toBe(true);
  });

  it('spans a year end', () => {
    expect(weeklyActivity([], '2026-01-02', 'UTC').map((d) => d.date)).toEqual([
      '2025-12-27',
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });

  it('puts the same buckets on different days in New York and in Berlin', () => {
    const buckets = [bucket('2026-03-01T23:30:00Z', 1, 4, 10), bucket('2026-03-01T23:45:00Z', 0, 2, 5)];
    const ny = weeklyActivity(buckets, '2026-03-02', 'America/New_York');
    const berlin = weeklyActivity(buckets, '2026-03-02', 'Europe/Berlin');
    expect(ny.find((d) => d.date === '2026-03-01')).toMatchObject({ sessions: 1, messages: 6, minutes: 15 });
    expect(ny.find((d) => d.date === '2026-03-02')).toMatchObject({ sessions: 0, messages: 0, minutes: 0 });
    expect(berlin.find((d) => d.date === '2026-03-01')).toMatchObject({ sessions: 0, messages: 0, minutes: 0 });
    expect(berlin.find((d) => d.date === '2026-03-02')).toMatchObject({ sessions: 1, messages: 6, minutes: 15 });
  });

  it('keeps days right across a daylight-saving change inside the week', () => {
    // 2026-03-08 is the short day in New York: midnight is 05:00Z before it and 04:00Z after it.
    const week = weeklyActivity(
      [
        bucket('2026-03-08T04:45:00Z', 1), // Sat 23:45 EST
        bucket('2026-03-08T05:00:00Z', 2), // Sun 00:00 EST
        bucket('2026-03-09T03:45:00Z', 4), // Sun 23:45 EDT
        bucket('2026-03-09T04:00:00Z', 8), // Mon 00:00 EDT
      ],
      '2026-03-10',
      'America/New_York',
    );
    expect(week.map((d) => [d.date, d.weekday, d.sessions])).toEqual([
      ['2026-03-04', 'Wed', 0],
      ['2026-03-05', 'Thu', 0],
      ['2026-03-06', 'Fri', 0],
      ['2026-03-07', 'Sat', 1],
      ['2026-03-08', 'Sun', 6],
      ['2026-03-09', 'Mon', 8],
      ['2026-03-10', 'Tue', 0],
    ]);
  });

  it('keeps days right in Europe when summer time starts (2026-03-29)', () => {
    const buckets = [
      bucket('2026-03-28T22:45:00Z'),
      bucket('2026-03-28T23:00:00Z', 2),
      bucket('2026-03-29T21:45:00Z', 4),
      bucket('2026-03-29T22:00:00Z', 8),
    ];
    const berlin = weeklyActivity(buckets, '2026-03-30', 'Europe/Berlin');
    expect(berlin.slice(-3).map((d) => [d.date, d.sessions])).toEqual([
      ['2026-03-28', 1],
      ['2026-03-29', 6],
      ['2026-03-30', 8],
    ]);
    const london = weeklyActivity(buckets, '2026-03-30', 'Europe/London');
    expect(london.slice(-3).map((d) => [d.date, d.sessions])).toEqual([
      ['2026-03-28', 3],
      ['2026-03-29', 12],
      ['2026-03-30', 0],
    ]);
  });

  it('splits days at 18:30 UTC in Asia/Kolkata', () => {
    const week = weeklyActivity([bucket('2026-03-01T18:15:00Z', 1, 3), bucket('2026-03-01T18:30:00Z', 1, 5)], '2026-03-02', 'Asia/Kolkata');
    expect(week.slice(-2).map((d) => [d.date, d.messages])).toEqual([
      ['2026-03-01', 3],
      ['2026-03-02', 5],
    ]);
  });

  it('ignores buckets outside the 7 days and unreadable ones', () => {
    const week = weeklyActivity(
      [
        bucket('2026-03-03T23:59:00Z', 100), // the day before the week
        bucket('2026-03-04T00:00:00Z', 1), // the first day
        bucket('2026-03-10T23:59:00Z', 2), // today
        bucket('2026-03-11T00:00:00Z', 100), // tomorrow
        bucket('not a date', 100),
      ],
      '2026-03-10',
      'UTC',
    );
    expect(week.map((d) => d.sessions)).toEqual([1, 0, 0, 0, 0, 0, 2]);
  });

  it('reads an unknown zone as UTC', () => {
    const week = weeklyActivity([bucket('2026-03-01T23:30:00Z')], '2026-03-02', 'Not/AZone');
    expect(week.slice(-2).map((d) => d.sessions)).toEqual([1, 0]);
  });

  it('refuses a today that is not a day', () => {
    expect(() => weeklyActivity([], '2026-3-1', 'UTC')).toThrow(RangeError);
  });
});
