import { useId } from 'react';
import { ArrowRight, BookOpen, FlaskConical, Lightbulb, type LucideIcon } from 'lucide-react';
import type { AssistantSuggestion, AssistantSuggestionType } from '@brightpath/shared/assistant';
import { cn } from '@/lib/cn';

const TYPES: Record<AssistantSuggestionType, { label: string; icon: LucideIcon; tone: string }> = {
  tip: { label: 'Tip', icon: Lightbulb, tone: 'bg-amber-100 text-amber-900' },
  concept: { label: 'Concept', icon: BookOpen, tone: 'bg-sky-100 text-sky-900' },
  example: { label: 'Example', icon: FlaskConical, tone: 'bg-emerald-100 text-emerald-900' },
  'next-step': { label: 'Next step', icon: ArrowRight, tone: 'bg-violet-100 text-violet-900' },
};

/** What a suggestion asks when the learner picks it. */
export const suggestionQuestion = (suggestion: AssistantSuggestion) => `Tell me more about "${suggestion.title}".`;

type Props = {
  suggestions: AssistantSuggestion[] | undefined;
  state: 'loading' | 'error' | 'ready';
  busy: boolean;
  /** The large panel has room for the whole text. */
  roomy: boolean;
  onPick: (suggestion: AssistantSuggestion) => void;
};

/** The smart suggestions for the page (spec 001 section 2): type, title and content; picking one asks about it. */
export function SuggestionList({ suggestions, state, busy, roomy, onPick }: Props) {
  const titleId = useId();
  if (state === 'loading') {
    return <p className="text-xs text-ink-600">Loading suggestions...</p>;
  }
  if (state === 'error') {
    return <p className="text-xs text-ink-600">Suggestions are unavailable right now. You can still ask a question.</p>;
  }
  if (!suggestions?.length) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-ink-600">
        Suggested for this page
      </h3>
      <ul aria-label="Suggestions" className="space-y-2">
        {suggestions.map((suggestion) => {
          const type = TYPES[suggestion.type];
          const Icon = type.icon;
          return (
            <li key={suggestion.id}>
              <button
                type="button"
                aria-disabled={busy}
                onClick={() => {
                  if (!busy) onPick(suggestion);
                }}
                className={cn(
                  'w-full rounded-xl border border-line-200 bg-surface p-3 text-left transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  busy && 'cursor-not-allowed opacity-70 hover:border-line-200 hover:bg-surface',
                )}
              >
                <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', type.tone)}>
                  <Icon className="h-3.5 w-3.5" aria-hidden />
                  {type.label}
                  <span className="sr-only">:</span>
                </span>
                <span className="mt-1.5 block text-sm font-semibold text-ink-900">{suggestion.title}</span>
                <span className={cn('mt-0.5 block text-xs leading-relaxed text-ink-700', !roomy && 'line-clamp-2')}>
                  {suggestion.content}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
