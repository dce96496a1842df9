import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { ADMIN_MESSAGES, ReasonSchema, STATUS_MEANING, type AdminUserDetails } from '@brightpath/shared/admin';
import { Button, buttonClass } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useChangeStatus } from '../api/change-status';
import { useDeleteUser } from '../api/delete-user';
import { useUser } from '../api/get-user';
import { dayText, fullName, PLAN_LABEL, sessionsText, sinceText, STATUS_LABEL, timeText } from '../lib/format';
import { PlanBadge, StatusBadge } from './badges';
import { DialogFrame } from './dialog-frame';

type Status = AdminUserDetails['status'];

/**
 * The user details dialog (spec 002 section 2): username, e-mail, full name, age, join date, last active, plan,
 * sessions used/limit and skill trees unlocked; a status change and Delete User, each with the reason the audit log
 * keeps. `userId` null: closed.
 */
export function UserDialog({ userId, currentAdminId, onClose }: { userId: number | null; currentAdminId: number; onClose: () => void }) {
  const user = useUser(userId);
  const [deleting, setDeleting] = useState(false);
  // What the last change did, read out inside the dialog (the toast behind a modal dialog is outside its tree).
  const [said, setSaid] = useState('');
  const u = user.data;
  return (
    <DialogFrame
      open={userId !== null}
      onOpenChange={(open) => {
        if (open) return;
        setSaid('');
        onClose();
      }}
      title={u ? (fullName(u) ?? u.username) : 'User details'}
      description={u ? `@${u.username}${u.id === currentAdminId ? ' (you)' : ''}` : 'Loading the account...'}
      wide
    >
      {user.isError ? (
        <ErrorState message={errorMessage(user.error) ?? "We couldn't load this account."} onRetry={() => void user.refetch()} />
      ) : !u ? (
        <LoadingState label="Loading the account..." />
      ) : (
        <div className="space-y-6">
          <Details user={u} />
          <StatusForm key={`${u.id}-${u.status}`} user={u} onDone={setSaid} />
          <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
            {said}
          </p>
          <section aria-labelledby="delete-user" className="rounded-xl border border-red-200 p-4">
            <h3 id="delete-user" className="text-sm font-semibold text-ink-900">
              Delete User
            </h3>
            <p className="mt-1 text-sm text-ink-700">Removes the account and everything it holds. This cannot be undone.</p>
            <Button variant="destructive" className="mt-3" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Delete User
            </Button>
          </section>
          <DeleteDialog user={u} open={deleting} onOpenChange={setDeleting} onDeleted={onClose} />
        </div>
      )}
    </DialogFrame>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 sm:block sm:py-0">
      <dt className="text-xs font-medium text-ink-600">{label}</dt>
      <dd className="text-right text-sm text-ink-900 [overflow-wrap:anywhere] sm:mt-0.5 sm:text-left">{children}</dd>
    </div>
  );
}

function Details({ user: u }: { user: AdminUserDetails }) {
  return (
    <div>
      <dl className="grid grid-cols-1 divide-y divide-line-200 sm:grid-cols-3 sm:gap-4 sm:divide-y-0">
        <Row label="Username">{u.username}</Row>
        <Row label="Email">{u.email ?? 'Not given'}</Row>
        <Row label="Full name">{fullName(u) ?? 'Not given'}</Row>
        <Row label="Age">{u.age ?? 'Not given'}</Row>
        <Row label="Join date">{dayText(u.joinDate)}</Row>
        <Row label="Last active">
          <time dateTime={u.lastActive} title={timeText(u.lastActive)}>
            {sinceText(u.lastActive)}
          </time>
        </Row>
        <Row label="Current plan">
          <PlanBadge plan={u.plan} />
        </Row>
        <Row label="Status">
          <StatusBadge status={u.status} />
        </Row>
        <Row label="Sessions used">
          {sessionsText(u.sessionsUsed, u.sessionsLimit)} this month ({u.totalSessions} in all)
        </Row>
      </dl>
      <div className="mt-4">
        <p className="text-xs font-medium text-ink-600">Skill trees unlocked: {u.skillTreesUnlocked}</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {u.skillTrees.map((tree) => (
            <li
              key={tree.subject}
              className={`rounded-full px-2.5 py-0.5 text-xs ${tree.unlocked ? 'bg-emerald-100 text-emerald-900' : 'bg-surface-100 text-ink-700'}`}
            >
              {tree.subject}: {tree.completed}/{tree.total} skills done
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-3 text-xs text-ink-600">
        {PLAN_LABEL[u.plan]} plan · {u.role === 'admin' ? 'Administrator' : 'Learner'}
      </p>
    </div>
  );
}

function StatusForm({ user, onDone }: { user: AdminUserDetails; onDone: (said: string) => void }) {
  const ids = { status: useId(), heading: useId() };
  const [status, setStatus] = useState<Status>(user.status);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const change = useChangeStatus();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ReasonSchema.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await change.mutateAsync({ userId: user.id, status, reason: parsed.data });
      const description = `${user.username} is now ${STATUS_LABEL[status].toLowerCase()}.`;
      toast({ title: ADMIN_MESSAGES.statusUpdated, description });
      onDone(`${ADMIN_MESSAGES.statusUpdated}: ${description}`);
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) ?? ADMIN_MESSAGES.statusFailed });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={ids.heading} className="rounded-xl border border-line-200 p-4" noValidate>
      <h3 id={ids.heading} className="text-sm font-semibold text-ink-900">
        Change status
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-1.5">
          <label htmlFor={ids.status} className="block text-sm font-medium text-ink-800">
            New status
          </label>
          <Select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            {(Object.keys(STATUS_LABEL) as Status[]).map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </Select>
        </div>
        <FormField label="Reason" error={error} hint={STATUS_MEANING[status]}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className="min-h-16" />
        </FormField>
      </div>
      <Button type="submit" className="mt-3" disabled={change.isPending || status === user.status}>
        {change.isPending ? 'Updating...' : 'Update Status'}
      </Button>
    </form>
  );
}

function DeleteDialog({
  user,
  open,
  onOpenChange,
  onDeleted,
}: {
  user: AdminUserDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteUser();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ReasonSchema.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await remove.mutateAsync({ userId: user.id, reason: parsed.data });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) ?? ADMIN_MESSAGES.deleteFailed });
      return;
    }
    onOpenChange(false);
    toast({ title: ADMIN_MESSAGES.userDeleted, description: `${user.username} and everything their account held were deleted.` });
    onDeleted();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl">
          <form onSubmit={(e) => void confirm(e)} noValidate>
            <AlertDialog.Title className="text-lg font-semibold text-ink-900">Delete {user.username}?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-ink-700">
              Their account, profile, conversations, lessons and progress are deleted at once. This action cannot be undone.
            </AlertDialog.Description>
            <div className="mt-4">
              <FormField label="Reason" error={error}>
                <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className="min-h-16" />
              </FormField>
            </div>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass('ghost', 'md')} disabled={remove.isPending}>
                Cancel
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete User'}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
