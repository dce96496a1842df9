import { useMemo, useState } from 'react';
import { BookOpen, HelpCircle, LifeBuoy, PencilLine, Shuffle, Sparkles, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  pickStarters,
  STARTER_FILTER_LABEL,
  STARTER_FILTERS,
  starterPool,
  surpriseStarter,
  type StarterCategory,
  type StarterFilter,
} from '../lib/starters';

const CATEGORY_ICON: Record<StarterCategory, LucideIcon> = { question: HelpCircle, topic: BookOpen, practice: PencilLine, help: LifeBuoy };

type Props = {
  subjectName: string;
  age: number | null;
  /** A starter was chosen: it is sent. */
  onPick: (text: string) => void;
  /** 'Surprise me' chose one: it goes into the message box, for the learner to send or change. */
  onSurprise: (text: string) => void;
  disabled: boolean;
};

/** The empty conversation: a greeting and up to 6 starters, filtered by category (spec 001 section 2). */
export function ConversationStarters({ subjectName, age, onPick, onSurprise, disabled }: Props) {
  const [filter, setFilter] = useState<StarterFilter>('all');
  const pool = useMemo(() => starterPool(age, subjectName), [age, subjectName]);
  const shown = pickStarters(pool, filter);

  const surprise = () => {
    const starter = surpriseStarter(pool, filter);
    if (starter) onSurprise(starter.text);
  };

  return (
    <section aria-labelledby="starters-heading" className="mx-auto flex max-w-2xl flex-col items-center py-2 text-center sm:py-6">
      <span className="grid h-12 w-12 place-items-center rounded-2xl bg-brand-100 text-brand-700" aria-hidden>
        <Sparkles className="h-6 w-6" />
      </span>
      <h2 id="starters-heading" className="mt-3 text-lg font-semibold text-ink-900 sm:text-xl">
        Hi! I&apos;m your {subjectName} tutor.
      </h2>
      <p className="mt-1 max-w-md text-sm text-ink-600">Ask me anything, or pick a conversation starter to begin.</p>

      <div role="group" aria-label="Starter categories" className="mt-5 flex flex-wrap justify-center gap-1.5">
        {STARTER_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'rounded-full px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              filter === f ? 'bg-brand-600 text-white' : 'bg-surface text-ink-700 ring-1 ring-inset ring-line-300 hover:bg-surface-50',
            )}
          >
            {STARTER_FILTER_LABEL[f]}
          </button>
        ))}
      </div>

      <ul aria-label="Conversation starters" className="mt-4 grid w-full gap-2 sm:grid-cols-2">
        {shown.map((starter) => {
          const Icon = CATEGORY_ICON[starter.category];
          return (
            <li key={starter.id} className="flex">
              <button
                type="button"
                onClick={() => onPick(starter.text)}
                disabled={disabled}
                className="flex w-full items-start gap-2.5 rounded-xl border border-line-200 bg-surface px-3.5 py-3 text-left text-sm text-ink-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
                <span>{starter.text}</span>
              </button>
            </li>
          );
        })}
      </ul>

      <Button variant="ghost" size="sm" className="mt-3 text-brand-700 hover:bg-brand-50" onClick={surprise} disabled={disabled}>
        <Shuffle className="h-4 w-4" aria-hidden /> Surprise me
      </Button>
    </section>
  );
}
