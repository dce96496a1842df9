import { useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { ArrowRight, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { CONNECTION_MESSAGES, connectionTypeLabel, strengthLabel, type Connection } from '@brightpath/shared/connections';
import { Button, buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDeleteConnection } from '../api/delete-connection';
import { useUpdateConnection } from '../api/update-connection';
import { failureText } from '../lib/messages';
import { ConnectionFields, draftOf, isComplete, type ConnectionDraft } from './connection-fields';

const DIALOG =
  'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl';

const STRENGTH_DOTS = [1, 2, 3, 4, 5] as const;

/** One connection of the grid: from, to, type label and strength label (spec 002 section 2); edit in place, delete after a confirmation. */
export function ConnectionCard({ connection }: { connection: Connection }) {
  const [editing, setEditing] = useState<ConnectionDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateConnection();
  const remove = useDeleteConnection();
  const name = `${connection.fromConcept} to ${connection.toConcept}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    if (!isComplete(editing)) {
      toast({ title: CONNECTION_MESSAGES.missingTitle, description: CONNECTION_MESSAGES.missingDescription, variant: 'destructive' });
      return;
    }
    update.mutate(
      { id: connection.id, changes: { ...editing, context: editing.context.trim() || null } },
      {
        onSuccess: () => {
          toast({ title: CONNECTION_MESSAGES.updatedTitle });
          setEditing(null);
        },
        onError: (err) =>
          toast({ title: 'Error', description: failureText(err, CONNECTION_MESSAGES.updateFailed), variant: 'destructive' }),
      },
    );
  };

  const confirmDelete = () =>
    remove.mutate(connection.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: CONNECTION_MESSAGES.deletedTitle });
      },
      onError: (err) => {
        setConfirming(false);
        toast({ title: 'Error', description: failureText(err, CONNECTION_MESSAGES.deleteFailed), variant: 'destructive' });
      },
    });

  if (editing) {
    return (
      <li className="rounded-2xl border border-brand-300 bg-surface p-5 shadow-sm sm:col-span-2">
        <form onSubmit={save} noValidate aria-label={`Edit ${name}`}>
          <h3 className="mb-4 font-semibold text-ink-900">Edit connection</h3>
          <ConnectionFields draft={editing} onChange={setEditing} />
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-line-200 bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {connectionTypeLabel(connection.connectionType)}
        </span>
        {connection.source === 'generated' && (
          <span className="inline-flex items-center gap-1 rounded-full bg-surface-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
            <Sparkles className="h-3 w-3" aria-hidden /> Generated
          </span>
        )}
      </div>
      <h3 className="mt-3 break-words font-semibold text-ink-900">
        {connection.fromConcept}
        <ArrowRight className="mx-1.5 inline h-4 w-4 text-ink-500" aria-hidden />
        <span className="sr-only"> to </span>
        {connection.toConcept}
      </h3>
      {connection.context && <p className="mt-2 break-words text-sm text-ink-700">{connection.context}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <span className="flex gap-0.5" aria-hidden>
            {STRENGTH_DOTS.map((d) => (
              <span
                key={d}
                className={d <= connection.strength ? 'h-2 w-2 rounded-full bg-brand-600' : 'h-2 w-2 rounded-full bg-line-300'}
              />
            ))}
          </span>
          <span>
            Strength: <span className="font-medium text-ink-900">{strengthLabel(connection.strength)}</span>
          </span>
        </p>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(draftOf(connection))} aria-label={`Edit ${name}`}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${name}`}>
            <Trash2 className="h-4 w-4" aria-hidden /> Delete
          </Button>
        </div>
      </div>
      <AlertDialog.Root open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
          <AlertDialog.Content className={DIALOG}>
            <AlertDialog.Title className="text-lg font-semibold text-ink-900">Delete this connection?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 break-words text-sm text-ink-700">
              “{connection.fromConcept}” to “{connection.toConcept}” will be removed from your learning connections. This cannot be undone.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass('ghost', 'md')} disabled={remove.isPending}>
                Cancel
              </AlertDialog.Cancel>
              {/* Not AlertDialog.Action: the dialog stays open until the server has answered. */}
              <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete Connection'}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </li>
  );
}
