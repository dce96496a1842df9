import { useId, useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { HISTORY_LIMITS, HISTORY_MESSAGES, type AskContextResponse } from '@brightpath/shared/history';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useAskAboutLearning } from '../api/ask-about-learning';
import { formatDay } from '../lib/format';
import { HistorySection } from './section';

/** Questions to start from: one click puts each in the box. */
export const EXAMPLE_QUESTIONS = ['What did I study last week?', 'What do I find hard?', 'What did I learn about fractions?'] as const;

/** Ask About Your Learning (spec 002 section 2): a question answered from the learner's own records. */
export function AskPanel() {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<{ question: string; response: AskContextResponse } | null>(null);
  const ask = useAskAboutLearning();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) {
      toast({ title: HISTORY_MESSAGES.questionRequiredTitle, description: HISTORY_MESSAGES.questionRequired, variant: 'destructive' });
      return;
    }
    ask.mutate(text, {
      onSuccess: (response) => {
        setAnswer({ question: text, response });
        toast({ title: HISTORY_MESSAGES.answerReadyTitle });
      },
      onError: (err) =>
        toast({
          title: HISTORY_MESSAGES.contextFailedTitle,
          // A limit reached says when to come back; any other failure is the specified message.
          description:
            err instanceof ApiRequestError && err.status === 429 && err.body?.message ? err.body.message : HISTORY_MESSAGES.contextFailed,
          variant: 'destructive',
        }),
    });
  };

  return (
    <HistorySection
      title="Ask About Your Learning"
      icon={Sparkles}
      description="Ask what you studied, or what you find hard: the answer comes from your own conversations, sessions and quiz results."
    >
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          Your question
        </label>
        <Textarea
          id={id}
          value={question}
          maxLength={HISTORY_LIMITS.questionMax}
          rows={2}
          className="min-h-16"
          placeholder="e.g. What did I study about fractions last week?"
          onChange={(e) => setQuestion(e.target.value)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={ask.isPending}>
            <Sparkles className="h-4 w-4" aria-hidden /> {ask.isPending ? 'Thinking...' : 'Ask'}
          </Button>
          <span className="text-sm text-ink-600" id={`${id}-examples`}>
            Try:
          </span>
          <ul className="contents" aria-labelledby={`${id}-examples`}>
            {EXAMPLE_QUESTIONS.map((q) => (
              <li key={q} className="contents">
                <Button variant="secondary" size="sm" onClick={() => setQuestion(q)}>
                  {q}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </form>
      <div aria-live="polite" className="mt-4">
        {answer && (
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
            <p className="text-sm font-medium text-brand-800">You asked: {answer.question}</p>
            <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-ink-900">{answer.response.response}</p>
            {answer.response.sources.length > 0 && (
              <div className="mt-3">
                <p className="text-sm font-medium text-ink-700">From these conversations:</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-700">
                  {answer.response.sources.map((s) => (
                    <li key={s.conversationId}>
                      {s.title} ({s.subject}, {formatDay(s.date)})
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>
    </HistorySection>
  );
}
