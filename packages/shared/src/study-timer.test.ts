import { describe, expect, it } from 'vitest';
import {
  BREAK_MINUTES,
  MIN_SAVED_SECONDS,
  MOTIVATION_MESSAGES,
  TIMER_TARGET_MINUTES,
  TimedSessionSaveSchema,
  TimerStateSchema,
  createTimer,
  elapsedMs,
  formatClock,
  motivation,
  pauseTimer,
  progressPercent,
  remainingMs,
  restoreTimer,
  resumeTimer,
  setTarget,
  startTimer,
  stopTimer,
  tickTimer,
  type TimerState,
} from './study-timer';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const SEC = 1000;
const MIN = 60 * SEC;
const TARGET = TIMER_TARGET_MINUTES * MIN;
const BREAK = BREAK_MINUTES * MIN;

const running = (at = T0, target = TIMER_TARGET_MINUTES): TimerState => startTimer(createTimer(target), at).state;

describe('constants', () => {
  it('are the specified 25-minute target, 5-minute break and 60-second minimum', () => {
    expect([TIMER_TARGET_MINUTES, BREAK_MINUTES, MIN_SAVED_SECONDS]).toEqual([25, 5, 60]);
  });
});

describe('start, pause, resume', () => {
  it('starts idle in focus mode with the full target left', () => {
    const s = createTimer();
    expect(s).toEqual({ mode: 'focus', status: 'idle', startedAt: null, accumulatedMs: 0, targetMinutes: 25 });
    expect(remainingMs(s, T0)).toBe(TARGET);
    expect(formatClock(remainingMs(s, T0))).toBe('25:00');
  });

  it('measures running time from timestamps', () => {
    const s = running();
    expect(s.status).toBe('running');
    expect(elapsedMs(s, T0 + 90 * SEC)).toBe(90 * SEC);
    expect(formatClock(remainingMs(s, T0 + 90 * SEC))).toBe('23:30');
  });

  it('holds the time while paused and goes on after resume', () => {
    const paused = pauseTimer(running(), T0 + 5 * MIN).state;
    expect(paused).toMatchObject({ status: 'paused', startedAt: null, accumulatedMs: 5 * MIN });
    expect(elapsedMs(paused, T0 + 60 * MIN)).toBe(5 * MIN);
    const resumed = resumeTimer(paused, T0 + 60 * MIN).state;
    expect(resumed).toMatchObject({ status: 'running', startedAt: T0 + 60 * MIN, accumulatedMs: 5 * MIN });
    expect(elapsedMs(resumed, T0 + 62 * MIN)).toBe(7 * MIN);
  });

  it('ignores start while running and resume while not paused', () => {
    const s = running();
    expect(startTimer(s, T0 + MIN).state).toEqual(s);
    expect(resumeTimer(s, T0 + MIN).state).toEqual(s);
    expect(resumeTimer(createTimer(), T0).state).toEqual(createTimer());
    expect(pauseTimer(createTimer(), T0).state).toEqual(createTimer());
  });

  it('never counts backwards when the clock is set back', () => {
    expect(elapsedMs(running(), T0 - 10 * MIN)).toBe(0);
    const paused = pauseTimer(running(), T0 - MIN).state;
    expect(paused.accumulatedMs).toBe(0);
  });

  it('counts paused stretches towards the target', () => {
    let s = pauseTimer(running(), T0 + 20 * MIN).state;
    s = resumeTimer(s, T0 + 100 * MIN).state;
    expect(tickTimer(s, T0 + 104 * MIN + 59 * SEC).save).toBeNull();
    const step = tickTimer(s, T0 + 105 * MIN);
    expect(step.save).toEqual({ minutes: 25, type: 'pomodoro_session', targetReached: true });
  });
});

