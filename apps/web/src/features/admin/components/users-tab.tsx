import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, Eye, Search, Users } from 'lucide-react';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX, type AdminUser } from '@brightpath/shared/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import { cn } from '@/lib/cn';
import { useUsers, type UsersFilter } from '../api/get-users';
import { fullName, PLAN_LABEL, sessionsLabel, sessionsText, sinceText, STATUS_LABEL, timeText } from '../lib/format';
import { useDebounced } from '../lib/use-debounced';
import { PlanBadge, StatusBadge } from './badges';
import { UserDialog } from './user-dialog';

/**
 * User Management (spec 002 section 2): a search over username, e-mail or full name, plan and status filters, and the
 * accounts a page at a time from the server: a table on a wide screen, cards on a phone. Each opens its details.
 */
export function UsersTab({ currentAdminId }: { currentAdminId: number }) {
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const ids = { search: useId(), plan: useId(), status: useId() };
  const filter: UsersFilter = { search: useDebounced(search, 300), plan, status, page };
  const users = useUsers(filter, ADMIN_PAGE_SIZE);
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.users.length - (data.users.length > 0 ? 1 : 0) : 0;

  const change = (set: (v: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <Card className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="col-span-2 space-y-1.5 sm:col-span-1">
          <label htmlFor={ids.search} className="block text-sm font-medium text-ink-800">
            Search users
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500" aria-hidden />
            <Input
              id={ids.search}
              type="search"
              value={search}
              maxLength={ADMIN_SEARCH_MAX}
              onChange={(e) => change(setSearch)(e.target.value)}
              placeholder="Username, email or name"
              className="pl-9"
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.plan} className="block text-sm font-medium text-ink-800">
            Plan
          </label>
          <Select id={ids.plan} value={plan} onChange={(e) => change(setPlan)(e.target.value)} className="sm:w-40">
            <option value="">All plans</option>
            {Object.entries(PLAN_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.status} className="block text-sm font-medium text-ink-800">
            Status
          </label>
          <Select id={ids.status} value={status} onChange={(e) => change(setStatus)(e.target.value)} className="sm:w-40">
            <option value="">All statuses</option>
            {Object.entries(STATUS_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
      </Card>

      <p className="text-sm text-ink-700" role="status" aria-live="polite">
        {data ? (data.total === 0 ? 'No users match.' : `Showing ${first}–${last} of ${data.total} users`) : ''}
      </p>

      {users.isError && !data ? (
        <ErrorState message="We couldn't load the users." onRetry={() => void users.refetch()} />
      ) : !data ? (
        <LoadingState label="Loading the users..." />
      ) : data.users.length === 0 ? (
        <EmptyState icon={Users} title="No users found" description="Try another search, or clear the filters." />
      ) : (
        <div
          className={cn('transition-opacity motion-reduce:transition-none', users.isPlaceholderData && 'opacity-60')}
          aria-busy={users.isPlaceholderData}
        >
          <UsersTable users={data.users} onOpen={setOpen} />
          <UserCards users={data.users} onOpen={setOpen} />
        </div>
      )}

      {data && pages > 1 && (
        <nav className="flex items-center justify-between gap-3" aria-label="Pages of users">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
          </Button>
          <span className="text-sm text-ink-700">
            Page {data.page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </nav>
      )}

      <UserDialog userId={open} currentAdminId={currentAdminId} onClose={() => setOpen(null)} />
    </div>
  );
}

type ListProps = { users: AdminUser[]; onOpen: (id: number) => void };

function Who({ user }: { user: AdminUser }) {
  const name = fullName(user);
  return (
    <div className="min-w-0">
      <p className="font-medium text-ink-900 [overflow-wrap:anywhere]">
        {name ?? user.username}
        {user.role === 'admin' && <span className="ml-2 text-xs font-semibold text-brand-700">Administrator</span>}
      </p>
      <p className="text-xs text-ink-600 [overflow-wrap:anywhere]">
        {name ? `@${user.username}` : ''}
        {name && user.email ? ' · ' : ''}
        {user.email ?? ''}
      </p>
    </div>
  );
}

function Sessions({ user }: { user: AdminUser }) {
  return (
    <span aria-label={sessionsLabel(user.sessionsUsed, user.sessionsLimit)} className="tabular-nums">
      {sessionsText(user.sessionsUsed, user.sessionsLimit)}
    </span>
  );
}

function LastActive({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={timeText(iso)}>
      {sinceText(iso)}
    </time>
  );
}

/** The table of a wide screen (spec 002 section 2's columns). */
function UsersTable({ users, onOpen }: ListProps) {
  return (
    <Card className="hidden overflow-hidden md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="bg-surface-50 text-xs uppercase tracking-wide text-ink-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              User
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Sessions
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Last Active
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line-200">
          {users.map((u) => (
            <tr key={u.id} className="align-middle">
              <td className="max-w-xs px-4 py-3">
                <Who user={u} />
              </td>
              <td className="px-4 py-3">
                <PlanBadge plan={u.plan} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={u.status} />
              </td>
              <td className="px-4 py-3 text-ink-800">
                <Sessions user={u} />
              </td>
              <td className="px-4 py-3 text-ink-700">
                <LastActive iso={u.lastActive} />
              </td>
              <td className="px-4 py-3 text-right">
                <Button variant="ghost" size="sm" onClick={() => onOpen(u.id)} aria-label={`View details of ${u.username}`}>
                  <Eye className="h-4 w-4" aria-hidden /> Details
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** The same accounts as cards on a phone. */
function UserCards({ users, onOpen }: ListProps) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Users">
      {users.map((u) => (
        <li key={u.id}>
          <Card className="p-4">
            <Who user={u} />
            <div className="mt-2 flex flex-wrap gap-2">
              <PlanBadge plan={u.plan} />
              <StatusBadge status={u.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-ink-600">Sessions</dt>
                <dd className="text-ink-900">
                  <Sessions user={u} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-ink-600">Last Active</dt>
                <dd className="text-ink-900">
                  <LastActive iso={u.lastActive} />
                </dd>
              </div>
            </dl>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3 w-full"
              onClick={() => onOpen(u.id)}
              aria-label={`View details of ${u.username}`}
            >
              <Eye className="h-4 w-4" aria-hidden /> Details
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
