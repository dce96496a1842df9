import { useId, useState, type FormEvent, type RefObject } from 'react';
import { LESSON_MESSAGES, LESSON_TOPIC_MAX } from '@brightpath/shared/lesson';
import { SUBJECT_LEVELS, type SubjectLevel } from '@brightpath/shared/subjects';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { capitalise } from '../lib/lesson-stats';

type Props = {
  topic: string;
  skillLevel: SubjectLevel;
  age: number | null;
  onTopic: (topic: string) => void;
  onSkillLevel: (level: SubjectLevel) => void;
  topicRef?: RefObject<HTMLInputElement | null>;
};

/**
 * What the lesson is about: the topic (applied when the learner submits it, not on every key) and the skill level
 * (applied at once). The account's age is shown because the lesson is written for it.
 */
export function LessonSettings({ topic, skillLevel, age, onTopic, onSkillLevel, topicRef }: Props) {
  const [draft, setDraft] = useState(topic);
  const [error, setError] = useState<string | null>(null);
  // The topic can change from outside (a skill chosen in the skill tree): the box follows it.
  const [shown, setShown] = useState(topic);
  if (shown !== topic) {
    setShown(topic);
    setDraft(topic);
    setError(null);
  }
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next) {
      setError(LESSON_MESSAGES.topicRequired);
      topicRef?.current?.focus();
      return;
    }
    setError(null);
    onTopic(next);
  };

  return (
    <form
      aria-label="Lesson settings"
      onSubmit={submit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 rounded-2xl border border-line-200 bg-surface p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:p-5"
    >
      <div className="col-span-2 space-y-1.5 sm:col-span-1">
        <label htmlFor={`${id}-topic`} className="block text-sm font-medium text-ink-800">
          Topic
        </label>
        <Input
          ref={topicRef}
          id={`${id}-topic`}
          value={draft}
          maxLength={LESSON_TOPIC_MAX}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-level`} className="block text-sm font-medium text-ink-800">
          Skill level
        </label>
        <Select id={`${id}-level`} value={skillLevel} onChange={(e) => onSkillLevel(e.target.value as SubjectLevel)}>
          {SUBJECT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {capitalise(level)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit">Start lesson</Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="col-span-2 text-sm text-red-700 sm:col-span-3">
          {error}
        </p>
      )}
      {age !== null && <p className="col-span-2 text-xs text-ink-600 sm:col-span-3">Written for age {age}, from your profile.</p>}
    </form>
  );
}
