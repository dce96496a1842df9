import { Check, Clock, Gauge, Library, ListChecks, type LucideIcon } from 'lucide-react';
import type { Lesson } from '@brightpath/shared/lesson';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { lessonStats, PHASE_COUNT, progressText, type LessonStat } from '../lib/lesson-stats';

const LOOK: Record<LessonStat['key'], { icon: LucideIcon; tone: string }> = {
  difficulty: { icon: Gauge, tone: 'bg-brand-100 text-brand-700' },
  duration: { icon: Clock, tone: 'bg-sky-100 text-sky-700' },
  resources: { icon: Library, tone: 'bg-amber-100 text-amber-800' },
  completed: { icon: ListChecks, tone: 'bg-emerald-100 text-emerald-700' },
};

/** The lesson's title, what it sets out to teach, the progress bar ('N/5 steps completed') and the stats row. */
export function LessonOverview({ lesson, headingId }: { lesson: Lesson; headingId: string }) {
  const done = lesson.completedSteps.length;
  const text = progressText(done);
  return (
    <div className="rounded-2xl border border-line-200 bg-surface p-4 shadow-sm sm:p-6">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Structured lesson</p>
      <h2 id={headingId} className="mt-1 break-words text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
        {lesson.topic}
      </h2>
      {lesson.expectedOutcomes.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium text-ink-700">By the end you will:</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {lesson.expectedOutcomes.map((o) => (
              <li key={o} className="rounded-full bg-surface-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
                {o}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-5">
        <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium text-ink-800">Lesson progress</span>
          <span className="text-ink-700">{text}</span>
        </div>
        <Progress value={done} max={PHASE_COUNT} label="Lesson progress" valueText={text} />
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-2.5 sm:grid-cols-4 sm:gap-3">
        {lessonStats(lesson).map((stat) => {
          const { icon: Icon, tone } = LOOK[stat.key];
          return (
            <div key={stat.key} className="min-w-0 rounded-xl border border-line-200 bg-surface-50 p-3">
              <dt className="flex items-center gap-2 text-xs font-medium text-ink-600">
                <span className={cn('grid h-7 w-7 shrink-0 place-items-center rounded-lg', tone)} aria-hidden>
                  <Icon className="h-4 w-4" />
                </span>
                {stat.label}
              </dt>
              <dd className="mt-1.5 flex items-center gap-1 truncate text-base font-semibold text-ink-900">
                {stat.finished && <Check className="h-4 w-4 shrink-0 text-emerald-600" strokeWidth={3} aria-hidden />}
                {stat.value}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
