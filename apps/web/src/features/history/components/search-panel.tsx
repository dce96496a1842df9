import { useId, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import {
  HISTORY_LIMITS,
  HISTORY_MESSAGES,
  HISTORY_TIMEFRAMES,
  type HistoryTimeframe,
  type SearchResponse,
} from '@brightpath/shared/history';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useSearchConversations } from '../api/search-conversations';
import { ConversationMeta } from './conversation-meta';
import { HighlightedExcerpt } from './highlighted-excerpt';
import { HistorySection } from './section';

const ROLE_LABEL = { user: 'You', assistant: 'Tutor' } as const;

/** A subject the search can be narrowed to, with its catalogue icon. */
export type HistorySubject = { id: number; name: string; icon?: string };

/** Search Conversations (spec 002 section 2): every message the learner exchanged with the tutor, by word, subject and time. */
export function SearchPanel({ subjects, iconOf }: { subjects: HistorySubject[]; iconOf: (subjectId: number) => string | undefined }) {
  const [query, setQuery] = useState('');
  const [timeframe, setTimeframe] = useState<HistoryTimeframe | ''>('');
  const [subject, setSubject] = useState('');
  const [shown, setShown] = useState<{ query: string; response: SearchResponse } | null>(null);
  const search = useSearchConversations();
  const ids = { query: useId(), timeframe: useId(), subject: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      toast({ title: HISTORY_MESSAGES.searchRequiredTitle, description: HISTORY_MESSAGES.searchRequired, variant: 'destructive' });
      return;
    }
    search.mutate(
      { query: text, timeframe: timeframe || null, subject: subject ? Number(subject) : null },
      {
        onSuccess: (response) => {
          setShown({ query: text, response });
          toast({ title: HISTORY_MESSAGES.searchCompleteTitle, description: HISTORY_MESSAGES.searchComplete(response.totalMatches) });
        },
        onError: () =>
          toast({ title: HISTORY_MESSAGES.searchFailedTitle, description: HISTORY_MESSAGES.searchFailed, variant: 'destructive' }),
      },
    );
  };

  return (
    <HistorySection
      title="Search Conversations"
      icon={Search}
      description="Find anything you discussed with the tutor, by a word or a phrase."
    >
      <form
        onSubmit={submit}
        role="search"
        aria-label="Search your conversations"
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]"
      >
        <div className="min-w-0">
          <label htmlFor={ids.query} className="sr-only">
            Search term
          </label>
          <Input
            id={ids.query}
            type="search"
            value={query}
            maxLength={HISTORY_LIMITS.queryMax}
            placeholder="Search for a word or a phrase, e.g. fractions"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.timeframe} className="sr-only">
            Time
          </label>
          <Select id={ids.timeframe} value={timeframe} onChange={(e) => setTimeframe(e.target.value as HistoryTimeframe | '')}>
            <option value="">Any time</option>
            {HISTORY_TIMEFRAMES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.subject} className="sr-only">
            Subject
          </label>
          <Select id={ids.subject} value={subject} onChange={(e) => setSubject(e.target.value)}>
            <option value="">All subjects</option>
            {subjects.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={search.isPending}>
          <Search className="h-4 w-4" aria-hidden /> {search.isPending ? 'Searching...' : 'Search'}
        </Button>
      </form>

      <div aria-live="polite" className="mt-4 space-y-3">
        {shown && (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-ink-700" role="status">
                {resultSummary(shown.query, shown.response)}
              </p>
              <Button variant="ghost" size="sm" onClick={() => setShown(null)}>
                <X className="h-4 w-4" aria-hidden /> Clear results
              </Button>
            </div>
            {shown.response.results.length > 0 && (
              <ol aria-label="Search results" className="space-y-3">
                {shown.response.results.map((r) => (
                  <li key={r.conversationId} className="rounded-xl border border-line-200 bg-surface-50 p-4">
                    <h3 className="font-semibold text-ink-900">{r.title}</h3>
                    <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
                      <ConversationMeta subject={r.subject} subjectIcon={iconOf(r.subjectId)} date={r.date} />
                      <span className="text-sm text-ink-600">
                        {r.matchCount} matching {r.matchCount === 1 ? 'message' : 'messages'}
                      </span>
                    </div>
                    <ul className="mt-3 space-y-2" aria-label={`Matching messages in ${r.title}`}>
                      {r.matchingMessages.map((m) => (
                        <li key={m.id} className="break-words rounded-lg bg-surface px-3 py-2 text-sm text-ink-800 ring-1 ring-line-200">
                          <span className="font-medium text-ink-600">{ROLE_LABEL[m.role]}: </span>
                          <HighlightedExcerpt excerpt={m.excerpt} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </HistorySection>
  );
}

function resultSummary(query: string, r: SearchResponse): string {
  if (r.totalMatches === 0) return `No conversations match “${query}”.`;
  const close = r.closeMatches ? ` No exact match for “${query}”: these have words spelt like it.` : '';
  const count = r.totalMatches === 1 ? '1 matching conversation' : `${r.totalMatches} matching conversations`;
  const shown =
    r.results.length < r.totalMatches ? `The best ${r.results.length} of ${count}.` : `${count[0]!.toUpperCase()}${count.slice(1)}.`;
  return `${shown}${close}`;
}
