import { useId, useState } from 'react';
import { Network, Plus, Search, Sparkles } from 'lucide-react';
import { CONNECTION_LIMITS, CONNECTION_MESSAGES, type Connection } from '@brightpath/shared/connections';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useConnections } from '../api/get-connections';
import { useSearchConnections } from '../api/search-connections';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AutoGenerateForm, type ConnectionSubject } from './auto-generate-form';
import { ConnectionCard } from './connection-card';
import { CreateConnectionForm } from './create-connection-form';

type Open = 'create' | 'generate' | null;

/** /connections (spec 002 section 2): the search box, the Create Connection and Auto-Generate forms, the card grid. */
export function ConnectionsPage({ subjects }: { subjects: ConnectionSubject[] }) {
  const [open, setOpen] = useState<Open>(null);
  const [query, setQuery] = useState('');
  const ids = { search: useId(), create: useId(), generate: useId(), grid: useId() };
  const text = useDebouncedValue(query.trim(), CONNECTION_LIMITS.searchDebounceMs);
  const searching = text.length >= CONNECTION_LIMITS.searchMin;
  const list = useConnections();
  const search = useSearchConnections(text);
  const toggle = (which: Exclude<Open, null>) => setOpen((now) => (now === which ? null : which));

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Learning Connections</h1>
        <p className="mt-2 text-ink-700">
          Link the ideas you learn: what comes first, what builds on what, and where you meet them in real life.
        </p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <form role="search" aria-label="Search your connections" className="relative min-w-0 flex-1" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={ids.search} className="sr-only">
            Search connections
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500" aria-hidden />
          <Input
            id={ids.search}
            type="search"
            className="pl-9"
            value={query}
            maxLength={CONNECTION_LIMITS.searchMax}
            placeholder="Search connections (at least 3 letters)"
            onChange={(e) => setQuery(e.target.value)}
          />
        </form>
        <div className="flex flex-wrap gap-2 [&>button]:flex-1 [&>button]:whitespace-nowrap sm:[&>button]:flex-none">
          <Button
            variant={open === 'create' ? 'primary' : 'secondary'}
            aria-expanded={open === 'create'}
            aria-controls={ids.create}
            onClick={() => toggle('create')}
          >
            <Plus className="h-4 w-4" aria-hidden /> Create Connection
          </Button>
          <Button
            variant={open === 'generate' ? 'primary' : 'secondary'}
            aria-expanded={open === 'generate'}
            aria-controls={ids.generate}
            onClick={() => toggle('generate')}
          >
            <Sparkles className="h-4 w-4" aria-hidden /> Auto-Generate
          </Button>
        </div>
      </div>

      {open === 'create' && <CreateConnectionForm id={ids.create} onDone={() => setOpen(null)} />}
      {open === 'generate' && <AutoGenerateForm id={ids.generate} subjects={subjects} onDone={() => setOpen(null)} />}

      <section aria-labelledby={ids.grid} className="space-y-4">
        <h2 id={ids.grid} className="sr-only">
          {searching ? 'Search results' : 'Your connections'}
        </h2>
        <p role="status" aria-live="polite" className="text-sm text-ink-700 empty:hidden">
          {statusText(query.trim(), text, searching, search.data, search.isError, list.data?.pages[0]?.total)}
        </p>
        {searching ? (
          search.isError ? null : search.data ? (
            <ConnectionGrid connections={search.data.connections} label="Search results" />
          ) : (
            <LoadingState label="Searching your connections..." />
          )
        ) : list.isPending ? (
          <LoadingState label="Loading your connections..." />
        ) : list.isError ? (
          <ErrorState message="Could not load your connections." onRetry={() => void list.refetch()} />
        ) : list.data.pages[0]!.total === 0 ? (
          <EmptyState
            icon={Network}
            title="No connections yet"
            description="Create your first connection between two ideas, or let Auto-Generate suggest some for a concept you are studying."
          />
        ) : (
          <>
            <ConnectionGrid connections={list.data.pages.flatMap((p) => p.connections)} label="Your connections" />
            {list.hasNextPage && (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                  {list.isFetchingNextPage ? 'Loading...' : 'Show more connections'}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function ConnectionGrid({ connections, label }: { connections: Connection[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {connections.map((c) => (
        <ConnectionCard key={c.id} connection={c} />
      ))}
    </ul>
  );
}

/** What the status line says: a hint for a short text, the count of matches, or the count of connections. */
function statusText(
  typed: string,
  text: string,
  searching: boolean,
  result: { connections: Connection[]; total: number } | undefined,
  failed: boolean,
  total: number | undefined,
): string {
  if (typed.length > 0 && typed.length < CONNECTION_LIMITS.searchMin)
    return `Type at least ${CONNECTION_LIMITS.searchMin} characters to search.`;
  if (searching && failed) return CONNECTION_MESSAGES.searchFailed;
  if (searching && result) {
    if (result.total === 0) return `No connections match “${text}”.`;
    const count = result.total === 1 ? '1 connection matches' : `${result.total} connections match`;
    return result.connections.length < result.total
      ? `${count} “${text}”; the newest ${result.connections.length} are shown.`
      : `${count} “${text}”.`;
  }
  if (!searching && total) return total === 1 ? 'You have 1 connection.' : `You have ${total} connections.`;
  return '';
}
