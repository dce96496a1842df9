import { useId, useState, type ReactNode } from 'react';
import { Coffee, Hourglass, ListChecks, Pause, Play, RefreshCw, Square, Timer as TimerIcon } from 'lucide-react';
import { formatHoursMinutes } from '@brightpath/shared/learning-stats';
import type { Progress } from '@brightpath/shared/progress';
import {
  BREAK_MINUTES,
  formatClock,
  motivation,
  TIMER_TARGET_MAX_MINUTES,
  TIMER_TARGET_MIN_MINUTES,
  type TimedSessionSave,
} from '@brightpath/shared/study-timer';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { MODE_LABEL, type StudyTimer } from '../hooks/use-study-timer';
import { plural } from '../lib/format';
import { SectionCard } from '@/components/ui/section-card';

/** Our own tips beside the timer (the specification names "tips" only). */
export const STUDY_TIPS = [
  'Pick one small goal for this session, such as five practice problems or one page of notes.',
  "Put your phone out of reach and close the tabs you don't need.",
  'Stuck on something? Write the question down and ask your AI tutor when the session ends.',
  'On your break, stand up, stretch and drink some water. Screens can wait.',
] as const;

type Props = {
  timer: StudyTimer;
  /** The saved totals, from the progress payload. */
  totals: Progress['timer'];
  /** A record whose save failed, offered again; null when all is saved. */
  unsaved: TimedSessionSave | null;
  saving: boolean;
  onRetrySave: () => void;
  onStop: () => void;
};

const STATUS_LABEL = { idle: 'Ready', running: 'Running', paused: 'Paused' } as const;

/** The Study Timer tab: a focus timer (25 minutes unless changed) with a 5-minute break, plus tips and the saved totals. */
export function StudyTimerTab({ timer, totals, unsaved, saving, onRetrySave, onStop }: Props) {
  const { state } = timer;
  const focus = state.mode === 'focus';
  const percent = timer.progressPercent;
  const message = !focus
    ? 'Take a real break: step away from the screen for a few minutes.'
    : state.status === 'idle'
      ? `Press Start for a ${state.targetMinutes}-minute focus session.`
      : motivation(percent);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <SectionCard
        title="Study Timer"
        icon={TimerIcon}
        className="lg:col-span-2"
        aside={
          <span
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
              focus ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
            )}
          >
            {focus ? <Hourglass className="h-3.5 w-3.5" aria-hidden /> : <Coffee className="h-3.5 w-3.5" aria-hidden />}
            {focus ? 'Focus session' : 'Break'}
          </span>
        }
        description={`Focus for ${plural(state.targetMinutes, 'minute', 'minutes')}, then take a ${BREAK_MINUTES}-minute break. Sessions over a minute count towards your study time.`}
      >
        <div className="flex flex-col items-center gap-5 py-2">
          <ClockRing percent={percent} mode={state.mode}>
            <span
              role="timer"
              aria-label={`${MODE_LABEL[state.mode]} time left`}
              className="text-5xl font-bold tabular-nums tracking-tight text-ink-900 sm:text-6xl"
            >
              {formatClock(timer.remainingMs)}
            </span>
            <span className="mt-1 text-sm font-medium text-ink-600">
              <span className="sr-only">Timer status: </span>
              {STATUS_LABEL[state.status]}
            </span>
          </ClockRing>
          <p className="min-h-[2.5rem] max-w-md text-center text-base font-medium text-ink-700">{message}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {state.status === 'idle' && (
              <Button size="lg" className="w-full sm:w-40" onClick={timer.start}>
                <Play className="h-5 w-5" aria-hidden /> Start
              </Button>
            )}
            {state.status === 'running' && (
              <Button size="lg" className="w-full sm:w-40" onClick={timer.pause}>
                <Pause className="h-5 w-5" aria-hidden /> Pause
              </Button>
            )}
            {state.status === 'paused' && (
              <Button size="lg" className="w-full sm:w-40" onClick={timer.resume}>
                <Play className="h-5 w-5" aria-hidden /> Resume
              </Button>
            )}
            {state.status !== 'idle' && (
              <Button size="lg" variant="secondary" className="w-full sm:w-40" onClick={onStop}>
                <Square className="h-4 w-4" aria-hidden /> Stop
              </Button>
            )}
          </div>
          {unsaved && (
            <div role="alert" className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-center text-sm text-red-800">
              <p className="font-medium">
                We couldn't save your {plural(unsaved.minutes, 'minute', 'minutes')} of study. Check your connection and try again.
              </p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={onRetrySave} disabled={saving}>
                <RefreshCw className="h-4 w-4" aria-hidden /> Try again
              </Button>
            </div>
          )}
        </div>
        <TargetField timer={timer} />
      </SectionCard>

      <div className="flex flex-col gap-6">
        <SectionCard title="Your Timed Study" icon={Hourglass} tone="bg-sky-100 text-sky-700">
          <dl className="grid grid-cols-3 gap-3 lg:grid-cols-1">
            {[
              { label: 'Timed sessions', value: String(totals.timedSessions) },
              { label: 'Pomodoros', value: String(totals.pomodoros) },
              { label: 'Total time', value: formatHoursMinutes(totals.studyMinutes) },
            ].map((f) => (
              <div
                key={f.label}
                className="rounded-xl bg-surface-50 p-3 ring-1 ring-inset ring-line-200 lg:flex lg:items-baseline lg:justify-between"
              >
                <dt className="text-xs font-medium text-ink-600 lg:text-sm">{f.label}</dt>
                <dd className="mt-1 text-xl font-bold tracking-tight text-ink-900 lg:mt-0">{f.value}</dd>
              </div>
            ))}
          </dl>
        </SectionCard>
        <SectionCard title="Study Tips" icon={ListChecks} tone="bg-amber-100 text-amber-700">
          <ul className="space-y-3 text-sm text-ink-700">
            {STUDY_TIPS.map((tip) => (
              <li key={tip} className="flex gap-2.5">
                <span className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-amber-500" aria-hidden />
                {tip}
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
    </div>
  );
}

/** A ring filling with the phase, around the clock; the ring is decoration, the clock and the bar's value are read. */
function ClockRing({ percent, mode, children }: { percent: number; mode: 'focus' | 'break'; children: ReactNode }) {
  const r = 88;
  const c = 2 * Math.PI * r;
  const done = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={mode === 'focus' ? 'Focus session progress' : 'Break progress'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(done)}
      className="relative grid h-56 w-56 place-items-center sm:h-64 sm:w-64"
    >
      <svg viewBox="0 0 200 200" className="absolute inset-0 h-full w-full -rotate-90" aria-hidden>
        <circle cx="100" cy="100" r={r} fill="none" strokeWidth="10" className="stroke-line-100" />
        <circle
          cx="100"
          cy="100"
          r={r}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={c}
          strokeDashoffset={c * (1 - done / 100)}
          className={cn(
            'transition-[stroke-dashoffset] duration-700 ease-linear',
            mode === 'focus' ? 'stroke-brand-600' : 'stroke-emerald-500',
          )}
        />
      </svg>
      <div className="relative flex flex-col items-center">{children}</div>
    </div>
  );
}

