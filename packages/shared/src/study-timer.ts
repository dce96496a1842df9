import { z } from 'zod';

/**
 * The progress page's study timer (spec 001 section 4 "Study timer", section 9) as a pure state machine. Time is
 * measured from timestamps passed in (`now`, epoch milliseconds), never by counting ticks, so a throttled
 * background tab, a sleeping laptop or a reload (the state is plain JSON, kept in localStorage) loses nothing.
 */

export const TIMER_TARGET_MINUTES = 25;
export const BREAK_MINUTES = 5;
/** A stopped session is saved only when MORE than this ran ("more than 60 seconds"). */
export const MIN_SAVED_SECONDS = 60;
/** The target is configurable; the bounds are ours: at least a minute, at most three hours. */
export const TIMER_TARGET_MIN_MINUTES = 1;
export const TIMER_TARGET_MAX_MINUTES = 180;

export const TIMER_MODES = ['focus', 'break'] as const;
export type TimerMode = (typeof TIMER_MODES)[number];
export const TIMER_STATUSES = ['idle', 'running', 'paused'] as const;
export type TimerStatus = (typeof TIMER_STATUSES)[number];
/** The record types of spec 001 section 3 (timed_session_{id}). */
export const TIMED_SESSION_TYPES = ['timed_session', 'pomodoro_session'] as const;
export type TimedSessionType = (typeof TIMED_SESSION_TYPES)[number];

const MINUTE_MS = 60_000;

export const TimerStateSchema = z
  .object({
    mode: z.enum(TIMER_MODES),
    status: z.enum(TIMER_STATUSES),
    /** When the current running stretch began (epoch ms); null unless running. */
    startedAt: z.number().nullable(),
    /** Time run before the current stretch (earlier stretches, before a pause). */
    accumulatedMs: z.number().nonnegative(),
    targetMinutes: z.number().int().min(TIMER_TARGET_MIN_MINUTES).max(TIMER_TARGET_MAX_MINUTES),
  })
  .refine((s) => (s.status === 'running') === (s.startedAt !== null), 'startedAt is set exactly while running');
export type TimerState = z.infer<typeof TimerStateSchema>;

/** What to save (POST by the web, stored by the server): whole minutes, rounded down. */
export const TimedSessionSaveSchema = z.object({
  minutes: z.number().int().min(1).max(TIMER_TARGET_MAX_MINUTES),
  type: z.enum(TIMED_SESSION_TYPES),
  targetReached: z.boolean(),
});
export type TimedSessionSave = z.infer<typeof TimedSessionSaveSchema>;

export type TimerEvent = 'target-reached' | 'break-ended';
/** An action's result: the new state, at most one record to save, and what happened (for a notice or a sound). */
export type TimerStep = { state: TimerState; save: TimedSessionSave | null; events: TimerEvent[] };

export function createTimer(targetMinutes: number = TIMER_TARGET_MINUTES): TimerState {
  return { mode: 'focus', status: 'idle', startedAt: null, accumulatedMs: 0, targetMinutes };
}

/** A state read back from storage (JSON.parse'd); anything unreadable starts a fresh timer. */
export function restoreTimer(value: unknown, targetMinutes: number = TIMER_TARGET_MINUTES): TimerState {
  const parsed = TimerStateSchema.safeParse(value);
  return parsed.success ? parsed.data : createTimer(targetMinutes);
}

/** Changes the target; only while idle in focus mode (a running session keeps the target it started with). */
export function setTarget(state: TimerState, minutes: number): TimerState {
  if (state.mode !== 'focus' || state.status !== 'idle') return state;
  if (!Number.isInteger(minutes) || minutes < TIMER_TARGET_MIN_MINUTES || minutes > TIMER_TARGET_MAX_MINUTES) return state;
  return { ...state, targetMinutes: minutes };
}

/** Length of the current phase: the target in focus mode, the break otherwise. */
export function phaseMs(state: TimerState): number {
  return (state.mode === 'focus' ? state.targetMinutes : BREAK_MINUTES) * MINUTE_MS;
}

/** Time run in this phase, uncapped; a clock set back never makes it shrink below what was accumulated. */
function rawElapsedMs(state: TimerState, now: number): number {
  return state.accumulatedMs + (state.status === 'running' && state.startedAt !== null ? Math.max(0, now - state.startedAt) : 0);
}

/** Time run in this phase, at most the phase length (between reaching the target and the next tick). */
export function elapsedMs(state: TimerState, now: number): number {
  return Math.min(rawElapsedMs(state, now), phaseMs(state));
}

