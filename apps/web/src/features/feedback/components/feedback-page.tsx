import { useState } from 'react';
import { CheckCircle2, MessageSquareHeart } from 'lucide-react';
import { FEEDBACK_MESSAGES } from '@brightpath/shared/feedback';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { FeedbackForm } from './feedback-form';

/** /feedback (spec 002 section 2): the form, then the Thank You view with Return to Dashboard. */
export function FeedbackPage({ onCancel }: { onCancel: () => void }) {
  const [sent, setSent] = useState(false);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      {sent ? (
        <div className="rounded-2xl border border-line-200 bg-surface p-8 text-center shadow-sm" role="status">
          <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-900">{FEEDBACK_MESSAGES.thankYou}</h1>
          <p className="mt-2 text-ink-700">{FEEDBACK_MESSAGES.submitted}</p>
          <AppLink to="/dashboard" className={buttonClass('primary', 'lg', 'mt-6')}>
            {FEEDBACK_MESSAGES.returnToDashboard}
          </AppLink>
        </div>
      ) : (
        <div className="rounded-2xl border border-line-200 bg-surface p-5 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700" aria-hidden>
              <MessageSquareHeart className="h-5 w-5" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-ink-900">{FEEDBACK_MESSAGES.heading}</h1>
          </div>
          <p className="mt-2 text-sm text-ink-700">
            Tell us what works, what doesn’t and what you would like next. Every report is read by the team running Brightpath.
          </p>
          <div className="mt-6">
            <FeedbackForm onSubmitted={() => setSent(true)} onCancel={onCancel} />
          </div>
        </div>
      )}
    </div>
  );
}