/** The focus length, within the shared bounds; only while the timer is idle in focus mode (a running session keeps its own). */
function TargetField({ timer }: { timer: StudyTimer }) {
  const id = useId();
  const { state } = timer;
  const [draft, setDraft] = useState<string | null>(null);
  const editable = state.mode === 'focus' && state.status === 'idle';
  const value = draft ?? String(state.targetMinutes);
  const n = Number(value);
  const invalid = draft !== null && !(Number.isInteger(n) && n >= TIMER_TARGET_MIN_MINUTES && n <= TIMER_TARGET_MAX_MINUTES);

  return (
    <div className="mt-6 border-t border-line-200 pt-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <label htmlFor={id} className="text-sm font-medium text-ink-800">
          Focus length (minutes)
        </label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={TIMER_TARGET_MIN_MINUTES}
          max={TIMER_TARGET_MAX_MINUTES}
          step={1}
          className="w-full sm:w-28"
          value={value}
          disabled={!editable}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setDraft(e.target.value);
            const minutes = Number(e.target.value);
            if (e.target.value !== '') timer.setTarget(minutes);
          }}
          onBlur={() => setDraft(null)}
        />
      </div>
      <p id={`${id}-hint`} className={cn('mt-2 text-xs', invalid ? 'text-red-700' : 'text-ink-600')}>
        {invalid
          ? `Choose a whole number of minutes from ${TIMER_TARGET_MIN_MINUTES} to ${TIMER_TARGET_MAX_MINUTES}.`
          : editable
            ? `From ${TIMER_TARGET_MIN_MINUTES} to ${TIMER_TARGET_MAX_MINUTES} minutes. Breaks last ${BREAK_MINUTES} minutes.`
            : 'You can change the length when the timer is stopped.'}
      </p>
    </div>
  );
}
