import type { ReactNode } from 'react';
import type { AdminUser } from '@brightpath/shared/admin';
import { cn } from '@/lib/cn';
import { PLAN_LABEL, STATUS_LABEL } from '../lib/format';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

const STATUS_TONE: Record<AdminUser['status'], string> = {
  active: 'bg-emerald-100 text-emerald-900',
  suspended: 'bg-red-100 text-red-900',
  pending: 'bg-amber-100 text-amber-900',
};

const PLAN_TONE: Record<AdminUser['plan'], string> = {
  free: 'bg-surface-200 text-ink-800',
  basic: 'bg-sky-100 text-sky-900',
  premium: 'bg-violet-100 text-violet-900',
  pro: 'bg-brand-100 text-brand-900',
  family: 'bg-orange-100 text-orange-900',
};

export function StatusBadge({ status }: { status: AdminUser['status'] }) {
  return <span className={cn(BADGE, STATUS_TONE[status])}>{STATUS_LABEL[status]}</span>;
}

export function PlanBadge({ plan }: { plan: AdminUser['plan'] }) {
  return <span className={cn(BADGE, PLAN_TONE[plan])}>{PLAN_LABEL[plan]}</span>;
}

/** A small label in a given tone (severity, category, age group). */
export function Tag({ children, tone = 'bg-surface-200 text-ink-800' }: { children: ReactNode; tone?: string }) {
  return <span className={cn(BADGE, tone)}>{children}</span>;
}