describe('stop', () => {
  it.each([
    [0, null],
    [59 * SEC, null],
    [60 * SEC, null],
    [60 * SEC + 1, 1],
    [119 * SEC, 1],
    [120 * SEC, 2],
    [TARGET - 1, 24],
  ])('after %i ms saves %s whole minutes', (ran, minutes) => {
    const step = stopTimer(running(), T0 + ran);
    expect(step.save).toEqual(minutes === null ? null : { minutes, type: 'timed_session', targetReached: false });
    expect(step.state).toEqual(createTimer());
  });

  it('saves what ran before a pause', () => {
    const paused = pauseTimer(running(), T0 + 3 * MIN + 30 * SEC).state;
    expect(stopTimer(paused, T0 + 50 * MIN).save).toEqual({ minutes: 3, type: 'timed_session', targetReached: false });
  });

  it('saves nothing when idle or in the break, and returns to focus', () => {
    expect(stopTimer(createTimer(), T0)).toEqual({ state: createTimer(), save: null, events: [] });
    const inBreak = tickTimer(running(), T0 + TARGET).state;
    expect(inBreak.mode).toBe('break');
    expect(stopTimer(inBreak, T0 + TARGET + 2 * MIN)).toEqual({ state: createTimer(), save: null, events: [] });
  });

  it('saves the pomodoro, once, when the target was reached before the stop', () => {
    const step = stopTimer(running(), T0 + TARGET + 30 * SEC);
    expect(step.save).toEqual({ minutes: 25, type: 'pomodoro_session', targetReached: true });
    expect(step.events).toEqual(['target-reached']);
    expect(step.state).toEqual(createTimer());
  });

  it('keeps the configured target', () => {
    expect(stopTimer(running(T0, 50), T0 + 2 * MIN).state.targetMinutes).toBe(50);
  });
});

describe('reaching the target', () => {
  it('does nothing a moment before the target', () => {
    const s = running();
    expect(tickTimer(s, T0 + TARGET - 1)).toEqual({ state: s, save: null, events: [] });
  });

  it('saves a pomodoro and starts the 5-minute break at the target', () => {
    const step = tickTimer(running(), T0 + TARGET);
    expect(step.save).toEqual({ minutes: 25, type: 'pomodoro_session', targetReached: true });
    expect(step.events).toEqual(['target-reached']);
    expect(step.state).toEqual({ mode: 'break', status: 'running', startedAt: T0 + TARGET, accumulatedMs: 0, targetMinutes: 25 });
    expect(formatClock(remainingMs(step.state, T0 + TARGET))).toBe('05:00');
  });

  it('counts the pomodoro once: the next tick saves nothing', () => {
    const first = tickTimer(running(), T0 + TARGET + 2 * SEC);
    const second = tickTimer(first.state, T0 + TARGET + 3 * SEC);
    expect(second.save).toBeNull();
    expect(second.events).toEqual([]);
  });

  it('times the break from when the target was reached, not from the late tick', () => {
    const step = tickTimer(running(), T0 + TARGET + 2 * MIN);
    expect(step.state.startedAt).toBe(T0 + TARGET);
    expect(formatClock(remainingMs(step.state, T0 + TARGET + 2 * MIN))).toBe('03:00');
  });

  it('returns to focus mode, idle, at the end of the break', () => {
    const inBreak = tickTimer(running(), T0 + TARGET).state;
    expect(tickTimer(inBreak, T0 + TARGET + BREAK - 1).state.mode).toBe('break');
    const step = tickTimer(inBreak, T0 + TARGET + BREAK);
    expect(step).toEqual({ state: createTimer(), save: null, events: ['break-ended'] });
  });

  it('after a laptop slept 2 hours while running: one pomodoro, break over, idle in focus', () => {
    const step = tickTimer(running(), T0 + 2 * 60 * MIN);
    expect(step.save).toEqual({ minutes: 25, type: 'pomodoro_session', targetReached: true });
    expect(step.events).toEqual(['target-reached', 'break-ended']);
    expect(step.state).toEqual(createTimer());
  });

  it('a pause after the target was missed reports the target instead of pausing', () => {
    const step = pauseTimer(running(), T0 + TARGET + MIN);
    expect(step.events).toEqual(['target-reached']);
    expect(step.state).toMatchObject({ mode: 'break', status: 'running' });
  });

  it('the break can be paused and resumed', () => {
    const inBreak = tickTimer(running(), T0 + TARGET).state;
    const paused = pauseTimer(inBreak, T0 + TARGET + MIN).state;
    expect(paused).toMatchObject({ mode: 'break', status: 'paused', accumulatedMs: MIN });
    const resumed = resumeTimer(paused, T0 + TARGET + 30 * MIN).state;
    expect(tickTimer(resumed, T0 + TARGET + 34 * MIN - 1).state.mode).toBe('break');
    expect(tickTimer(resumed, T0 + TARGET + 34 * MIN).events).toEqual(['break-ended']);
  });

  it('uses a configured target', () => {
    const s = running(T0, 1);
    expect(tickTimer(s, T0 + MIN - 1).save).toBeNull();
    expect(tickTimer(s, T0 + MIN).save).toEqual({ minutes: 1, type: 'pomodoro_session', targetReached: true });
  });
});

