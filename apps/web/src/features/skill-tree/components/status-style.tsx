import { CircleCheck, CirclePlay, Crown, Hourglass, Lock, type LucideIcon } from 'lucide-react';
import { SKILL_STATUSES, type SkillStatus } from '@brightpath/shared/mastery';
import { cn } from '@/lib/cn';
import { STATUS_LABEL } from '../lib/skill-view';

/**
 * Each status's look: a colour AND an icon AND a border style (locked is dashed), so no status is told by colour alone.
 * The hues are the app's colour roles, which follow dark mode.
 */
export const STATUS_STYLE: Record<SkillStatus, { icon: LucideIcon; box: string; ink: string; bar: string }> = {
  locked: { icon: Lock, box: 'border-dashed border-line-300 bg-surface-100', ink: 'text-ink-700', bar: 'bg-ink-400' },
  available: { icon: CirclePlay, box: 'border-solid border-sky-300 bg-sky-50', ink: 'text-sky-800', bar: 'bg-sky-600' },
  in_progress: { icon: Hourglass, box: 'border-solid border-amber-300 bg-amber-50', ink: 'text-amber-800', bar: 'bg-amber-600' },
  completed: { icon: CircleCheck, box: 'border-solid border-emerald-300 bg-emerald-50', ink: 'text-emerald-800', bar: 'bg-emerald-600' },
  mastered: { icon: Crown, box: 'border-double border-violet-300 bg-violet-50', ink: 'text-violet-800', bar: 'bg-violet-600' },
};

/** The status as an icon and its word. */
export function StatusBadge({ status, className }: { status: SkillStatus; className?: string }) {
  const { icon: Icon, ink } = STATUS_STYLE[status];
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-semibold', ink, className)}>
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden /> {STATUS_LABEL[status]}
    </span>
  );
}

/** The legend: the five statuses, each with its colour, its icon and its border. */
export function SkillLegend() {
  return (
    <section aria-labelledby="skill-legend-title" className="rounded-2xl border border-line-200 bg-surface p-4 shadow-sm">
      <h2 id="skill-legend-title" className="text-sm font-semibold text-ink-900">
        Legend
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SKILL_STATUSES.map((status) => (
          <li key={status} className={cn('rounded-lg border-2 px-2.5 py-1', STATUS_STYLE[status].box)}>
            <StatusBadge status={status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
