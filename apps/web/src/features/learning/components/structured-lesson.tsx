import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { HeartHandshake, Lock, MessageCircleWarning, Network } from 'lucide-react';
import { LESSON_TOPIC_MAX } from '@brightpath/shared/lesson';
import { SUBJECT_LEVELS, type Subject, type SubjectLevel } from '@brightpath/shared/subjects';
import { SKILL_LOCKED_TOAST } from '@brightpath/shared/skill-progress';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { cn } from '@/lib/cn';
import { useOpenLesson } from '../api/get-latest-lesson';
import { LESSON_FAILURE, useStructuredLesson, type LessonState } from '../hooks/use-structured-lesson';
import { LessonSettings } from './lesson-settings';
import { LessonView } from './lesson-view';

type Props = {
  subject: Pick<Subject, 'id' | 'name'>;
  /** The account's age (null when the profile has none): the lesson is written for it. */
  age: number | null;
  /** A skill to learn (/chat?skill=): the topic when given, else the subject's name. */
  skill?: string;
  /** The skill-tree skill it is (its id), when it is one: sent with the lesson, whose quiz then counts toward it. */
  skillId?: string;
  /** The learner's level in the subject, when they chose one. */
  level?: SubjectLevel;
  /** Puts a question in the Chat tab's message box and switches to it. */
  onAsk: (text: string) => void;
};

/**
 * The chat page's Structured tab (spec 001 sections 2 and 4): a five-phase lesson (listen, ask, talk, teach, quiz)
 * on a topic, at a skill level, for the learner's age. With no topic or level chosen, the lesson the learner was last on
 * in the subject is resumed; otherwise their latest lesson on the same settings, else a new one, created again
 * whenever the topic, the level or the age changes.
 */
