import { CircleCheck, CircleDashed, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { SkillIcon } from './skill-icon';
import { isDone } from '@brightpath/shared/mastery';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatMinutes, skillAction, STATUS_LABEL, type SkillView } from '../lib/skill-view';
import { StatusBadge, STATUS_STYLE } from './status-style';

type Props = {
  view: SkillView;
  /** The subject's skills, to name the prerequisites and say whether each is done. */
  views: readonly SkillView[];
  onStart: (view: SkillView) => void;
  onClose: () => void;
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function reviewText(view: SkillView, now = new Date()): string {
  if (view.state.due) return 'Due for review now';
  if (!view.state.reviewAt) return 'No review scheduled yet: answer a question on this skill first';
  const at = new Date(view.state.reviewAt);
  const sameYear = at.getFullYear() === now.getFullYear();
  return `Next review ${at.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) })}`;
}

/** The clicked skill's details and its action (spec 002 sections 2 and 4). */
export function SkillDetails({ view, views, onStart, onClose, titleAs: Title = 'h2' }: Props & { titleAs?: 'h2' | typeof Dialog.Title }) {
  const style = STATUS_STYLE[view.state.status];
  const locked = view.state.status === 'locked';
  const prerequisites = view.prerequisites.map((id) => views.find((v) => v.id === id)).filter((v): v is SkillView => v !== undefined);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-xl border-2', style.box)}>
          <SkillIcon name={view.icon} className={cn('h-5 w-5', style.ink)} />
        </span>
        <div className="min-w-0 flex-1">
          <Title className="text-lg font-semibold text-ink-900">{view.name}</Title>
          <p className="text-sm text-ink-700">{view.category}</p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close skill details">
          <X className="h-5 w-5" aria-hidden />
        </Button>
      </div>
      <p className="text-sm text-ink-800">{view.description}</p>

      <div>
        <div className="mb-1.5 flex items-center justify-between">
          <StatusBadge status={view.state.status} />
          <span className="text-sm font-medium tabular-nums text-ink-800">{view.state.progress}%</span>
        </div>
        <Progress
          value={view.state.progress}
          max={100}
          label={`Progress on ${view.name}`}
          valueText={`${view.state.progress}%, ${STATUS_LABEL[view.state.status]}`}
        />
        {view.state.answered > 0 && (
          <p className="mt-1.5 text-xs text-ink-700">
            {view.state.correct} of {view.state.answered} graded answers right
          </p>
        )}
      </div>

      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div className="rounded-lg bg-surface-100 p-2">
          <dt className="text-xs text-ink-700">Difficulty</dt>
          <dd className="font-semibold text-ink-900">{capitalise(view.difficulty)}</dd>
        </div>
        <div className="rounded-lg bg-surface-100 p-2">
          <dt className="text-xs text-ink-700">Estimated time</dt>
          <dd className="font-semibold text-ink-900">{formatMinutes(view.estimatedTime)}</dd>
        </div>
        <div className="rounded-lg bg-surface-100 p-2">
          <dt className="text-xs text-ink-700">Points</dt>
          <dd className="font-semibold text-ink-900">{view.points}</dd>
        </div>
      </dl>

      <div>
        <h3 className="text-sm font-semibold text-ink-900">Prerequisites</h3>
        {prerequisites.length === 0 ? (
          <p className="mt-1 text-sm text-ink-700">None: this is a starting skill.</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {prerequisites.map((p) => {
              const done = isDone(p.state.status);
              const Icon = done ? CircleCheck : CircleDashed;
              return (
                <li key={p.id} className="flex items-center gap-2 text-sm text-ink-800">
                  <Icon className={cn('h-4 w-4 shrink-0', done ? 'text-emerald-700' : 'text-ink-500')} aria-hidden />
                  <span>
                    {p.name} <span className="text-ink-700">({done ? 'done' : 'not done yet'})</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div>
        <h3 className="text-sm font-semibold text-ink-900">Real-world applications</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-800">
          {view.realWorldApplications.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </div>

      <p className="text-sm text-ink-700">{reviewText(view)}</p>

      <Button
        size="lg"
        variant={locked ? 'secondary' : 'primary'}
        // Disabled while locked, yet still reachable: pressing it says why (the Skill Locked toast).
        aria-disabled={locked || undefined}
        className={cn('w-full', locked && 'cursor-not-allowed text-ink-700 hover:bg-surface')}
        onClick={() => onStart(view)}
      >
        {skillAction(view.state.status)}
      </Button>
    </div>
  );
}

/** The panel: beside the graph on a wide screen; a sheet (a modal dialog) on a phone. */
export function SkillPanel({ sheet, ...props }: Props & { sheet: boolean }) {
  if (!sheet)
    return (
      <aside aria-label="Skill details" className="rounded-2xl border border-line-200 bg-surface p-5 shadow-sm">
        <SkillDetails {...props} />
      </aside>
    );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-surface p-5 pb-8 shadow-xl"
        >
          <SkillDetails {...props} titleAs={Dialog.Title} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
