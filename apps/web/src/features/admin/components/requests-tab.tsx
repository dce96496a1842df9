import { useId, useState, type FormEvent } from 'react';
import { Inbox } from 'lucide-react';
import { ReasonSchema } from '@brightpath/shared/admin';
import { SUBJECT_REQUEST_ADMIN_MESSAGES, type AdminSubjectRequest } from '@brightpath/shared/subjects';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSubjectRequests } from '../api/get-subject-requests';
import { useHandleSubjectRequest } from '../api/handle-subject-request';
import { sinceText, timeText } from '../lib/format';
import { Tag } from './badges';
import { DialogFrame } from './dialog-frame';

const STATUS_TONE: Record<AdminSubjectRequest['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-surface-200 text-ink-800',
};

/** Learners' subject requests: waiting ones first by default, each approved or declined with a note. */
export function RequestsTab() {
  const [status, setStatus] = useState('pending');
  const [open, setOpen] = useState<AdminSubjectRequest | null>(null);
  const requests = useSubjectRequests(status);
  const id = useId();
  const list = requests.data?.pages.flatMap((p) => p.requests) ?? [];
  return (
    <div className="space-y-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5 sm:w-64">
          <label htmlFor={id} className="block text-sm font-medium text-ink-800">
            Show
          </label>
          <Select id={id} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="pending">Waiting</option>
            <option value="approved">Approved</option>
            <option value="declined">Declined</option>
            <option value="">All requests</option>
          </Select>
        </div>
        {requests.data && <p className="text-sm text-ink-700">{requests.data.pages[0]!.pending} waiting in all</p>}
      </Card>
      {requests.isError && !requests.data ? (
        <ErrorState message="We couldn't load the subject requests." onRetry={() => void requests.refetch()} />
      ) : !requests.data ? (
        <LoadingState label="Loading the subject requests..." />
      ) : list.length === 0 ? (
        <EmptyState icon={Inbox} title="No requests" description="Subjects learners ask for will show here." />
      ) : (
        <ul className="space-y-3" aria-label="Subject requests">
          {list.map((r) => (
            <li key={r.id}>
              <Card className="p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{r.name}</p>
                  <Tag tone={STATUS_TONE[r.status]}>{r.status}</Tag>
                </div>
                {r.description && <p className="mt-1 text-sm text-ink-700 [overflow-wrap:anywhere]">{r.description}</p>}
                <p className="mt-2 text-xs text-ink-600">
                  Asked by {r.username ?? `guest ${r.userId}`},{' '}
                  <time dateTime={r.requestedAt} title={timeText(r.requestedAt)}>
                    {sinceText(r.requestedAt)}
                  </time>
                  {r.handledBy && ` · ${r.status} by ${r.handledBy}`}
                </p>
                {r.note && <p className="mt-1 text-sm text-ink-800">Note: {r.note}</p>}
                {r.status === 'pending' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="mt-3"
                    onClick={() => setOpen(r)}
                    aria-label={`Handle the request for ${r.name}`}
                  >
                    Handle
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {requests.hasNextPage && (
        <Button variant="secondary" onClick={() => void requests.fetchNextPage()} disabled={requests.isFetchingNextPage}>
          {requests.isFetchingNextPage ? 'Loading...' : 'Show older requests'}
        </Button>
      )}
      <HandleDialog request={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function HandleDialog({ request, onClose }: { request: AdminSubjectRequest | null; onClose: () => void }) {
  const handle = useHandleSubjectRequest();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (status: 'approved' | 'declined', e?: FormEvent) => {
    e?.preventDefault();
    if (!request) return;
    const parsed = ReasonSchema.safeParse(note);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await handle.mutateAsync({ id: request.id, status, note: parsed.data });
      toast({ title: SUBJECT_REQUEST_ADMIN_MESSAGES.handled, description: `${request.name}: ${status}.` });
      setNote('');
      onClose();
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) ?? SUBJECT_REQUEST_ADMIN_MESSAGES.handleFailed });
    }
  };
  return (
    <DialogFrame
      open={request !== null}
      onOpenChange={(o) => !o && onClose()}
      title={request ? `Request: ${request.name}` : 'Request'}
      description="Approve it (the subject will be added to the catalogue) or decline it, with a note."
    >
      <form onSubmit={(e) => void submit('approved', e)} noValidate>
        <FormField label="Note" error={error}>
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} className="min-h-16" />
        </FormField>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void submit('declined')} disabled={handle.isPending}>
            Decline
          </Button>
          <Button type="submit" disabled={handle.isPending}>
            Approve
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
