import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, BookX } from 'lucide-react';
import { subjectsForInterests } from '@brightpath/shared/profile';
import type { Subject, SubjectLevel, UserSubject } from '@brightpath/shared/subjects';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import { toast } from '@/components/ui/use-toast';
import { useSaveUserSubjects } from '../api/save-user-subjects';
import { useAvailableSubjects } from '../hooks/use-available-subjects';
import { groupSubjects } from '../lib/group-subjects';
import { RequestSubjectDialog } from './request-subject-dialog';
import { SubjectCard } from './subject-card';

/** /subject-selection: pick subjects (grouped by category) and a level for each, then continue to the dashboard. */
export function SubjectSelection({ userId, interests = [] }: { userId: number; interests?: readonly string[] }) {
  const { isLoading, isError, subjects, saved, retry } = useAvailableSubjects(userId);

  return (
    <div className="mx-auto max-w-5xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-900">Choose Your Learning Subjects</h1>
          <p className="mt-2 max-w-2xl text-ink-700">
            Pick the subjects you want to learn and set your level for each. You can change them any time.
          </p>
        </div>
        <RequestSubjectDialog />
      </div>

      {isLoading ? (
        <LoadingState label="Loading age-appropriate subjects..." showLabel />
      ) : isError ? (
        <ErrorState message="We couldn't load the subjects." onRetry={retry} />
      ) : subjects.length === 0 ? (
        <EmptyState
          icon={BookX}
          title="No subjects available"
          description="Use Request a Subject to tell us what you would like to learn."
        />
      ) : (
        <SubjectPicker subjects={subjects} saved={saved} interests={interests} />
      )}
    </div>
  );
}

function SubjectPicker({ subjects, saved, interests }: { subjects: Subject[]; saved: UserSubject[]; interests: readonly string[] }) {
  // What was saved before is chosen already, at its level; with nothing saved yet, the subjects the learner's
  // onboarding interests point to, at Beginner.
  const [levels, setLevels] = useState(
    () =>
      new Map<number, SubjectLevel>(
        saved.length > 0
          ? saved.map((s) => [s.subjectId, s.level])
          : subjectsForInterests(interests, subjects).map((id) => [id, 'beginner']),
      ),
  );
  const save = useSaveUserSubjects();
  const navigate = useNavigate();
  const count = levels.size;

  const toggle = (id: number) =>
    setLevels((m) => {
      const next = new Map(m);
      if (next.has(id)) next.delete(id);
      else next.set(id, 'beginner');
      return next;
    });
  const setLevel = (id: number, level: SubjectLevel) => setLevels((m) => new Map(m).set(id, level));

  const onContinue = () => {
    if (count === 0) {
      toast({ variant: 'destructive', title: 'No subjects selected', description: 'Please select at least one subject to continue.' });
      return;
    }
    save.mutate(
      [...levels].map(([subjectId, level]) => ({ subjectId, level })),
      {
        onSuccess: () => toast({ title: 'Subjects saved!', description: 'Your subject preferences have been saved successfully.' }),
        onError: (err) => {
          console.error('Saving subjects failed', err);
          toast({
            variant: 'destructive',
            title: 'Error saving subjects',
            description: 'Failed to save your subject selections. Please try again.',
          });
        },
        onSettled: () => void navigate('/dashboard'),
      },
    );
  };

  return (
    <>
      {/* Kept in view while the learner scrolls the catalogue: above the cards, below the header. */}
      <div className="sticky top-[calc(4.5rem+var(--beta-offset,0px))] z-30 -mx-1 mb-8 flex flex-col items-stretch gap-3 rounded-2xl border border-line-200 bg-surface/95 p-3 shadow-md backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:p-4">
        <p className="text-sm text-ink-700" aria-live="polite">
          {count === 0
            ? 'Choose at least one subject to continue.'
            : `${count} ${count === 1 ? 'subject' : 'subjects'} selected. You can change levels at any time.`}
        </p>
        <Button
          size="lg"
          className="w-full whitespace-nowrap px-4 text-sm sm:w-auto sm:px-6 sm:text-base"
          onClick={onContinue}
          disabled={count === 0 || save.isPending || save.isSuccess}
        >
          {save.isPending ? 'Saving...' : `Continue to Dashboard (${count} selected)`}
          <ArrowRight className="h-5 w-5" aria-hidden />
        </Button>
      </div>
      <div className="space-y-10">
        {groupSubjects(subjects).map((group) => {
          const headingId = `category-${group.category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <section key={group.category} aria-labelledby={headingId}>
              <div className="mb-4 flex items-center gap-2.5">
                <h2 id={headingId} className="text-xl font-semibold text-ink-900">
                  {group.category}
                </h2>
                <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {group.subjects.length}
                  <span className="sr-only"> {group.subjects.length === 1 ? 'subject' : 'subjects'}</span>
                </span>
              </div>
              <ul className={gridFor(group.subjects.length)}>
                {group.subjects.map((s) => (
                  <SubjectCard
                    key={s.id}
                    subject={s}
                    level={levels.get(s.id)}
                    onToggle={() => toggle(s.id)}
                    onLevel={(l) => setLevel(s.id, l)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}

/**
 * A category's grid, with no card left alone on a row when it can be helped: four cards make two rows of two,
 * seven a row of four and one of three; on two columns an odd last card takes the whole row.
 */
export function gridFor(count: number): string {
  const wide = count % 3 === 1 && count > 1 ? (count === 4 ? 'lg:grid-cols-2' : 'lg:grid-cols-4') : 'lg:grid-cols-3';
  return `grid gap-4 sm:grid-cols-2 ${wide} ${count % 2 === 1 ? 'sm:[&>li:last-child]:col-span-2 lg:[&>li:last-child]:col-span-1' : ''}`.trim();
}
