import { useId, useState } from 'react';
import type { Lesson, LessonPhase } from '@brightpath/shared/lesson';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useCompleteLessonStep } from '../api/complete-lesson-step';
import { capitalise, currentPhase, phaseStates, quizScore, scoreText } from '../lib/lesson-stats';
import { ContentList, PromptList } from './lesson-content';
import { LessonFinished } from './lesson-finished';
import { LessonOverview } from './lesson-overview';
import { LessonPhaseCard } from './lesson-phase';
import { QuizQuestionItem } from './lesson-quiz';
import { StepNoticeBox, StepWorkDone, StepWorkForm, type StepNotice } from './lesson-work';

type Props = {
  lesson: Lesson;
  /** Puts a question in the Chat tab's message box and switches to it. */
  onAsk: (text: string) => void;
  onNewLesson: () => void;
};

const WORK_TITLES: Record<'ask' | 'talk' | 'teach', string> = {
  ask: 'You asked your tutor',
  talk: 'What you wrote',
  teach: 'How you taught it',
};

const PROMPT_TITLES: Record<Exclude<LessonPhase, 'quiz'>, string> = {
  listen: 'Questions to think about',
  ask: 'Ask your tutor',
  talk: 'Talk it through with your tutor',
  teach: 'Teach it back to your tutor',
};

/** A lesson on screen: overview, the five phases in order, the quiz, and the end of the lesson. */
export function LessonView({ lesson, onAsk, onNewLesson }: Props) {
  const headingId = useId();
  const complete = useCompleteLessonStep();
  const states = phaseStates(lesson.completedSteps);
  const [focus, setFocus] = useState<LessonPhase | 'finished' | null>(null);
  // What the server said about the work of a phase not done yet: shown in that phase, kindly, not as an error.
  const [notice, setNotice] = useState<{ step: LessonPhase; notice: StepNotice } | null>(null);
  const noticeFor = (step: LessonPhase) => (notice?.step === step ? notice.notice : null);

  const quiz = lesson.steps.find((s) => s.step === 'quiz')?.quiz ?? [];
  const answers = lesson.quizAnswers;
  const { answered, firstTry, settled } = quizScore(quiz, answers);
  const score = answered > 0 ? scoreText(firstTry, quiz.length) : null;
  const listenQuestions = lesson.steps.find((s) => s.step === 'listen')?.questions ?? [];

  const completeStep = (step: LessonPhase, text?: string) => {
    if (complete.isPending) return;
    complete.mutate(
      { lessonId: lesson.id, step, ...(text !== undefined ? { text } : {}) },
      {
        onSuccess: (updated) => {
          setNotice(null);
          toast({ title: 'Step Completed', description: `Great job completing the ${step} phase!` });
          setFocus(currentPhase(updated.completedSteps) ?? 'finished');
        },
        onError: (err) => {
          const code = err instanceof ApiRequestError ? err.body?.code : undefined;
          const message = err instanceof ApiRequestError ? err.body?.message : undefined;
          if (message && (code === 'STEP_NOT_DONE' || code === 'WORK_SUPPORT' || code === 'WORK_REFUSED')) {
            const kind = code === 'STEP_NOT_DONE' ? 'not-done' : code === 'WORK_SUPPORT' ? 'support' : 'refused';
            setNotice({ step, notice: { kind, message } });
            return;
          }
          console.error('Completing a lesson step failed', err);
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessage(err) ?? "We couldn't save your progress. Please try again.",
          });
        },
      },
    );
  };

  const completeButton = (step: LessonPhase, blocked?: string) => {
    const describedBy = [blocked ? `${headingId}-${step}-blocked` : null, noticeFor(step) ? `${headingId}-${step}-notice` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="space-y-2">
        <StepNoticeBox notice={noticeFor(step)} id={`${headingId}-${step}-notice`} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Button
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            onClick={() => !blocked && completeStep(step)}
            aria-disabled={!!blocked || complete.isPending}
            aria-describedby={describedBy || undefined}
          >
            {complete.isPending && complete.variables?.step === step ? 'Checking...' : `Complete ${capitalise(step)}`}
          </Button>
          {blocked && (
            <p id={`${headingId}-${step}-blocked`} className="text-sm text-ink-600">
              {blocked}
            </p>
          )}
        </div>
      </div>
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <LessonOverview lesson={lesson} headingId={headingId} />
      {lesson.completedAt && (
        <LessonFinished topic={lesson.topic} score={score} focusHeading={focus === 'finished'} onNewLesson={onNewLesson} />
      )}
      <ol aria-label="Lesson phases" className="space-y-3">
        {lesson.steps.map((step, i) => {
          const state = states[step.step];
          const open = state !== 'locked';
          return (
            <LessonPhaseCard key={step.step} step={step} number={i + 1} state={state} focusHeading={focus === step.step}>
              {open && <ContentList items={step.content} />}
              {open && step.step !== 'quiz' && (
                <>
                  {step.step === 'ask' && states.listen === 'done' && (
                    <PromptList title="Your questions from the listen phase" prompts={listenQuestions} onAsk={onAsk} />
                  )}
                  <PromptList title={PROMPT_TITLES[step.step]} prompts={step.questions} onAsk={onAsk} />
                  {step.step === 'ask' && state === 'current' && (
                    <p className="text-sm text-ink-700">
                      Ask your tutor at least one question in the Chat tab (a question above takes you there), then come back and complete
                      this phase.
                    </p>
                  )}
                  {step.step !== 'listen' && lesson.work[step.step] && (
                    <StepWorkDone title={WORK_TITLES[step.step]} work={lesson.work[step.step]!} />
                  )}
                  {state === 'current' &&
                    (step.step === 'talk' || step.step === 'teach' ? (
                      <StepWorkForm
                        key={step.step}
                        phase={step.step}
                        pending={complete.isPending}
                        notice={noticeFor(step.step)}
                        onSubmit={(text) => completeStep(step.step, text)}
                      />
                    ) : (
                      completeButton(step.step)
                    ))}
                </>
              )}
              {open && step.step === 'quiz' && (
                <>
                  <ol aria-label="Quiz questions" className="space-y-3">
                    {quiz.map((q, n) => (
                      <QuizQuestionItem key={q.id} lessonId={lesson.id} question={q} number={n + 1} answered={answers[q.id]} />
                    ))}
                  </ol>
                  {score && (
                    <p className="text-sm text-ink-700">
                      <span className="font-semibold text-ink-900">Score: {score}</span> (answers right the first time)
                    </p>
                  )}
                  {state === 'current' &&
                    completeButton('quiz', settled < quiz.length ? 'Answer every question to finish the quiz.' : undefined)}
                </>
              )}
            </LessonPhaseCard>
          );
        })}
      </ol>
    </section>
  );
}
