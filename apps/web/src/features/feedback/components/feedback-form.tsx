import { useState, type FormEvent } from 'react';
import { Send, Star } from 'lucide-react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATINGS,
  FeedbackInputSchema,
  type FeedbackCategory,
} from '@brightpath/shared/feedback';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { fieldErrors } from '@/lib/form-errors';
import { useSubmitFeedback } from '../api/submit-feedback';

type Values = {
  category: FeedbackCategory;
  rating: string;
  title: string;
  description: string;
  userEmail: string;
  reproductionSteps: string;
  expectedBehavior: string;
  actualBehavior: string;
};

const EMPTY: Values = {
  category: 'general',
  rating: '',
  title: '',
  description: '',
  userEmail: '',
  reproductionSteps: '',
  expectedBehavior: '',
  actualBehavior: '',
};

/**
 * The feedback form (spec 002 sections 2 and 5): category (general by default), a rating of 1 to 5, title,
 * description, an optional e-mail, and for a bug the three reproduction fields. Checked with the server's own schema,
 * so the messages are the same on both sides. `onSubmitted` shows the thank-you view; `onCancel` goes back.
 */
export function FeedbackForm({ onSubmitted, onCancel }: { onSubmitted: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const mutation = useSubmitFeedback();
  const parsed = FeedbackInputSchema.safeParse(values);
  const errors = submitted ? fieldErrors(parsed.error) : {};
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const bug = values.category === 'bug';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!parsed.success || mutation.isPending) return;
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: FEEDBACK_MESSAGES.submittedTitle, description: FEEDBACK_MESSAGES.submitted });
        onSubmitted();
      },
      onError: (err) => {
        console.error('Feedback failed', err);
        toast({ variant: 'destructive', title: FEEDBACK_MESSAGES.failedTitle, description: FEEDBACK_MESSAGES.failed });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Category" error={errors.category}>
        <Select name="category" value={values.category} onChange={(e) => set('category', e.target.value as FeedbackCategory)}>
          {FEEDBACK_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </FormField>

      <fieldset aria-describedby={errors.rating ? 'feedback-rating-error' : undefined}>
        <legend className="text-sm font-medium text-ink-800">Rating</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {FEEDBACK_RATINGS.map((r) => {
            const chosen = values.rating === r;
            return (
              <label
                key={r}
                className={cn(
                  'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-medium ring-1 ring-inset transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  chosen ? 'bg-amber-100 text-amber-900 ring-amber-400' : 'bg-surface text-ink-800 ring-line-300 hover:bg-surface-50',
                )}
              >
                <input
                  type="radio"
                  name="rating"
                  value={r}
                  checked={chosen}
                  onChange={() => set('rating', r)}
                  className="sr-only"
                  aria-label={`${r} out of 5`}
                />
                <Star className={cn('h-4 w-4', chosen ? 'fill-amber-500 text-amber-600' : 'text-ink-500')} aria-hidden />
                <span aria-hidden>{r}</span>
              </label>
            );
          })}
        </div>
        {errors.rating && (
          <p id="feedback-rating-error" className="mt-1.5 text-sm text-red-700" role="alert">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <FormField label="Title" error={errors.title}>
        <Input name="title" value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea name="description" rows={5} value={values.description} onChange={(e) => set('description', e.target.value)} />
      </FormField>
      <FormField label="Email (optional)" hint="Only if you would like us to reply." error={errors.userEmail}>
        <Input
          name="userEmail"
          type="email"
          autoComplete="email"
          value={values.userEmail}
          onChange={(e) => set('userEmail', e.target.value)}
        />
      </FormField>

      {bug && (
        <div className="space-y-5 rounded-xl border border-line-200 bg-surface-50 p-4">
          <FormField label="Steps to Reproduce" error={errors.reproductionSteps}>
            <Textarea
              name="reproductionSteps"
              rows={3}
              value={values.reproductionSteps}
              onChange={(e) => set('reproductionSteps', e.target.value)}
            />
          </FormField>
          <FormField label="Expected Behavior" error={errors.expectedBehavior}>
            <Textarea
              name="expectedBehavior"
              rows={2}
              value={values.expectedBehavior}
              onChange={(e) => set('expectedBehavior', e.target.value)}
            />
          </FormField>
          <FormField label="Actual Behavior" error={errors.actualBehavior}>
            <Textarea
              name="actualBehavior"
              rows={2}
              value={values.actualBehavior}
              onChange={(e) => set('actualBehavior', e.target.value)}
            />
          </FormField>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          <Send className="h-4 w-4" aria-hidden /> {mutation.isPending ? 'Submitting...' : 'Submit Feedback'}
        </Button>
      </div>
    </form>
  );
}
