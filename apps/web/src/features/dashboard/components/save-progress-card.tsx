import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link';
import { buttonClass } from '../../../components/ui/button';

/**
 * A guest's offer of an account (DESIGN.md decision 2): registering converts the guest in place, so the
 * profile, subjects, conversations and achievements stay. Shown for as long as the learner is a guest.
 */
export function SaveProgressCard() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-emerald-600 text-white shadow-sm" aria-hidden>
        <ShieldCheck className="h-6 w-6" />
      </span>
      <div className="flex-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Keep your learning safe
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          You&apos;re learning as a guest. Create a free account to keep your profile, subjects, conversations and achievements, and to
          carry on from any device.
        </p>
      </div>
      <AppLink to="/register" className={buttonClass('primary', 'md', 'w-full shrink-0 sm:w-auto')}>
        Create account
      </AppLink>
    </section>
  );
}
