import { Check } from 'lucide-react';
import { SUBJECT_LEVELS, type Subject, type SubjectLevel } from '@brightpath/shared/subjects';
import { SubjectIcon } from '@/components/subject-icon';
import { cn } from '@/lib/cn';

type Props = {
  subject: Subject;
  level: SubjectLevel | undefined;
  onToggle: () => void;
  onLevel: (level: SubjectLevel) => void;
};

const LEVEL_LABEL: Record<SubjectLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/** A subject as a toggle; once chosen it offers the three levels. */
export function SubjectCard({ subject, level, onToggle, onLevel }: Props) {
  const selected = level !== undefined;
  const nameId = `subject-${subject.id}-name`;
  const descId = `subject-${subject.id}-desc`;
  return (
    <li
      className={cn(
        'flex flex-col rounded-2xl border-2 bg-surface shadow-sm transition-colors',
        selected ? 'border-brand-600 bg-brand-50/40' : 'border-line-200 hover:border-brand-200',
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        aria-labelledby={nameId}
        aria-describedby={descId}
        onClick={onToggle}
        className="flex flex-1 items-start gap-3 rounded-2xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span
          className={cn(
            'grid h-11 w-11 shrink-0 place-items-center rounded-xl',
            selected ? 'bg-brand-600 text-white' : 'bg-brand-100 text-brand-700',
          )}
        >
          <SubjectIcon icon={subject.icon} className="h-6 w-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span id={nameId} className="block font-semibold text-ink-900">
            {subject.name}
          </span>
          <span id={descId} className="mt-1 block text-sm text-ink-600">
            {subject.description}
          </span>
        </span>
        <span
          className={cn(
            'grid h-6 w-6 shrink-0 place-items-center rounded-full border-2',
            selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-line-300',
          )}
          aria-hidden
        >
          {selected && <Check className="h-4 w-4" />}
        </span>
      </button>
      {selected && (
        <div className="border-t border-brand-100 px-4 pb-4 pt-3">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-ink-600">Level</p>
          <div
            role="group"
            aria-label={`Level for ${subject.name}`}
            className="grid grid-cols-3 gap-1 rounded-xl bg-surface p-1 ring-1 ring-inset ring-line-200"
          >
            {SUBJECT_LEVELS.map((l) => (
              <button
                key={l}
                type="button"
                aria-pressed={level === l}
                onClick={() => onLevel(l)}
                className={cn(
                  'min-w-0 rounded-lg px-1 py-1.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                  level === l ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-700 hover:bg-surface-100',
                )}
              >
                {LEVEL_LABEL[l]}
              </button>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}
