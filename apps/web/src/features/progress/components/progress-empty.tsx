import { ArrowRight, Sprout } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';

/**
 * No tutoring session yet (spec 001 section 2). 'Begin Learning' goes where a first session is nearest: the chat,
 * which opens on the learner's first chosen subject; a learner who has chosen none yet chooses first, since the
 * page's subject bars, mastery and the explorer achievements all follow the chosen subjects.
 */
export function ProgressEmpty({ hasSubjects }: { hasSubjects: boolean }) {
  return (
    <section
      aria-labelledby="progress-empty-heading"
      className="mx-auto flex max-w-2xl flex-col items-center rounded-2xl border border-line-200 bg-surface px-6 py-12 text-center shadow-sm sm:px-12"
    >
      <span className="grid h-16 w-16 place-items-center rounded-2xl bg-brand-100 text-brand-700" aria-hidden>
        <Sprout className="h-8 w-8" />
      </span>
      <h2 id="progress-empty-heading" className="mt-5 text-2xl font-bold tracking-tight text-ink-900">
        Start Your Learning Journey
      </h2>
      <p className="mt-3 text-ink-700">
        Your study sessions, time studied, streak and achievements will appear here after your first conversation with your AI tutor.
      </p>
      <AppLink to={hasSubjects ? '/chat' : '/subject-selection'} className={buttonClass('primary', 'lg', 'mt-8 w-full sm:w-auto')}>
        Begin Learning <ArrowRight className="h-5 w-5" aria-hidden />
      </AppLink>
    </section>
  );
}