describe('setTarget', () => {
  it('changes the target only when idle in focus mode, within bounds', () => {
    expect(setTarget(createTimer(), 50).targetMinutes).toBe(50);
    expect(setTarget(createTimer(), 0).targetMinutes).toBe(25);
    expect(setTarget(createTimer(), 181).targetMinutes).toBe(25);
    expect(setTarget(createTimer(), 2.5).targetMinutes).toBe(25);
    expect(setTarget(running(), 50).targetMinutes).toBe(25);
  });
});

describe('storage', () => {
  it('survives a JSON round trip and restores to the same clock', () => {
    const s = pauseTimer(running(), T0 + 7 * MIN).state;
    const back = restoreTimer(JSON.parse(JSON.stringify(s)));
    expect(back).toEqual(s);
    const r = running();
    expect(remainingMs(restoreTimer(JSON.parse(JSON.stringify(r))), T0 + MIN)).toBe(TARGET - MIN);
  });

  it('starts afresh from anything unreadable', () => {
    expect(restoreTimer(null)).toEqual(createTimer());
    expect(restoreTimer({ mode: 'focus', status: 'running', startedAt: null, accumulatedMs: 0, targetMinutes: 25 })).toEqual(createTimer());
    expect(restoreTimer({ mode: 'nap' }, 30)).toEqual(createTimer(30));
  });

  it('saves only records the server accepts', () => {
    expect(TimedSessionSaveSchema.safeParse(stopTimer(running(), T0 + 61 * SEC).save).success).toBe(true);
    expect(TimedSessionSaveSchema.safeParse({ minutes: 0, type: 'timed_session', targetReached: false }).success).toBe(false);
    expect(TimerStateSchema.safeParse(createTimer()).success).toBe(true);
  });
});

describe('elapsedMs, remainingMs, progressPercent', () => {
  it('cap at the phase between the target and the next tick', () => {
    const s = running();
    expect(elapsedMs(s, T0 + TARGET + MIN)).toBe(TARGET);
    expect(remainingMs(s, T0 + TARGET + MIN)).toBe(0);
    expect(progressPercent(s, T0 + TARGET + MIN)).toBe(100);
    expect(progressPercent(s, T0 + TARGET / 2)).toBe(50);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [1000, '00:01'],
    [59_999, '00:59'],
    [60_000, '01:00'],
    [TARGET, '25:00'],
    [TARGET - 1, '24:59'],
    [120 * MIN, '120:00'],
    [-5000, '00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});

describe('motivation', () => {
  it.each([
    [0, 0],
    [24.9, 0],
    [25, 1],
    [49.9, 1],
    [50, 2],
    [74.9, 2],
    [75, 3],
    [89.9, 3],
    [90, 4],
    [100, 4],
  ])('at %d%% shows message %i', (progress, index) => {
    expect(motivation(progress)).toBe(MOTIVATION_MESSAGES[index]);
  });

  it('has five different messages', () => {
    expect(new Set(MOTIVATION_MESSAGES).size).toBe(5);
  });

  it('reads the running timer', () => {
    expect(motivation(progressPercent(running(), T0 + 20 * MIN))).toBe(MOTIVATION_MESSAGES[3]);
    expect(motivation(progressPercent(running(), T0 + 22.5 * MIN))).toBe(MOTIVATION_MESSAGES[4]);
  });
});
