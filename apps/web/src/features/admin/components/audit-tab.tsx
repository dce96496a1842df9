import { useId, useState } from 'react';
import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '@brightpath/shared/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useAuditLog, type AuditFilter } from '../api/get-audit-log';
import { actionText, changeText, timeText } from '../lib/format';

/**
 * The audit log as an operator reads it: who did what, to whom, why, and what changed (changes by default; the reads
 * across learners on request), newest first.
 */
export function AuditTab() {
  const [kind, setKind] = useState<AuditFilter>('change');
  const log = useAuditLog(kind);
  const id = useId();
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div className="space-y-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5 sm:w-64">
          <label htmlFor={id} className="block text-sm font-medium text-ink-800">
            Show
          </label>
          <Select id={id} value={kind} onChange={(e) => setKind(e.target.value as AuditFilter)}>
            <option value="change">Changes</option>
            <option value="read">Reads of learners’ data</option>
            <option value="all">Everything</option>
          </Select>
        </div>
        <p className="text-sm text-ink-600 sm:max-w-md">
          Every change an administrator makes is recorded here with its reason, in the same transaction as the change.
        </p>
      </Card>
      {log.isError && !log.data ? (
        <ErrorState message="We couldn't load the audit log." onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <LoadingState label="Loading the audit log..." />
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} title="Nothing recorded yet" description="Changes made in the console will show here." />
      ) : (
        <ol className="space-y-3" aria-label="Audit log">
          {entries.map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
        </Button>
      )}
    </div>
  );
}

function Entry({ entry: e }: { entry: AuditEntry }) {
  const change = changeText(e);
  // A deleted account's name is in the state the deletion recorded.
  const was = typeof e.before?.username === 'string' ? e.before.username : `account ${e.targetUserId}`;
  const target = e.targetUserId === null ? null : (e.targetUsername ?? `${was} (deleted)`);
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-semibold text-ink-900 [overflow-wrap:anywhere]">
            {actionText(e.action)}
            {target && <span className="font-normal text-ink-700"> · {target}</span>}
          </p>
          <time className="text-xs text-ink-600" dateTime={e.at}>
            {timeText(e.at)}
          </time>
        </div>
        <p className="mt-1 text-xs text-ink-600">By {e.actorUsername}</p>
        {e.reason && <p className="mt-2 text-sm text-ink-800 [overflow-wrap:anywhere]">Reason: {e.reason}</p>}
        {change && <p className="mt-1 text-sm text-ink-700 [overflow-wrap:anywhere]">{change}</p>}
      </Card>
    </li>
  );
}
