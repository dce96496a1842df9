import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { HeartHandshake, Lightbulb, MessageSquareQuote } from 'lucide-react';
import { STEP_MESSAGES, STEP_TEXT_MAX, type StepWork, type WrittenPhase } from '@brightpath/shared/lesson';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

/** What the server said about work not done yet (409 STEP_NOT_DONE), or about the words themselves (safety: 400 WORK_*). */
export type StepNotice = { kind: 'not-done' | 'support' | 'refused'; message: string };

const LABELS: Record<WrittenPhase, { label: string; hint: string; submit: string }> = {
  talk: {
    label: 'Explain it in your own words',
    hint: 'Say what the idea means and connect it to something you know. Use the lesson’s key words.',
    submit: 'Complete Talk',
  },
  teach: {
    label: 'Teach it back',
    hint: 'Explain it as if to someone who has never heard of it: step by step, with an example.',
    submit: 'Complete Teach',
  },
};

/** The tutor's word on work not done yet, said kindly, where the learner is looking (and read out). */
export function StepNoticeBox({ notice, id }: { notice: StepNotice | null; id: string }) {
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <p
          id={id}
          className={cn(
            'flex items-start gap-2 whitespace-pre-line rounded-lg px-3 py-2 text-sm',
            notice.kind === 'support' ? 'bg-sky-50 text-sky-900' : 'bg-amber-50 text-amber-900',
          )}
        >
          {notice.kind === 'support' ? (
            <HeartHandshake className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          ) : (
            <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          )}
          <span className="min-w-0 break-words">{notice.message}</span>
        </p>
      )}
    </div>
  );
}

type FormProps = {
  phase: WrittenPhase;
  pending: boolean;
  notice: StepNotice | null;
  onSubmit: (text: string) => void;
};

/** Talk and Teach: the learner writes it; the server judges it. A box that is empty is caught here first. */
export function StepWorkForm({ phase, pending, notice, onSubmit }: FormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { label, hint, submit } = LABELS[phase];

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const words = text.trim();
    if (!words) {
      setError(STEP_MESSAGES.textRequired[phase]);
      return;
    }
    setError(null);
    onSubmit(words);
  };

  const described = [`${id}-hint`, error ? `${id}-error` : null, notice ? `${id}-notice` : null].filter(Boolean).join(' ');
  return (
    <form onSubmit={send} noValidate className="space-y-2">
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {hint}
      </p>
      <Textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={STEP_TEXT_MAX}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <StepNoticeBox notice={notice} id={`${id}-notice`} />
      <Button type="submit" className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60" aria-disabled={pending}>
        {pending ? 'Checking...' : submit}
      </Button>
    </form>
  );
}

/** A completed phase's work, on review: what the learner asked or wrote, and the tutor's word on it. */
export function StepWorkDone({ title, work }: { title: string; work: StepWork }): ReactNode {
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-3 sm:p-4">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-900">
        <MessageSquareQuote className="h-4 w-4 shrink-0" aria-hidden /> {title}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-ink-800">{work.text}</p>
      <p className="mt-2 break-words text-sm text-emerald-900">{work.feedback}</p>
    </div>
  );
}
