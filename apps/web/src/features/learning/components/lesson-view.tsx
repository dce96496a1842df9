import { useId, useState } from 'react';
import type { Lesson, LessonPhase } from '@brightpath/shared/lesson';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCompleteLessonStep } from '../api/complete-lesson-step';
import { useQuizAnswers } from '../hooks/use-quiz-answers';
import { capitalise, currentPhase, phaseStates, scoreText } from '../lib/lesson-stats';
import { ContentList, PromptList } from './lesson-content';
import { LessonFinished } from './lesson-finished';
import { LessonOverview } from './lesson-overview';
import { LessonPhaseCard } from './lesson-phase';
import { QuizQuestionItem } from './lesson-quiz';

type Props = {
  lesson: Lesson;
  /** Puts a question in the Chat tab's message box and switches to it. */
  onAsk: (text: string) => void;
  onNewLesson: () => void;
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
  const { answers, record } = useQuizAnswers(lesson.id);
  const states = phaseStates(lesson.completedSteps);
  const [focus, setFocus] = useState<LessonPhase | 'finished' | null>(null);

  const quiz = lesson.steps.find((s) => s.step === 'quiz')?.quiz ?? [];
  const graded = quiz.filter((q) => answers[q.id]);
  const score = graded.length > 0 ? scoreText(graded.filter((q) => answers[q.id].grade.correct).length, quiz.length) : null;
  const listenQuestions = lesson.steps.find((s) => s.step === 'listen')?.questions ?? [];

  const completeStep = (step: LessonPhase) => {
    if (complete.isPending) return;
    complete.mutate(
      { lessonId: lesson.id, step },
      {
        onSuccess: (updated) => {
          toast({ title: 'Step Completed', description: `Great job completing the ${step} phase!` });
          setFocus(currentPhase(updated.completedSteps) ?? 'finished');
        },
        onError: (err) => {
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

  const completeButton = (step: LessonPhase, blocked?: string) => (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        onClick={() => !blocked && completeStep(step)}
        aria-disabled={!!blocked || complete.isPending}
        aria-describedby={blocked ? `${headingId}-${step}-blocked` : undefined}
      >
        {complete.isPending && complete.variables?.step === step ? 'Saving...' : `Complete ${capitalise(step)}`}
      </Button>
      {blocked && (
        <p id={`${headingId}-${step}-blocked`} className="text-sm text-slate-600">
          {blocked}
        </p>
      )}
    </div>
  );

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
                  {state === 'current' && completeButton(step.step)}
                </>
              )}
              {open && step.step === 'quiz' && (
                <>
                  <ol aria-label="Quiz questions" className="space-y-3">
                    {quiz.map((q, n) => (
                      <QuizQuestionItem
                        key={q.id}
                        lessonId={lesson.id}
                        question={q}
                        number={n + 1}
                        answered={answers[q.id]}
                        onGraded={(r) => record(q.id, r)}
                      />
                    ))}
                  </ol>
                  {score && <p className="text-sm font-semibold text-slate-900">Score: {score}</p>}
                  {state === 'current' &&
                    completeButton('quiz', graded.length < quiz.length ? 'Answer every question to finish the quiz.' : undefined)}
                </>
              )}
            </LessonPhaseCard>
          );
        })}
      </ol>
    </section>
  );
}
