import { useId, useState, type FormEvent } from 'react';
import { MODERATION_MESSAGES, ReviewEventSchema, type Turn } from '@brightpath/shared/moderation';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useModerationEvent } from '../api/get-moderation-event';
import { useReviewEvent } from '../api/review-event';
import { AGE_GROUP_LABEL, REVIEW_LABEL, SOURCE_LABEL, timeText } from '../lib/format';
import { DialogFrame } from './dialog-frame';

/** One moderated turn: the turn before it (the only context), the flagged turn, and the review with its note. */
export function EventDialog({ eventId, onClose }: { eventId: number | null; onClose: () => void }) {
  const details = useModerationEvent(eventId);
  const [said, setSaid] = useState('');
  const d = details.data;
  return (
    <DialogFrame
      open={eventId !== null}
      onOpenChange={(open) => {
        if (open) return;
        setSaid('');
        onClose();
      }}
      title={d ? `${d.event.category} (${d.event.severity})` : 'Moderation event'}
      description={
        d
          ? `${d.event.username ?? `Guest ${d.event.userId}`}, ${AGE_GROUP_LABEL[d.event.ageGroup]}, ${SOURCE_LABEL[d.event.source]}, ${timeText(d.event.createdAt)}`
          : 'Loading the event...'
      }
      wide
    >
      {details.isError ? (
        <ErrorState message={errorMessage(details.error) ?? "We couldn't load this event."} onRetry={() => void details.refetch()} />
      ) : !d ? (
        <LoadingState label="Loading the event..." />
      ) : (
        <div className="space-y-5">
          {d.previous && <TurnView label="The turn before" turn={d.previous} />}
          <TurnView
            label={d.event.direction === 'input' ? 'The flagged message' : 'The turn whose reply was flagged'}
            turn={d.turn}
            flagged
          />
          <p className="text-xs text-ink-600">
            Action taken: {d.event.action}. Review: {REVIEW_LABEL[d.event.review.status]}
            {d.event.review.by ? ` by ${d.event.review.by}` : ''}
            {d.event.review.note ? `: “${d.event.review.note}”` : ''}
          </p>
          <ReviewForm key={`${d.event.id}-${d.event.review.status}-${d.event.review.at ?? ''}`} eventId={d.event.id} onDone={setSaid} />
          <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
            {said}
          </p>
        </div>
      )}
    </DialogFrame>
  );
}

function TurnView({ label, turn, flagged = false }: { label: string; turn: Turn; flagged?: boolean }) {
  return (
    <section aria-label={label} className={cn('rounded-xl border p-4', flagged ? 'border-red-200 bg-red-50' : 'border-line-200')}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-600">{label}</h3>
      <p className="mt-2 text-sm text-ink-900 [overflow-wrap:anywhere]">
        <span className="font-semibold">Learner: </span>
        {turn.learner ?? 'Not kept'}
      </p>
      {turn.reply !== null && (
        <p className="mt-2 text-sm text-ink-800 [overflow-wrap:anywhere]">
          <span className="font-semibold">Tutor: </span>
          {turn.reply}
        </p>
      )}
    </section>
  );
}

function ReviewForm({ eventId, onDone }: { eventId: number; onDone: (said: string) => void }) {
  const review = useReviewEvent();
  const [status, setStatus] = useState<'reviewed' | 'escalated'>('reviewed');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ReviewEventSchema.safeParse({ status, note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await review.mutateAsync({ id: eventId, ...parsed.data });
      setNote('');
      const title = status === 'reviewed' ? MODERATION_MESSAGES.reviewed : MODERATION_MESSAGES.escalated;
      toast({ title, description: 'Saved in the audit log.' });
      onDone(`${title}: saved in the audit log.`);
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) ?? MODERATION_MESSAGES.reviewFailed });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="rounded-xl border border-line-200 p-4" noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink-900">
        Your review
      </h3>
      <fieldset className="mt-3">
        <legend className="sr-only">Outcome</legend>
        <div className="flex flex-wrap gap-4">
          {(['reviewed', 'escalated'] as const).map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm text-ink-800">
              <input
                type="radio"
                name={`${id}-status`}
                value={s}
                checked={status === s}
                onChange={() => setStatus(s)}
                className="h-4 w-4 accent-brand-600"
              />
              {s === 'reviewed' ? 'Reviewed: no further action' : 'Escalated: needs action'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3">
        <FormField label="Note" error={error}>
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} className="min-h-16" />
        </FormField>
      </div>
      <Button type="submit" className="mt-3" disabled={review.isPending}>
        {review.isPending ? 'Saving...' : 'Save Review'}
      </Button>
    </form>
  );
}
