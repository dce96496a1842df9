import { Tabs } from 'radix-ui';
import { Inbox, LayoutDashboard, ScrollText, ShieldAlert, Users, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useModerationSummary } from '../api/get-moderation-summary';
import { AuditTab } from './audit-tab';
import { OverviewTab } from './overview-tab';
import { RequestsTab } from './requests-tab';
import { SafetyTab } from './safety-tab';
import { UsersTab } from './users-tab';

// The Analytics tab's revenue figures, the Usage tab and Admin Settings are other parts of issue 25 (and billing's
// issue 24); the feedback panel of the alpha-testing branch mounts here too. Each is one more entry of ADMIN_TABS and
// one more Tabs.Content below when it exists.
export const ADMIN_TABS = ['overview', 'users', 'safety', 'requests', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB: Record<AdminTab, { label: string; icon: LucideIcon }> = {
  overview: { label: 'Overview', icon: LayoutDashboard },
  users: { label: 'User Management', icon: Users },
  safety: { label: 'Safety', icon: ShieldAlert },
  requests: { label: 'Subject Requests', icon: Inbox },
  audit: { label: 'Audit Log', icon: ScrollText },
};

type Props = { tab: AdminTab; onTabChange: (tab: AdminTab) => void; currentAdminId: number };

/** The administration console (spec 002 section 2): its tabs, each reading its own data from the server when opened. */
export function AdminConsole({ tab, onTabChange, currentAdminId }: Props) {
  const summary = useModerationSummary();
  const waiting = summary.data?.unreviewed ?? 0;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Admin Console</h1>
        <p className="mt-2 text-ink-700">Accounts, figures, the safety record and the audit log, read from the database.</p>
      </div>
      <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as AdminTab)}>
        <Tabs.List aria-label="Admin console sections" className="mb-6 flex flex-wrap gap-1 rounded-xl bg-surface-200/70 p-1">
          {ADMIN_TABS.map((value) => {
            const { label, icon: Icon } = TAB[value];
            const count = value === 'safety' && waiting > 0 ? waiting : null;
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className={trigger}
                aria-label={count === null ? undefined : `${label}, ${count} waiting for review`}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden /> {label}
                {count !== null && (
                  <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white" aria-hidden>
                    {count}
                  </span>
                )}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="overview" className={panel}>
          <OverviewTab />
        </Tabs.Content>
        <Tabs.Content value="users" className={panel}>
          <UsersTab currentAdminId={currentAdminId} />
        </Tabs.Content>
        <Tabs.Content value="safety" className={panel}>
          <SafetyTab />
        </Tabs.Content>
        <Tabs.Content value="requests" className={panel}>
          <RequestsTab />
        </Tabs.Content>
        <Tabs.Content value="audit" className={panel}>
          <AuditTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

const trigger =
  'inline-flex min-h-10 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-surface/70 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:bg-surface data-[state=active]:text-brand-700 data-[state=active]:shadow-sm sm:flex-none';

const panel = cn('rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600');
