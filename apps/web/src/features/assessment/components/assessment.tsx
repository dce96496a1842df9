import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight, Check, Mic } from 'lucide-react';
import { ASSESSMENT_MINUTES, NAME_QUESTION } from '@brightpath/shared/assessment';
import { questionSetFor } from '@brightpath/shared/question-sets';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { canRecognizeSpeech } from '@/lib/speech';
import { useSubmitAssessment } from '../api/submit-assessment';
import { useVoiceInput, voiceUnsupportedToast } from '../hooks/use-voice-input';
import { matchAlternatives } from '../lib/match-option';
import { QuestionOptions } from './question-options';
import { ReadAloudButton } from './read-aloud-button';
import { VoiceInputPanel } from './voice-input-panel';

/** The learning assessment: one question per page, the set chosen by the learner's age (DESIGN.md decision 7). */
export function Assessment({ age, defaultName }: { age: number | null; defaultName: string }) {
  const { questions } = useMemo(() => questionSetFor(age), [age]);
  const [index, setIndex] = useState(0);
  const [name, setName] = useState(defaultName);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [voiceOn, setVoiceOn] = useState(false);
  const [matched, setMatched] = useState<string | null>(null);
  const submit = useSubmitAssessment();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const question = questions[index]!;
  const last = index === questions.length - 1;
  const answer = answers[question.id];
  const choose = (optionId: string) => setAnswers((a) => ({ ...a, [question.id]: optionId }));

  const voice = useVoiceInput((alternatives) => {
    const option = matchAlternatives(alternatives, question.options);
    setMatched(option?.label ?? null);
    if (option) choose(option.id);
  });

  const { reset } = voice;
  useEffect(() => {
    setMatched(null);
    reset();
    if (moved.current) headingRef.current?.focus();
  }, [index, reset]);

  const blocked = !answer || (index === 0 && !name.trim()) || submit.isPending || submit.isSuccess;

  const toggleVoice = () => {
    if (voiceOn) {
      voice.stop();
      setVoiceOn(false);
      return;
    }
    if (!canRecognizeSpeech()) {
      voiceUnsupportedToast();
      return;
    }
    setVoiceOn(true);
    voice.start();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (blocked) return;
    if (!last) {
      moved.current = true;
      setIndex(index + 1);
      return;
    }
    const responses = questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' }));
    submit.mutate(
      { username: name.trim(), responses },
      {
        onSuccess: () => {
          toast({ title: 'Assessment Complete', description: 'Your learning profile has been created successfully!' });
          void navigate('/subject-selection');
        },
        onError: (err) => {
          const message = errorMessage(err) ?? (err instanceof Error ? err.message : String(err));
          toast({ variant: 'destructive', title: 'Error', description: `Failed to save assessment: ${message}` });
        },
      },
    );
  };

  const readText = `${question.text} ${question.options.map((o, i) => `Option ${i + 1}: ${o.label}.`).join(' ')}`;

  return (
    <div className="mx-auto max-w-2xl px-4 pb-28 pt-8 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Learning assessment</p>
      <div className="mb-5 mt-1 space-y-2">
        <div className="flex items-center justify-between gap-3 text-sm">
          <p className="font-semibold text-ink-900">
            Question {index + 1} of {questions.length}
          </p>
          <p className="text-ink-600">About {ASSESSMENT_MINUTES} minutes</p>
        </div>
        <Progress
          value={index + 1}
          max={questions.length}
          label="Assessment progress"
          valueText={`Question ${index + 1} of ${questions.length}`}
        />
      </div>

      <Card className="p-5 sm:p-8">
        <form onSubmit={onSubmit} noValidate aria-labelledby="question-text">
          {index === 0 && (
            <div className="mb-6 border-b border-line-200 pb-6">
              <FormField label={NAME_QUESTION}>
                <Input
                  name="username"
                  autoComplete="given-name"
                  aria-required
                  maxLength={50}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  placeholder="Your first name or a nickname"
                />
              </FormField>
            </div>
          )}

          <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <h1 id="question-text" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink-900 outline-none sm:text-2xl">
              {question.text}
            </h1>
            <div className="flex shrink-0 gap-2">
              <ReadAloudButton text={readText} />
              <Button
                variant={voiceOn ? 'primary' : 'secondary'}
                size="sm"
                onClick={toggleVoice}
                aria-pressed={voiceOn}
                aria-controls={voiceOn ? 'voice-panel' : undefined}
              >
                <Mic className="h-4 w-4" aria-hidden /> Voice input
              </Button>
            </div>
          </div>

          <QuestionOptions question={question} value={answer} onChange={choose} labelledBy="question-text" />

          {voiceOn && (
            <VoiceInputPanel
              id="voice-panel"
              status={voice.status}
              transcript={voice.transcript}
              matchedLabel={matched}
              onListen={voice.start}
              onStop={voice.stop}
            />
          )}

          <div className="mt-8 flex items-center justify-between gap-3 border-t border-line-200 pt-5">
            <Button
              variant="secondary"
              className="whitespace-nowrap"
              onClick={() => {
                moved.current = true;
                setIndex(index - 1);
              }}
              disabled={index === 0 || submit.isPending}
            >
              <ArrowLeft className="h-4 w-4" aria-hidden /> Previous
            </Button>
            <Button type="submit" className="whitespace-nowrap" disabled={blocked}>
              {last ? (
                <>
                  {submit.isPending ? 'Saving...' : 'Complete Assessment'} <Check className="h-4 w-4" aria-hidden />
                </>
              ) : (
                <>
                  Next <ArrowRight className="h-4 w-4" aria-hidden />
                </>
              )}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
