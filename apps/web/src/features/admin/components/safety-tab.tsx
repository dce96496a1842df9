import { useId, useState, type ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { MODERATION_SEVERITIES, type ModerationEvent } from '@brightpath/shared/moderation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useModerationEvents, type SafetyFilter } from '../api/get-moderation-events';
import { useModerationSummary } from '../api/get-moderation-summary';
import { AGE_GROUP_LABEL, REVIEW_LABEL, SEVERITY_TONE, sinceText, SOURCE_LABEL, timeText } from '../lib/format';
import { Tag } from './badges';
import { EventDialog } from './event-dialog';

const EMPTY: SafetyFilter = { category: '', severity: '', ageGroup: '', review: 'unreviewed', from: '', to: '' };

/**
 * Safety: the moderation record (the turns the safety step acted on), filtered by category, severity, age group,
 * review and days; each opens with its turn and the turn before it, to be marked reviewed or escalated with a note.
 */
export function SafetyTab() {
  const [filter, setFilter] = useState<SafetyFilter>(EMPTY);
  const [open, setOpen] = useState<number | null>(null);
  const summary = useModerationSummary();
  const events = useModerationEvents(filter);
  const id = useId();
  const set = (key: keyof SafetyFilter) => (value: string) => setFilter((f) => ({ ...f, [key]: value }));
  const list = events.data?.pages.flatMap((p) => p.events) ?? [];
  return (
    <div className="space-y-4">
      <Card className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6">
        <Filter id={`${id}-review`} label="Review" value={filter.review} onChange={set('review')}>
          <option value="">All</option>
          {Object.entries(REVIEW_LABEL).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Filter>
        <Filter id={`${id}-category`} label="Category" value={filter.category} onChange={set('category')}>
          <option value="">All categories</option>
          {(summary.data?.categories ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Filter>
        <Filter id={`${id}-severity`} label="Severity" value={filter.severity} onChange={set('severity')}>
          <option value="">All severities</option>
          {MODERATION_SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Filter>
        <Filter id={`${id}-age`} label="Age group" value={filter.ageGroup} onChange={set('ageGroup')}>
          <option value="">All ages</option>
          {Object.entries(AGE_GROUP_LABEL).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Filter>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-from`} className="block text-sm font-medium text-ink-800">
            From
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(e) => set('from')(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-ink-800">
            To
          </label>
          <Input id={`${id}-to`} type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => set('to')(e.target.value)} />
        </div>
      </Card>

      <p className="text-sm text-ink-700" role="status" aria-live="polite">
        {events.data ? `${list.length}${events.hasNextPage ? '+' : ''} event${list.length === 1 ? '' : 's'} shown` : ''}
      </p>

      {events.isError && !events.data ? (
        <ErrorState message="We couldn't load the moderation record." onRetry={() => void events.refetch()} />
      ) : !events.data ? (
        <LoadingState label="Loading the moderation record..." />
      ) : list.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No events" description="No moderated turn matches these filters." />
      ) : (
        <ul className="space-y-3" aria-label="Moderation events">
          {list.map((e) => (
            <EventCard key={e.id} event={e} onOpen={() => setOpen(e.id)} />
          ))}
        </ul>
      )}
      {events.hasNextPage && (
        <Button variant="secondary" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
          {events.isFetchingNextPage ? 'Loading...' : 'Show older events'}
        </Button>
      )}
      <EventDialog eventId={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function Filter({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  );
}

function EventCard({ event: e, onOpen }: { event: ModerationEvent; onOpen: () => void }) {
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Tag tone={SEVERITY_TONE[e.severity]}>{e.severity}</Tag>
          <Tag>{e.category}</Tag>
          <Tag>{AGE_GROUP_LABEL[e.ageGroup]}</Tag>
          <Tag
            tone={
              e.review.status === 'escalated'
                ? 'bg-red-100 text-red-900'
                : e.review.status === 'reviewed'
                  ? 'bg-emerald-100 text-emerald-900'
                  : 'bg-amber-100 text-amber-900'
            }
          >
            {REVIEW_LABEL[e.review.status]}
          </Tag>
        </div>
        <p className="mt-2 text-sm text-ink-900 [overflow-wrap:anywhere]">{e.excerpt ?? 'No text kept'}</p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-ink-600">
            {e.username ?? `Guest ${e.userId}`} · {SOURCE_LABEL[e.source]} · {e.direction === 'input' ? 'learner message' : 'tutor reply'} ·{' '}
            {e.action} ·{' '}
            <time dateTime={e.createdAt} title={timeText(e.createdAt)}>
              {sinceText(e.createdAt)}
            </time>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={onOpen}
            aria-label={`Review the ${e.category} event of ${e.username ?? `guest ${e.userId}`}`}
          >
            Review
          </Button>
        </div>
      </Card>
    </li>
  );
}
