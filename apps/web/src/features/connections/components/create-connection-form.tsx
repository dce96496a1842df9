import { useState, type FormEvent } from 'react';
import { CONNECTION_MESSAGES } from '@brightpath/shared/connections';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useCreateConnection } from '../api/create-connection';
import { failureText } from '../lib/messages';
import { ConnectionFields, EMPTY_DRAFT, isComplete } from './connection-fields';

/** The Create Connection form (spec 002 sections 2, 4 and 5): from, to and type required, strength 1 by default. */
export function CreateConnectionForm({ id, onDone }: { id: string; onDone: () => void }) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const create = useCreateConnection();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(draft)) {
      toast({ title: CONNECTION_MESSAGES.missingTitle, description: CONNECTION_MESSAGES.missingDescription, variant: 'destructive' });
      return;
    }
    create.mutate(
      { ...draft, context: draft.context.trim() || null },
      {
        onSuccess: (made) => {
          toast({ title: CONNECTION_MESSAGES.createdTitle, description: `${made.fromConcept} is now linked to ${made.toConcept}.` });
          setDraft(EMPTY_DRAFT);
          onDone();
        },
        onError: (err) =>
          toast({
            title: CONNECTION_MESSAGES.createFailedTitle,
            description: failureText(err, CONNECTION_MESSAGES.createFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label="Create Connection"
      className="rounded-2xl border border-line-200 bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 className="mb-4 text-lg font-semibold text-ink-900">Create Connection</h2>
      <ConnectionFields draft={draft} onChange={setDraft} />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Connection'}
        </Button>
      </div>
    </form>
  );
}
