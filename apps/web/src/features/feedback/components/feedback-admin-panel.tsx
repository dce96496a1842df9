import { useId, useState } from 'react';
import { Bug, CheckCircle2, ChevronLeft, ChevronRight, Inbox, Star } from 'lucide-react';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackItem } from '@brightpath/shared/feedback';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAdminFeedback, type FeedbackFilter } from '../api/get-admin-feedback';
import { useMarkFeedbackHandled } from '../api/mark-feedback-handled';

const CATEGORY_LABEL = Object.fromEntries(FEEDBACK_CATEGORIES.map((c) => [c.value, c.label]));
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export type FeedbackAdminPanelProps = {
  /** Feedback per page (default 20, at most 100). */
  pageSize?: number;
  /** The filter it opens with (default open: not handled yet). */
  initialFilter?: FeedbackFilter;
};

/**
 * The feedback as an operator reads it, for the admin console's tab: newest first, a page at a time, filtered by
 * handled, each marked handled with an optional note (the server records who did it in the audit log). Self-contained:
 * it fetches its own data; only an administrator's session gets any (the server answers 403 to anyone else).
 */
export function FeedbackAdminPanel({ pageSize = FEEDBACK_LIMITS.pageDefault, initialFilter = 'open' }: FeedbackAdminPanelProps) {
  const [filter, setFilter] = useState<FeedbackFilter>(initialFilter);
  const [page, setPage] = useState(1);
  const query = useAdminFeedback(filter, page, pageSize);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / pageSize)) : 1;

  return (
    <section aria-label="Feedback" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-48">
          <FormField label="Show">
            <Select
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value as FeedbackFilter);
                setPage(1);
              }}
            >
              <option value="open">Open</option>
              <option value="handled">Handled</option>
              <option value="all">All</option>
            </Select>
          </FormField>
        </div>
        {query.data && (
          <p className="text-sm text-ink-700" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'item' : 'items'}
          </p>
        )}
      </div>

      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error) ?? 'The feedback could not be loaded.'} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={Inbox} title="No feedback here" description="Nothing matches this filter yet." />
      ) : (
        <ul className="space-y-3">
          {query.data.items.map((item) => (
            <li key={item.id}>
              <FeedbackCard item={item} />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label="Feedback pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
          </Button>
          <span className="text-sm text-ink-700">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </nav>
      )}
    </section>
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const titleId = useId();
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const mark = useMarkFeedbackHandled();
  const tooLong = note.trim().length > FEEDBACK_LIMITS.noteMax;

  const confirm = () => {
    if (mark.isPending || tooLong) return;
    mark.mutate(
      { id: item.id, note },
      {
        onSuccess: () => toast({ title: FEEDBACK_MESSAGES.handledTitle, description: `“${item.title}” is marked handled.` }),
        onError: (err) =>
          toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) ?? 'The feedback could not be marked handled.' }),
      },
    );
  };

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-line-200 bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-800">
          {item.category === 'bug' && <Bug className="h-3 w-3" aria-hidden />}
          {CATEGORY_LABEL[item.category]}
        </span>
        <span className="inline-flex items-center gap-1 text-ink-700">
          <Star className="h-3.5 w-3.5 fill-amber-500 text-amber-600" aria-hidden /> {item.rating} out of 5
        </span>
        <span className="text-ink-600">{when(item.createdAt)}</span>
        {item.handled && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-800">
            <CheckCircle2 className="h-3 w-3" aria-hidden /> Handled
          </span>
        )}
      </div>
      <h3 id={titleId} className="mt-2 font-semibold text-ink-900">
        {item.title}
      </h3>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-ink-800">{item.description}</p>
      {item.category === 'bug' && (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          {(
            [
              ['Steps to Reproduce', item.reproductionSteps],
              ['Expected Behavior', item.expectedBehavior],
              ['Actual Behavior', item.actualBehavior],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-surface-50 p-2">
              <dt className="text-xs font-medium text-ink-600">{label}</dt>
              <dd className="whitespace-pre-line break-words text-ink-800">{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-3 text-xs text-ink-600">
        From {item.username ?? (item.userId ? 'a guest' : 'a visitor')}
        {item.userEmail && <> · reply to {item.userEmail}</>}
      </p>
      {item.handled ? (
        <p className="mt-2 text-xs text-ink-700">
          Handled by {item.handledBy ?? 'an administrator'} on {when(item.handledAt!)}
          {item.handledNote && <>: {item.handledNote}</>}
        </p>
      ) : noting ? (
        <div className="mt-3 space-y-2">
          <FormField label="Note (optional)" error={tooLong ? FEEDBACK_MESSAGES.noteTooLong : undefined}>
            <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex gap-2">
            <Button size="sm" onClick={confirm} disabled={mark.isPending}>
              {mark.isPending ? 'Saving...' : 'Confirm Handled'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setNoting(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => setNoting(true)}>
          <CheckCircle2 className="h-4 w-4" aria-hidden /> Mark Handled
        </Button>
      )}
    </article>
  );
}
