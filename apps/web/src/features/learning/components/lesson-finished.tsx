import { useEffect, useId, useRef } from 'react';
import { RotateCcw, Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useQuizAnalytics } from '../api/get-quiz-analytics';

type Props = {
  topic: string;
  /** 'x/y correct' when the quiz was answered in this visit. */
  score: string | null;
  focusHeading: boolean;
  onNewLesson: () => void;
};

/** The end of a lesson: the quiz score, the learner's quiz totals across lessons, and a new lesson on the same topic. */
export function LessonFinished({ topic, score, focusHeading, onNewLesson }: Props) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const analytics = useQuizAnalytics();
  const totals = analytics.data;

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section aria-labelledby={id} className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-emerald-600 text-white" aria-hidden>
          <Trophy className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h3
            id={id}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-emerald-950 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            Lesson complete
          </h3>
          <p className="mt-0.5 break-words text-sm text-emerald-900">You worked through all five phases of {topic}.</p>
          {score && <p className="mt-2 text-sm font-medium text-emerald-950">Quiz score: {score}</p>}
          {totals && totals.attempts > 0 && (
            <p className="mt-1 text-sm text-emerald-900">
              Across all your lessons: {totals.accuracy}% of quiz answers right, {totals.lessonsCompleted}{' '}
              {totals.lessonsCompleted === 1 ? 'lesson' : 'lessons'} completed.
            </p>
          )}
          <Button className="mt-4" onClick={onNewLesson}>
            <RotateCcw className="h-4 w-4" aria-hidden /> Start a new lesson
          </Button>
        </div>
      </div>
    </section>
  );
}
