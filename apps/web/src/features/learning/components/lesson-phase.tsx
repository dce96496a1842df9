import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Check,
  ChevronDown,
  ClipboardCheck,
  GraduationCap,
  Headphones,
  Lock,
  MessageCircleQuestion,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import { PHASE_DESCRIPTIONS, type LessonPhase, type LessonStep } from '@brightpath/shared/lesson';
import { cn } from '@/lib/cn';
import { capitalise, previousPhase, type PhaseState } from '../lib/lesson-stats';

export const PHASE_ICONS: Record<LessonPhase, LucideIcon> = {
  listen: Headphones,
  ask: MessageCircleQuestion,
  talk: MessagesSquare,
  teach: GraduationCap,
  quiz: ClipboardCheck,
};

const BADGE: Record<PhaseState, { text: string; className: string }> = {
  done: { text: 'Completed', className: 'bg-emerald-100 text-emerald-800' },
  current: { text: 'In progress', className: 'bg-brand-100 text-brand-800' },
  locked: { text: 'Locked', className: 'bg-surface-100 text-ink-700' },
};

type Props = {
  step: LessonStep;
  number: number;
  state: PhaseState;
  /** Move focus to the phase's heading (it just became current, after the one before was completed). */
  focusHeading: boolean;
  /** The phase's body: its resources, prompts and Complete button (or the quiz). */
  children: ReactNode;
};

/**
 * One phase of the lesson: the current one open, a completed one marked and open on request (to review it), a
 * later one locked until the one before it is complete.
 */
export function LessonPhaseCard({ step, number, state, focusHeading, children }: Props) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [reviewing, setReviewing] = useState(false);
  const Icon = PHASE_ICONS[step.step];
  const name = capitalise(step.step);
  const open = state === 'current' || (state === 'done' && reviewing);
  const before = previousPhase(step.step);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <li>
      <section
        aria-labelledby={`${id}-heading`}
        className={cn(
          'rounded-2xl border bg-surface shadow-sm',
          state === 'current' ? 'border-brand-500/50 ring-1 ring-brand-200' : 'border-line-200',
          state === 'locked' && 'bg-surface-50 shadow-none',
        )}
      >
        <div className="flex items-start gap-3 p-4 sm:p-5">
          <span
            className={cn(
              'grid h-9 w-9 shrink-0 place-items-center rounded-xl',
              state === 'done'
                ? 'bg-emerald-100 text-emerald-700'
                : state === 'current'
                  ? 'bg-brand-600 text-white'
                  : 'bg-surface-200 text-ink-600',
            )}
            aria-hidden
          >
            {state === 'done' ? (
              <Check className="h-5 w-5" strokeWidth={3} />
            ) : state === 'locked' ? (
              <Lock className="h-4 w-4" />
            ) : (
              <Icon className="h-5 w-5" />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3
                id={`${id}-heading`}
                ref={headingRef}
                tabIndex={-1}
                className="text-base font-semibold text-ink-900 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {number}. {name}
              </h3>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', BADGE[state].className)}>{BADGE[state].text}</span>
            </div>
            <p className="mt-0.5 text-sm text-ink-700">{PHASE_DESCRIPTIONS[step.step]}</p>
            {state === 'locked' && before && <p className="mt-1 text-xs text-ink-600">Complete the {before} phase to unlock it.</p>}
          </div>
          {state === 'done' && (
            <button
              type="button"
              aria-expanded={reviewing}
              aria-controls={`${id}-body`}
              onClick={() => setReviewing((r) => !r)}
              className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {reviewing ? 'Hide' : 'Review'}
              <span className="sr-only"> {name}</span>
              <ChevronDown className={cn('h-4 w-4 transition-transform', reviewing && 'rotate-180')} aria-hidden />
            </button>
          )}
        </div>
        {open && (
          <div id={`${id}-body`} className="space-y-4 border-t border-line-100 px-4 pb-4 pt-4 sm:px-5 sm:pb-5">
            {children}
          </div>
        )}
      </section>
    </li>
  );
}
