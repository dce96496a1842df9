import { ArrowRight, RotateCcw, Sun } from 'lucide-react';
import type { DashboardStats } from '@brightpath/shared/learning-stats';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDueReviews } from '../api/get-due-reviews';

/** Reviews shown at most: the longest due first. */
const REVIEWS_SHOWN = 3;

/**
 * Today's Learning: back to the tutor once there are sessions, otherwise the first subject to choose (spec 001).
 * Between the two, subjects chosen and no session yet, it asks for the first question: offering to choose a first
 * subject to a learner who has chosen two would be wrong.
 */
const STEP = {
  started: {
    text: 'Pick up where you left off: your tutor remembers your conversations. A little every day keeps your streak going.',
    to: '/chat',
    action: 'Start Learning Session',
  },
  subjects: {
    text: 'Your subjects are ready. Ask your tutor your first question: it only takes a minute to start.',
    to: '/chat',
    action: 'Ask Your First Question',
  },
  none: {
    text: 'Choose a subject to begin with, then ask your tutor your first question. It only takes a minute to start.',
    to: '/subject-selection',
    action: 'Choose Your First Subject',
  },
} as const;

export function TodaysLearningCard({ stats, className }: { stats: DashboardStats; className?: string }) {
  const step = STEP[stats.totalSessions > 0 ? 'started' : stats.subjectProgress.length > 0 ? 'subjects' : 'none'];
  // The skill tree's reviews that have come (spaced review, docs/decisions/036); nothing shows while they load.
  const due = useDueReviews().data?.due ?? [];
  return (
    <section
      aria-labelledby="todays-learning-heading"
      className={cn('flex flex-col rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm', className)}
    >
      <span className="grid h-11 w-11 place-items-center rounded-xl bg-white/15" aria-hidden>
        <Sun className="h-6 w-6" />
      </span>
      <h2 id="todays-learning-heading" className="mt-4 text-xl font-semibold">
        Today&apos;s Learning
      </h2>
      <p className="mt-2 flex-1 text-sm leading-6 text-brand-50">{step.text}</p>
      {due.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">Due for review</h3>
          <p className="mt-1 text-xs text-brand-100">A quick go now keeps these from slipping away.</p>
          <ul className="mt-2 space-y-2" aria-label="Skills due for review">
            {due.slice(0, REVIEWS_SHOWN).map((r) => (
              <li key={r.skillId}>
                <AppLink
                  // As the skill tree's Review Skill: a new lesson on the skill, whose quiz is the review.
                  to={`/chat?skill=${encodeURIComponent(r.skillId)}&subject=${r.subjectId}&mode=structured&review=1`}
                  className="flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm font-medium hover:bg-white/20 focus-visible:outline-white"
                >
                  <RotateCcw className="h-4 w-4 shrink-0" aria-hidden />
                  <span className="min-w-0 flex-1 truncate">
                    Review {r.name} <span className="text-brand-100">· {r.subject}</span>
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
          {due.length > REVIEWS_SHOWN && (
            <p className="mt-2 text-xs text-brand-100">and {due.length - REVIEWS_SHOWN} more on your skill tree</p>
          )}
        </div>
      )}
      <AppLink
        to={step.to}
        className={buttonClass('secondary', 'lg', 'mt-6 w-full text-brand-800 ring-0 hover:bg-brand-50 focus-visible:outline-white')}
      >
        {step.action}
        <ArrowRight className="h-5 w-5" aria-hidden />
      </AppLink>
    </section>
  );
}
