import { useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, CircleX, Lightbulb } from 'lucide-react';
import { LESSON_MESSAGES, QUIZ_ANSWER_MAX, type QuizAnswerState, type QuizQuestion } from '@brightpath/shared/lesson';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSubmitQuizAttempt } from '../api/submit-quiz-attempt';

type QuestionProps = {
  lessonId: number;
  question: QuizQuestion;
  number: number;
  /** Where the learner is on this question (kept by the server, so a return shows it). */
  answered: QuizAnswerState | undefined;
};

/** What the learner reads once a question is answered: right, a hint for the second try, or the answer. */
export function feedbackText(state: QuizAnswerState): string {
  if (state.correct) return state.tries > 1 ? 'Correct on the second try!' : 'Correct!';
  if (!state.settled) return `Not quite. ${state.hint ?? 'Try once more.'}`;
  return `Not quite. The answer is ${(state.expected ?? '').replace(/[.!?]$/, '')}.`;
}

/**
 * One quiz question: options as a radio group, or a box for a number or an expression; graded by the server at
 * once (rules, never a model). A wrong first answer gets a hint and a second try; the answer is shown only after it.
 * The time taken runs from the learner's first touch of the question to the check.
 */
export function QuizQuestionItem({ lessonId, question, number, answered }: QuestionProps) {
  const id = useId();
  const [value, setValue] = useState(answered?.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const shownAt = useRef<number | null>(null);
  const startedAt = useRef<number | null>(null);
  const submit = useSubmitQuizAttempt();
  if (shownAt.current === null) shownAt.current = Date.now();
  const settled = answered?.settled === true;
  const secondTry = answered !== undefined && !settled;

  const begin = () => {
    startedAt.current ??= Date.now();
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (settled || submit.isPending) return;
    const answer = value.trim();
    if (!answer) {
      setError(question.kind === 'choice' ? 'Choose an answer' : LESSON_MESSAGES.answerRequired);
      return;
    }
    if (secondTry && answer === answered.answer) {
      setError('Try a different answer this time.');
      return;
    }
    setError(null);
    const timeTakenMs = Math.max(0, Date.now() - (startedAt.current ?? shownAt.current ?? Date.now()));
    // The second try's time runs from the hint.
    startedAt.current = null;
    shownAt.current = Date.now();
    submit.mutate(
      { lessonId, questionId: question.id, answer, timeTakenMs },
      {
        onError: (err) => {
          console.error('Grading a quiz answer failed', err);
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessage(err) ?? "We couldn't check your answer. Please try again.",
          });
        },
      },
    );
  };

  const chosen = settled ? answered.answer : value;
  const legendId = `${id}-prompt`;
  const errorId = `${id}-error`;
  const feedbackId = `${id}-feedback`;
  const described = [error ? errorId : null, secondTry ? feedbackId : null].filter(Boolean).join(' ') || undefined;
  return (
    <li className="rounded-xl border border-line-200 bg-surface p-3 sm:p-4">
      <form onSubmit={check} onFocusCapture={begin} onPointerDownCapture={begin} noValidate>
        <fieldset className="min-w-0" aria-describedby={described}>
          <legend id={legendId} className="break-words text-sm font-medium text-ink-900">
            <span className="mr-1 text-ink-600">{number}.</span> {question.prompt}
          </legend>
          {question.kind === 'choice' ? (
            <div role="radiogroup" aria-labelledby={legendId} className="mt-2.5 space-y-1.5">
              {question.options?.map((o) => (
                <label
                  key={o.id}
                  className={cn(
                    'flex items-start gap-2.5 rounded-lg border px-3 py-2 text-sm text-ink-800',
                    chosen === o.id ? 'border-brand-500 bg-brand-50' : 'border-line-200',
                    settled ? 'cursor-default' : 'cursor-pointer hover:bg-surface-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-answer`}
                    value={o.id}
                    checked={chosen === o.id}
                    disabled={settled}
                    onChange={() => setValue(o.id)}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0 break-words">{o.label}</span>
                </label>
              ))}
            </div>
          ) : (
            <div className="mt-2.5 max-w-xs space-y-1.5">
              <label htmlFor={`${id}-input`} className="block text-xs font-medium text-ink-700">
                Your answer
              </label>
              <Input
                id={`${id}-input`}
                value={chosen}
                onChange={(e) => setValue(e.target.value)}
                readOnly={settled}
                maxLength={QUIZ_ANSWER_MAX}
                inputMode={question.kind === 'number' ? 'decimal' : 'text'}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
              />
            </div>
          )}
        </fieldset>
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        {!settled && (
          <Button type="submit" size="sm" variant="secondary" className="mt-3" aria-disabled={submit.isPending}>
            {submit.isPending ? 'Checking...' : secondTry ? 'Check again' : 'Check answer'}
          </Button>
        )}
        <div role="status" aria-live="polite">
          {answered && (
            <p
              id={feedbackId}
              className={cn(
                'mt-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium',
                answered.correct ? 'bg-emerald-50 text-emerald-800' : secondTry ? 'bg-sky-50 text-sky-900' : 'bg-amber-50 text-amber-900',
              )}
            >
              {answered.correct ? (
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              ) : secondTry ? (
                <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              ) : (
                <CircleX className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              )}
              <span className="min-w-0 break-words">{feedbackText(answered)}</span>
            </p>
          )}
        </div>
      </form>
    </li>
  );
}
