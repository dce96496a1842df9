import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { Plus, X } from 'lucide-react';
import { SUBJECT_REQUEST_MESSAGES, SubjectRequestInputSchema } from '@brightpath/shared/subjects';
import { Button, buttonClass } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useRequestSubject } from '../api/request-subject';

/** 'Request a Subject': a name (required) and a description (optional), sent for an administrator to review. */
export function RequestSubjectDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const nameRef = useRef<HTMLInputElement>(null);
  const mutation = useRequestSubject();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const parsed = SubjectRequestInputSchema.safeParse({ name, description });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? SUBJECT_REQUEST_MESSAGES.nameRequired;
      // Shown in the dialog too: while the dialog is modal, the page behind it (toasts included) is hidden from screen readers.
      setNameError(message);
      if (!name.trim()) toast({ variant: 'destructive', title: 'Subject Required', description: SUBJECT_REQUEST_MESSAGES.nameRequired });
      nameRef.current?.focus();
      return;
    }
    setNameError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: (req) => {
        toast({ title: 'Subject Requested', description: `Your request for "${req.name}" has been submitted for review.` });
        setOpen(false);
        setName('');
        setDescription('');
        setNameError(undefined);
      },
      onError: () =>
        toast({ variant: 'destructive', title: 'Request Failed', description: 'Failed to submit your subject request. Please try again.' }),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
        <Plus className="h-4 w-4" aria-hidden /> Request a Subject
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <Dialog.Content
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            nameRef.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
        >
          <div className="mb-1 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-ink-900">Request a Subject</Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'icon', '-mr-2 -mt-2 h-9 w-9')} aria-label="Close">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-5 text-sm text-ink-700">
            Can't find what you want to learn? Tell us and we'll review it for the catalogue.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField label="Subject name" error={nameError}>
              <Input
                ref={nameRef}
                name="name"
                aria-required
                maxLength={100}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  if (nameError && e.target.value.trim()) setNameError(undefined);
                }}
                placeholder="For example: Astronomy"
              />
            </FormField>
            <FormField label="Description (optional)">
              <Textarea
                name="description"
                maxLength={1000}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                placeholder="What would you like to learn about it?"
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close className={buttonClass('secondary')}>Cancel</Dialog.Close>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? 'Submitting...' : 'Submit Request'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