export function remainingMs(state: TimerState, now: number): number {
  return phaseMs(state) - elapsedMs(state, now);
}

/** Percent of the phase done, 0 to 100 (the motivational text reads it in focus mode). */
export function progressPercent(state: TimerState, now: number): number {
  return (elapsedMs(state, now) * 100) / phaseMs(state);
}

/**
 * Moves a running timer past what has happened by `now`. Reaching the target saves one pomodoro_session of the
 * target's minutes and starts the break at the moment the target was reached; a break that is over returns to focus
 * mode, idle: the next focus session starts when the learner presses Start ("At the end of the break it returns to
 * focus mode"). So a laptop that slept for two hours counts one pomodoro, not several, and wakes up idle in focus.
 */
function advance(state: TimerState, now: number): TimerStep {
  let s = state;
  const events: TimerEvent[] = [];
  let save: TimedSessionSave | null = null;
  if (s.status !== 'running' || s.startedAt === null) return { state: s, save, events };
  if (s.mode === 'focus') {
    const target = phaseMs(s);
    if (rawElapsedMs(s, now) < target) return { state: s, save, events };
    const reachedAt = s.startedAt + (target - s.accumulatedMs);
    save = { minutes: s.targetMinutes, type: 'pomodoro_session', targetReached: true };
    events.push('target-reached');
    s = { ...s, mode: 'break', status: 'running', startedAt: reachedAt, accumulatedMs: 0 };
  }
  if (rawElapsedMs(s, now) >= phaseMs(s)) {
    events.push('break-ended');
    s = createTimer(s.targetMinutes);
  }
  return { state: s, save, events };
}

/** Called by the screen every second or so, and on waking (visibilitychange). */
export function tickTimer(state: TimerState, now: number): TimerStep {
  return advance(state, now);
}

/** Start from idle (either mode); does nothing otherwise. */
export function startTimer(state: TimerState, now: number): TimerStep {
  if (state.status !== 'idle') return advance(state, now);
  return { state: { ...state, status: 'running', startedAt: now, accumulatedMs: 0 }, save: null, events: [] };
}

/** Pause a running timer. If the phase had already ended by `now`, that is what happens instead (nothing to pause). */
export function pauseTimer(state: TimerState, now: number): TimerStep {
  const step = advance(state, now);
  const s = step.state;
  if (step.events.length > 0 || s.status !== 'running') return step;
  return { ...step, state: { ...s, status: 'paused', startedAt: null, accumulatedMs: rawElapsedMs(s, now) } };
}

export function resumeTimer(state: TimerState, now: number): TimerStep {
  if (state.status !== 'paused') return advance(state, now);
  return { state: { ...state, status: 'running', startedAt: now }, save: null, events: [] };
}

/**
 * Stop resets the timer to focus, idle. A focus session that ran more than MIN_SAVED_SECONDS is saved as a
 * timed_session of its whole minutes (rounded down); a break is not study time and saves nothing. If the target was
 * reached before `now`, the pomodoro is what is saved (once), not a second record.
 */
export function stopTimer(state: TimerState, now: number): TimerStep {
  const step = advance(state, now);
  const s = step.state;
  let save = step.save;
  if (!save && s.mode === 'focus' && s.status !== 'idle') {
    const ran = rawElapsedMs(s, now);
    if (ran > MIN_SAVED_SECONDS * 1000) save = { minutes: Math.floor(ran / MINUTE_MS), type: 'timed_session', targetReached: false };
  }
  return { state: createTimer(s.targetMinutes), save, events: step.events };
}

/** 'MM:SS', whole seconds rounded down; minutes keep counting past 99 ('120:00'). */
export function formatClock(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The motivational text by progress through the target: below 25%, 50%, 75%, 90%, and 90% or more. Ours. */
export const MOTIVATION_MESSAGES = [
  'Great start! Settle in and focus on one thing at a time.',
  'Nice rhythm. Keep your attention on the task in front of you.',
  "You're past halfway. Your focus is building.",
  'The finish line is in sight. Stay with it!',
  'Almost there! Finish strong.',
] as const;

const MOTIVATION_BANDS = [25, 50, 75, 90] as const;

/** `progress` is a percent of the target (0 to 100), as progressPercent gives it. */
export function motivation(progress: number): (typeof MOTIVATION_MESSAGES)[number] {
  const band = MOTIVATION_BANDS.findIndex((upper) => !(progress >= upper));
  return MOTIVATION_MESSAGES[band === -1 ? MOTIVATION_BANDS.length : band];
}
