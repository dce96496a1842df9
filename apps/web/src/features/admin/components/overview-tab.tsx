import { lazy } from 'react';
import { Activity as ActivityIcon, BookOpen, Crown, UserCheck, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { ACTIVE_WITHIN_DAYS, type ActivityEvent, type AdminStats } from '@brightpath/shared/admin';
import { Card } from '@/components/ui/card';
import { ChartFigure } from '@/components/ui/chart-figure';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import { cn } from '@/lib/cn';
import { useActivity } from '../api/get-activity';
import { useAdminStats } from '../api/get-stats';
import { activityText, PLAN_LABEL, sinceText, timeText } from '../lib/format';

const PlanChart = lazy(() => import('./plan-chart'));

type StatCard = { label: string; value: string; note: string; icon: LucideIcon; tone: string };

/** The Overview (spec 002 section 2): the four cards, Plan Distribution from the real counts, and Recent Activity. */
export function OverviewTab() {
  const stats = useAdminStats();
  const activity = useActivity();
  if (stats.isError) return <ErrorState message="We couldn't load the figures." onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <LoadingState label="Loading the figures..." />;
  const s = stats.data;
  return (
    <div className="space-y-6">
      <StatCards stats={s} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PlanDistribution stats={s} />
        <RecentActivity query={activity} />
      </div>
    </div>
  );
}

function StatCards({ stats: s }: { stats: AdminStats }) {
  const cards: StatCard[] = [
    { label: 'Total Users', value: String(s.totalUsers), note: 'Registered accounts', icon: Users, tone: 'bg-brand-100 text-brand-700' },
    {
      label: 'Active Users',
      value: String(s.activeUsers),
      note: `Active status, seen in the last ${ACTIVE_WITHIN_DAYS} days`,
      icon: UserCheck,
      tone: 'bg-emerald-100 text-emerald-800',
    },
    {
      label: 'Premium Users',
      value: String(s.premiumUsers),
      note: 'On the Premium plan',
      icon: Crown,
      tone: 'bg-violet-100 text-violet-800',
    },
    {
      label: 'Total Sessions',
      value: String(s.totalSessions),
      note: `${s.averageSessionsPerUser.toFixed(1)} per user on average`,
      icon: BookOpen,
      tone: 'bg-sky-100 text-sky-800',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, note, icon: Icon, tone }) => (
        <div key={label} className="rounded-2xl border border-line-200 bg-surface p-4 shadow-sm sm:p-5">
          <dt className="flex items-center gap-2 text-sm font-medium text-ink-600 sm:gap-2.5">
            <span className={cn('grid h-8 w-8 shrink-0 place-items-center rounded-lg', tone)} aria-hidden>
              <Icon className="h-4 w-4" />
            </span>
            {label}
          </dt>
          <dd className="mt-3">
            <span className="block text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{value}</span>
            <span className="mt-1 block text-xs text-ink-600">{note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PlanDistribution({ stats: s }: { stats: AdminStats }) {
  const plans = [
    { plan: PLAN_LABEL.free, users: s.freeUsers },
    { plan: PLAN_LABEL.basic, users: s.basicUsers },
    { plan: PLAN_LABEL.premium, users: s.premiumUsers },
    { plan: PLAN_LABEL.pro, users: s.proUsers },
    { plan: PLAN_LABEL.family, users: s.familyUsers },
  ];
  const share = (n: number) => (s.totalUsers === 0 ? 0 : Math.round((n / s.totalUsers) * 100));
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900">Plan Distribution</h2>
      <p className="mt-1 text-sm text-ink-600">Registered accounts on each plan.</p>
      <div className="mt-4">
        <ChartFigure
          label="Registered accounts on each plan"
          height={200}
          chart={<PlanChart plans={plans} />}
          table={
            <table>
              <thead>
                <tr>
                  <th>Plan</th>
                  <th>Users</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((p) => (
                  <tr key={p.plan}>
                    <td>{p.plan}</td>
                    <td>{p.users}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3" aria-hidden>
        {plans.map((p) => (
          <li key={p.plan} className="flex justify-between gap-2 text-ink-700">
            <span>{p.plan}</span>
            <span className="font-semibold text-ink-900">
              {p.users} <span className="font-normal text-ink-600">({share(p.users)}%)</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function RecentActivity({ query }: { query: ReturnType<typeof useActivity> }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900">Recent Activity</h2>
      <p className="mt-1 text-sm text-ink-600">Registrations and tutoring sessions, newest first.</p>
      <div className="mt-4">
        {query.isError ? (
          <ErrorState message="We couldn't load the recent activity." onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <LoadingState label="Loading the recent activity..." />
        ) : query.data.events.length === 0 ? (
          <EmptyState icon={ActivityIcon} title="Nothing yet" description="Registrations and tutoring sessions will show here." />
        ) : (
          <ol className="divide-y divide-line-200">
            {query.data.events.map((e, i) => (
              <ActivityRow key={`${e.kind}-${e.at}-${i}`} event={e} />
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}

function ActivityRow({ event }: { event: ActivityEvent }) {
  const Icon = event.kind === 'registration' ? UserPlus : BookOpen;
  return (
    <li className="flex items-start gap-3 py-2.5">
      <span
        className={cn(
          'mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full',
          event.kind === 'registration' ? 'bg-emerald-100 text-emerald-800' : 'bg-sky-100 text-sky-800',
        )}
        aria-hidden
      >
        <Icon className="h-3.5 w-3.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink-900 [overflow-wrap:anywhere]">{activityText(event)}</p>
        <p className="text-xs text-ink-600">
          <time dateTime={event.at} title={timeText(event.at)}>
            {sinceText(event.at)}
          </time>
        </p>
      </div>
    </li>
  );
}
