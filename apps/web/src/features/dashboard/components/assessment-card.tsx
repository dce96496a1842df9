import { useId } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link';
import { buttonClass } from '../../../components/ui/button';

/** Until the learner has taken the learning assessment, the dashboard offers it (spec 000 section 3). */
export function AssessmentCard() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-violet-200 bg-violet-50 p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-violet-600 text-white shadow-sm" aria-hidden>
        <ClipboardCheck className="h-6 w-6" />
      </span>
      <div className="flex-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Find your starting point
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          A short, friendly assessment (about 5 minutes) tells your tutor how you like to learn and where to begin.
        </p>
      </div>
      <AppLink to="/questionnaire" className={buttonClass('primary', 'md', 'w-full shrink-0 sm:w-auto')}>
        Take the assessment
      </AppLink>
    </section>
  );
}
