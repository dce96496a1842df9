import { Activity, Clock, Gauge, Timer, Users } from 'lucide-react';
import { SectionCard } from '@/components/ui/section-card';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { errorMessage } from '@/lib/api-client';
import { useAlphaMetrics } from '../api/get-alpha-metrics';

/** Seconds as days, hours and minutes: '2d 3h', '4h 12m', '7m'. */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m`;
}

/** The Alpha Metrics panel: every figure from the database, read every 5 seconds, each with what it counts. */
export function AlphaMetricsPanel() {
  const metrics = useAlphaMetrics();
  const m = metrics.data;
  const figures = m
    ? [
        { key: 'total', icon: Users, label: 'Total Users', value: String(m.totalUsers), hint: 'Learner accounts that are not guests' },
        {
          key: 'active',
          icon: Activity,
          label: 'Active Users',
          value: String(m.activeUsers),
          hint: 'Of those, active in the last 24 hours',
        },
        {
          key: 'duration',
          icon: Timer,
          label: 'Avg. Session',
          value: `${m.averageSessionDuration.toFixed(1)} min`,
          hint: 'Time with the tutor per tutoring session, last 30 days',
        },
        {
          key: 'completion',
          icon: Gauge,
          label: 'Completion Rate',
          value: `${Math.round(m.completionRate * 100)}%`,
          hint: 'Learner accounts that completed onboarding',
        },
        {
          key: 'uptime',
          icon: Clock,
          label: 'Uptime',
          value: formatUptime(m.performanceMetrics.uptimeSeconds),
          hint: `Since the server started, ${new Date(m.performanceMetrics.startedAt).toLocaleString()}`,
        },
      ]
    : [];
  return (
    <SectionCard title="Alpha Metrics" icon={Activity} description="Computed from the database, refreshed every 5 seconds.">
      {metrics.isPending ? (
        <LoadingState />
      ) : metrics.isError && !m ? (
        <ErrorState message={errorMessage(metrics.error) ?? 'The metrics could not be loaded.'} onRetry={() => void metrics.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map(({ key, icon: Icon, label, value, hint }) => (
            <div key={key} className="rounded-xl border border-line-200 bg-surface-50 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-700">
                <Icon className="h-3.5 w-3.5" aria-hidden /> {label}
              </dt>
              <dd className="mt-1 text-xl font-bold text-ink-900">{value}</dd>
              <dd className="mt-0.5 text-xs text-ink-600">{hint}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}
