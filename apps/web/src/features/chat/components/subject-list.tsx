import { ArrowRight, BookX } from 'lucide-react';
import type { Subject } from '@brightpath/shared/subjects';
import { SubjectIcon } from '@/components/subject-icon';
import { AppLink } from '@/components/ui/app-link';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import type { SubjectSource } from '../lib/chat-subjects';

type Props = {
  state: 'loading' | 'error' | 'ready';
  subjects: Subject[];
  source: SubjectSource;
  /** The URL named a subject that does not exist. */
  notFound: boolean;
  onRetry: () => void;
  /** Where a subject leads (/chat/{id}). */
  hrefFor: (subject: Subject) => string;
};

const HEADING: Record<SubjectSource, string> = { chosen: 'Your subjects', age: 'Subjects for you', all: 'All subjects' };

/** The chat page with no subject chosen (spec 001 section 2): the subjects to talk about. */
export function SubjectList({ state, subjects, source, notFound, onRetry, hrefFor }: Props) {
  return (
    <div className="mx-auto max-w-4xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">AI Tutor</h1>
      <p className="mt-2 max-w-2xl text-ink-700">Choose a subject to start a conversation with your tutor.</p>

      {notFound && (
        <p role="alert" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          We couldn&apos;t find that subject. Choose one of the subjects below.
        </p>
      )}

      {state === 'loading' ? (
        <LoadingState label="Loading your subjects..." showLabel />
      ) : state === 'error' ? (
        <ErrorState className="mt-8" message="We couldn't load the subjects." onRetry={onRetry} />
      ) : subjects.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={BookX}
          title="No subjects available yet"
          description={
            <>
              <AppLink to="/subject-selection" className="font-medium text-brand-700 underline underline-offset-2">
                Choose your subjects
              </AppLink>{' '}
              to start learning.
            </>
          }
        />
      ) : (
        <section aria-labelledby="chat-subjects-heading" className="mt-8">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="chat-subjects-heading" className="text-xl font-semibold text-ink-900">
              {HEADING[source]}
            </h2>
            <AppLink
              to="/subject-selection"
              className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {source === 'chosen' ? 'Change your subjects' : 'Choose your subjects'}
            </AppLink>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {subjects.map((s) => (
              <li key={s.id} className="flex">
                <AppLink
                  to={hrefFor(s)}
                  aria-labelledby={`chat-subject-${s.id}-name`}
                  aria-describedby={`chat-subject-${s.id}-desc`}
                  className="group flex w-full items-start gap-3 rounded-2xl border border-line-200 bg-surface p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                    <SubjectIcon icon={s.icon} className="h-6 w-6" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span id={`chat-subject-${s.id}-name`} className="block font-semibold text-ink-900">
                      {s.name}
                    </span>
                    <span id={`chat-subject-${s.id}-desc`} className="mt-1 block text-sm text-ink-600">
                      {s.description}
                    </span>
                  </span>
                  <ArrowRight className="mt-3 h-5 w-5 shrink-0 text-ink-400 transition-colors group-hover:text-brand-600" aria-hidden />
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
