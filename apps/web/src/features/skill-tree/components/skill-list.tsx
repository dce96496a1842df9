import { SkillIcon } from './skill-icon';
import { cn } from '@/lib/cn';
import { skillAction, skillLabel, type SkillView } from '../lib/skill-view';
import { StatusBadge, STATUS_STYLE } from './status-style';

/**
 * The list view: the same skills as the graph, by level, each with its details button and its action (a locked
 * skill's action is disabled but reachable: pressing it says why), for screen readers and keyboard users.
 */
export function SkillList({
  views,
  selectedId,
  onOpen,
  onStart,
}: {
  views: readonly SkillView[];
  selectedId: string | null;
  onOpen: (id: string) => void;
  onStart: (view: SkillView) => void;
}) {
  const levels = [...new Set(views.map((v) => v.level))].sort((a, b) => a - b);
  return (
    <div className="space-y-5">
      {levels.map((level) => (
        <section key={level} aria-labelledby={`skill-level-${level}`}>
          <h3 id={`skill-level-${level}`} className="mb-2 text-sm font-semibold text-ink-700">
            Level {level}
          </h3>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {views
              .filter((v) => v.level === level)
              .map((v) => {
                const style = STATUS_STYLE[v.state.status];
                return (
                  <li
                    key={v.id}
                    className={cn(
                      'flex items-stretch gap-1 rounded-xl border-2 p-1',
                      style.box,
                      v.id === selectedId && 'ring-2 ring-brand-600',
                    )}
                  >
                    <button
                      type="button"
                      aria-label={skillLabel(v)}
                      aria-current={v.id === selectedId ? true : undefined}
                      onClick={() => onOpen(v.id)}
                      className={cn(
                        'flex min-w-0 flex-1 items-center gap-3 rounded-lg px-2 py-1.5 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      )}
                    >
                      <SkillIcon name={v.icon} className={cn('h-5 w-5 shrink-0', style.ink)} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-semibold text-ink-900">{v.name}</span>
                        <span className="mt-0.5 flex items-center justify-between gap-2">
                          <StatusBadge status={v.state.status} />
                          <span className="text-xs tabular-nums text-ink-700">{v.state.progress}%</span>
                        </span>
                      </span>
                    </button>
                    <button
                      type="button"
                      aria-label={`${skillAction(v.state.status)}: ${v.name}`}
                      aria-disabled={v.state.status === 'locked' || undefined}
                      onClick={() => onStart(v)}
                      className={cn(
                        'max-w-[8.5rem] shrink-0 self-center rounded-lg px-2.5 py-1.5 text-center text-xs font-semibold leading-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                        v.state.status === 'locked' ? 'cursor-not-allowed text-ink-700' : 'bg-brand-600 text-white hover:bg-brand-700',
                      )}
                    >
                      {skillAction(v.state.status)}
                    </button>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
