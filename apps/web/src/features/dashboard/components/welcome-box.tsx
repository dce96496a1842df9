import { useId } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The one-time welcome box: shown until the learner answers 'Got it'. */
export function WelcomeBox({ firstName, onGotIt }: { firstName: string | null; onGotIt: () => void }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white shadow-sm" aria-hidden>
        <Sparkles className="h-6 w-6" />
      </span>
      <div className="flex-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {firstName ? `Welcome to Brightpath, ${firstName}!` : 'Welcome to Brightpath!'}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          This is your learning home. Start a session with your tutor, keep an eye on your streak, and come back here to see how far
          you&apos;ve come.
        </p>
      </div>
      <Button onClick={onGotIt} className="w-full shrink-0 sm:w-auto">
        Got it
      </Button>
    </section>
  );
}
