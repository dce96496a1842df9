import { useId, useState, type FormEvent } from 'react';
import { CONNECTION_LIMITS, CONNECTION_MESSAGES } from '@brightpath/shared/connections';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAutoGenerateConnections } from '../api/auto-generate-connections';
import { failureText } from '../lib/messages';

export type ConnectionSubject = { id: number; name: string };

const LABEL = 'block text-sm font-medium text-ink-800';

/** The Auto-Generate form (spec 002 sections 2, 3, 5 and 8): a concept (required), a subject and a context. */
export function AutoGenerateForm({ id, subjects, onDone }: { id: string; subjects: ConnectionSubject[]; onDone: () => void }) {
  const [concept, setConcept] = useState('');
  const [subject, setSubject] = useState('');
  const [context, setContext] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const generate = useAutoGenerateConnections();
  const ids = { concept: useId(), subject: useId(), context: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!concept.trim()) {
      toast({ description: CONNECTION_MESSAGES.conceptRequired, variant: 'destructive' });
      return;
    }
    setOutcome(null);
    generate.mutate(
      { concept: concept.trim(), subject: subject ? Number(subject) : null, context: context.trim() || null },
      {
        onSuccess: ({ generated }) => {
          toast({ title: CONNECTION_MESSAGES.generatedTitle, description: CONNECTION_MESSAGES.generated(generated) });
          if (generated > 0) {
            setConcept('');
            setContext('');
            onDone();
          } else {
            setOutcome(
              `No new connections for “${concept.trim()}”: you have them all already, or it is not a concept the tutor knows yet. Try another word for it, or create one yourself.`,
            );
          }
        },
        onError: (err) =>
          toast({ title: 'Error', description: failureText(err, CONNECTION_MESSAGES.generateFailed), variant: 'destructive' }),
      },
    );
  };

  return (
    <form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label="Auto-Generate Connections"
      className="rounded-2xl border border-line-200 bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-ink-900">Auto-Generate Connections</h2>
      <p className="mt-1 text-sm text-ink-600">
        Name a concept you are studying: the tutor links it to what comes before, after and beside it.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={ids.concept} className={LABEL}>
            Concept <span aria-hidden>*</span>
          </label>
          <Input
            id={ids.concept}
            value={concept}
            aria-required
            maxLength={CONNECTION_LIMITS.conceptMax}
            placeholder="e.g. Photosynthesis"
            onChange={(e) => setConcept(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.subject} className={LABEL}>
            Subject
          </label>
          <Select id={ids.subject} value={subject} onChange={(e) => setSubject(e.target.value)}>
            <option value="">Any subject</option>
            {subjects.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={ids.context} className={LABEL}>
            Context (optional)
          </label>
          <Textarea
            id={ids.context}
            value={context}
            rows={2}
            className="min-h-16"
            maxLength={CONNECTION_LIMITS.contextMax}
            placeholder="What are you studying it for? e.g. my biology test"
            onChange={(e) => setContext(e.target.value)}
          />
        </div>
      </div>
      <p role="status" className="mt-3 text-sm text-ink-700 empty:hidden">
        {outcome}
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate Connections'}
        </Button>
      </div>
    </form>
  );
}
