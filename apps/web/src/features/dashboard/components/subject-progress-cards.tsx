import { ArrowRight, BookX, Plus } from 'lucide-react';
import type { SubjectProgress } from '@brightpath/shared/learning-stats';
import { SubjectIcon } from '@/components/subject-icon';
import { AppLink } from '@/components/ui/app-link';
import { Progress } from '@/components/ui/progress';
import { EmptyState } from '@/components/ui/state-panel';
import { levelLabel } from '../lib/format-stats';

type Props = {
  subjects: SubjectProgress[];
  /** The catalogue's icon name of a subject, when known (the open book otherwise). */
  iconFor: (subjectId: number) => string | undefined;
};

const tileClass =
  'flex min-h-32 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-line-300 bg-surface/60 p-5 text-center font-semibold text-ink-700 transition-colors hover:border-brand-400 hover:bg-brand-50/50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:min-h-40';

/** A card per chosen subject (name, progress percent with its bar, level) and the 'Add New Subject' tile. */
export function SubjectProgressCards({ subjects, iconFor }: Props) {
  return (
    <section aria-labelledby="dashboard-subjects-heading">
      <h2 id="dashboard-subjects-heading" className="text-xl font-semibold text-ink-900">
        Your Subjects
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {subjects.length === 0 && (
          <li className="flex lg:col-span-2">
            <EmptyState
              className="flex w-full flex-col justify-center p-6"
              icon={BookX}
              title="No subjects yet"
              description="Choose the subjects you want to learn, and their progress will show here."
            />
          </li>
        )}
        {subjects.map((s) => {
          const nameId = `dashboard-subject-${s.id}`;
          return (
            <li key={s.id} className="flex flex-col rounded-2xl border border-line-200 bg-surface p-5 shadow-sm">
              <div className="flex items-start gap-3">
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <SubjectIcon icon={iconFor(s.subjectId) ?? 'book-open'} className="h-6 w-6" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 id={nameId} className="font-semibold text-ink-900">
                    {s.subject.name}
                  </h3>
                  <p className="mt-1">
                    <span className="inline-block rounded-full bg-surface-100 px-2 py-0.5 text-xs font-medium text-ink-700">
                      <span className="sr-only">Level: </span>
                      {levelLabel(s.level)}
                    </span>
                  </p>
                </div>
              </div>
              <div className="mt-5 flex items-baseline justify-between text-sm">
                <span className="text-ink-600">Progress</span>
                <span className="font-semibold text-ink-900">{s.progress}%</span>
              </div>
              <Progress value={s.progress} max={100} label={`${s.subject.name} progress`} className="mt-2" />
              <AppLink
                to={`/chat/${s.subjectId}`}
                aria-label={`Continue learning ${s.subject.name}`}
                className="mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Continue
                <ArrowRight className="h-4 w-4" aria-hidden />
              </AppLink>
            </li>
          );
        })}
        <li className="flex">
          <AppLink to="/subject-selection" className={tileClass}>
            <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-100 text-brand-700" aria-hidden>
              <Plus className="h-6 w-6" />
            </span>
            Add New Subject
          </AppLink>
        </li>
      </ul>
    </section>
  );
}