export function StructuredLesson({ subject, age, skill, skillId, level, onAsk }: Props) {
  // The learner's own topic and level live in the URL (?topic=&level=), so a reload resumes the same lesson.
  const [search, setSearch] = useSearchParams();
  const urlTopic = search.get('topic')?.trim().slice(0, LESSON_TOPIC_MAX) || undefined;
  const urlLevel = SUBJECT_LEVELS.find((l) => l === search.get('level'));
  // With nothing chosen (the tab opened again from the menu, another visit), the lesson the learner was last on in
  // this subject is resumed, at its topic and level; a lookup that fails falls back to a lesson on the subject.
  const nothingChosen = urlTopic === undefined && urlLevel === undefined && skill === undefined;
  const open = useOpenLesson(subject.id, { enabled: nothingChosen });
  const resumed = nothingChosen ? (open.data?.lesson ?? undefined) : undefined;
  const lookingUp = nothingChosen && open.isPending;
  const topic = urlTopic ?? skill ?? resumed?.topic ?? subject.name;
  const skillLevel = urlLevel ?? resumed?.difficulty ?? level ?? 'beginner';
  // A choice is written to the URL as made (even the subject's own name), so it wins over the open lesson.
  const choose = (name: 'topic' | 'level', value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, value);
        if (name === 'topic' && !next.has('level')) next.set('level', skillLevel);
        if (name === 'level' && !next.has('topic')) next.set('topic', topic);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const topicRef = useRef<HTMLInputElement>(null);
  // Review Skill (?review=1): a finished lesson on the skill is not resumed; a new one is made.
  const review = search.get('review') === '1';
  const { state, start, retry } = useStructuredLesson({
    topic,
    skillLevel,
    subjectId: subject.id,
    age,
    // The skill is the lesson's only while its topic is the skill's own (not a topic the learner typed instead).
    skillId: topic === skill ? skillId : undefined,
    enabled: !lookingUp,
    review,
  });
  // Once the review's lesson is there, the address forgets the request: a reload resumes it, and makes no other.
  const reviewReady = review && state.status === 'ready' && state.lesson.completedAt === null;
  useEffect(() => {
    if (!reviewReady) return;
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('review');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [reviewReady, setSearch]);

  const chooseTopic = () => {
    topicRef.current?.focus();
    topicRef.current?.select();
  };

  return (
    // relative: screen-reader-only text inside is positioned within this scroller, not the page (which would scroll).
    <div className="relative min-h-0 flex-1 overflow-y-auto">
      {/* Room at the bottom so the floating help button never hides the last controls. */}
      <div className="mx-auto w-full max-w-3xl space-y-4 px-3 pb-28 pt-4 sm:px-6 sm:pt-6">
        <LessonSettings
          topic={topic}
          skillLevel={skillLevel}
          age={age}
          onTopic={(t) => choose('topic', t)}
          onSkillLevel={(l) => choose('level', l)}
          topicRef={topicRef}
        />
        <LessonBody state={state} topic={topic} onRetry={retry} onChooseTopic={chooseTopic} onAsk={onAsk} onNewLesson={start} />
      </div>
    </div>
  );
}

type BodyProps = {
  state: LessonState;
  topic: string;
  onRetry: () => void;
  onChooseTopic: () => void;
  onAsk: (text: string) => void;
  onNewLesson: () => void;
};

function LessonBody({ state, topic, onRetry, onChooseTopic, onAsk, onNewLesson }: BodyProps) {
  switch (state.status) {
    case 'loading':
      return <LoadingState label="Loading your lesson..." showLabel className="min-h-[16rem]" />;
    case 'creating':
      return <LoadingState label={`Creating your lesson on ${topic}...`} showLabel className="min-h-[16rem]" />;
    case 'load-error':
      return <ErrorState message="We couldn't load your lesson." onRetry={onRetry} />;
    case 'failed':
      return <ErrorState message={LESSON_FAILURE} onRetry={onRetry} />;
    case 'locked':
      return <SkillLockedNotice />;
    case 'topic':
      return <TopicDeclined code={state.code} message={state.message} onChooseTopic={onChooseTopic} />;
    case 'ready':
      return <LessonView key={state.lesson.id} lesson={state.lesson} onAsk={onAsk} onNewLesson={onNewLesson} />;
  }
}

/**
 * A topic the safety check turned down. A learner who may be at risk gets the server's supportive reply (crisis
 * guidance, a trusted adult), calmly and without an error's red; either way they can choose another topic.
 */
function TopicDeclined({
  code,
  message,
  onChooseTopic,
}: {
  code: 'TOPIC_SUPPORT' | 'TOPIC_REFUSED';
  message: string;
  onChooseTopic: () => void;
}) {
  const support = code === 'TOPIC_SUPPORT';
  const Icon = support ? HeartHandshake : MessageCircleWarning;
  return (
    <div
      role="status"
      className={cn('rounded-2xl border p-5 sm:p-6', support ? 'border-sky-200 bg-sky-50' : 'border-line-200 bg-surface shadow-sm')}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'grid h-10 w-10 shrink-0 place-items-center rounded-xl',
            support ? 'bg-sky-100 text-sky-800' : 'bg-surface-100 text-ink-700',
          )}
          aria-hidden
        >
          <Icon className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="whitespace-pre-line break-words text-sm text-ink-900">{message}</p>
          <Button variant="secondary" className="mt-4" onClick={onChooseTopic}>
            Choose another topic
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The lesson's skill is still locked: what it needs, and the way back to the skill tree. */
function SkillLockedNotice() {
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center" role="alert">
      <Lock className="mx-auto h-8 w-8 text-amber-700" aria-hidden />
      <p className="mt-2 font-semibold text-ink-900">{SKILL_LOCKED_TOAST.title}</p>
      <p className="mt-1 text-sm text-ink-800">{SKILL_LOCKED_TOAST.description}</p>
      <AppLink to="/skill-tree" className={buttonClass('secondary', 'md', 'mt-4')}>
        <Network className="h-4 w-4" aria-hidden /> Back to the Skill Tree
      </AppLink>
    </div>
  );
}
