import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  formatClock,
  pauseTimer,
  progressPercent,
  remainingMs,
  resumeTimer,
  setTarget,
  startTimer,
  stopTimer,
  tickTimer,
  type TimedSessionSave,
  type TimerEvent,
  type TimerState,
  type TimerStep,
} from '@brightpath/shared/study-timer';
import { loadTimer, storeTimer, timerFromStorageEvent } from '../lib/timer-storage';

type Options = {
  userId: number;
  /** A record to store (a stopped session over 60 s, or a pomodoro); called once per record. */
  onSave: (record: TimedSessionSave) => void;
  onEvent?: (event: TimerEvent) => void;
};

const TICK_MS = 1000;
export const MODE_LABEL = { focus: 'Focus', break: 'Break' } as const;

/**
 * The study timer on the screen: the shared state machine (packages/shared/src/study-timer.ts) fed with Date.now().
 * The interval only re-renders and lets the machine see the time; the time itself always comes from timestamps, so
 * a throttled tab or a reload loses nothing. The state is kept in localStorage after every change.
 */
export function useStudyTimer({ userId, onSave, onEvent }: Options) {
  const [state, setState] = useState<TimerState>(() => loadTimer(userId));
  const [now, setNow] = useState(() => Date.now());
  // The machine's current state, read by callbacks between renders (a save must happen once, not once per render).
  const current = useRef(state);
  const handlers = useRef({ onSave, onEvent });
  useLayoutEffect(() => {
    handlers.current = { onSave, onEvent };
  });

  const apply = useCallback(
    (step: TimerStep, at: number) => {
      setNow(at);
      if (step.state === current.current) return;
      current.current = step.state;
      setState(step.state);
      storeTimer(userId, step.state);
      if (step.save) handlers.current.onSave(step.save);
      for (const event of step.events) handlers.current.onEvent?.(event);
    },
    [userId],
  );

  const tick = useCallback(() => {
    const at = Date.now();
    apply(tickTimer(current.current, at), at);
  }, [apply]);

  // On arrival (a reload, or back from another page): whatever happened meanwhile, such as a target reached.
  useEffect(() => tick(), [tick]);

  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const id = setInterval(tick, TICK_MS);
    // A background tab's interval is throttled: catch up as soon as it is looked at again.
    const onVisible = () => document.visibilityState === 'visible' && tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running, tick]);

  // While running, the tab's title shows the time left (seen from other tabs); the page's own title comes back after.
  const remaining = remainingMs(state, now);
  const baseTitle = useRef<string | null>(null);
  useEffect(() => {
    if (!running) return;
    baseTitle.current = document.title;
    return () => {
      if (baseTitle.current !== null) document.title = baseTitle.current;
      baseTitle.current = null;
    };
  }, [running]);
  useEffect(() => {
    if (running && baseTitle.current !== null)
      document.title = `${formatClock(remaining)} ${MODE_LABEL[state.mode]} - ${baseTitle.current}`;
  }, [running, remaining, state.mode]);

  // Another tab of the app started, paused or stopped the timer: follow it rather than count the same time twice.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const next = timerFromStorageEvent(event, userId);
      if (!next) return;
      current.current = next;
      setState(next);
      setNow(Date.now());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const act = (action: (s: TimerState, at: number) => TimerStep) => (): TimerStep => {
    const at = Date.now();
    const step = action(current.current, at);
    apply(step, at);
    return step;
  };

  return {
    state,
    remainingMs: remaining,
    progressPercent: progressPercent(state, now),
    start: act(startTimer),
    pause: act(pauseTimer),
    resume: act(resumeTimer),
    stop: act(stopTimer),
    /** Changes the focus length; the machine ignores it unless idle in focus mode, or out of bounds. */
    setTarget: (minutes: number) => apply({ state: setTarget(current.current, minutes), save: null, events: [] }, Date.now()),
  };
}

export type StudyTimer = ReturnType<typeof useStudyTimer>;
