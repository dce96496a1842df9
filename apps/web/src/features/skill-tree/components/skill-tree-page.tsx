import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GitFork, List } from 'lucide-react';
import { CURRICULA } from '@brightpath/shared/curricula';
import { SKILL_TREE_SUBJECTS, type SkillTreeSubject } from '@brightpath/shared/skills';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { toast } from '@/components/ui/use-toast';
import { useWideScreen } from '@/lib/use-wide-screen';
import { cn } from '@/lib/cn';
import { useSkillProgress } from '../api/get-skill-progress';
import { SKILL_TREE_COPY, skillChatHref, skillSummary, skillViews, type SkillView } from '../lib/skill-view';
import { SkillGraph } from './skill-graph';
import { SkillList } from './skill-list';
import { SkillPanel } from './skill-panel';
import { SkillLegend } from './status-style';

export type SkillTreeView = 'graph' | 'list';

type Props = {
  subject: SkillTreeSubject;
  onSubjectChange: (subject: SkillTreeSubject) => void;
  view: SkillTreeView;
  onViewChange: (view: SkillTreeView) => void;
};

/**
 * /skill-tree (spec 002 section 2; issue 23): the subject selector, the progress cards, the legend, the skill graph
 * (or its list), and the side panel of the clicked skill with its action.
 */
export function SkillTreePage({ subject, onSubjectChange, view, onViewChange }: Props) {
  const progress = useSkillProgress(subject);
  const wide = useWideScreen();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const views = progress.data ? skillViews(CURRICULA[subject], progress.data.skills) : undefined;
  const selected = views?.find((v) => v.id === selectedId);

  const start = (skill: SkillView) => {
    if (skill.state.status === 'locked') {
      toast({ title: SKILL_TREE_COPY.lockedTitle, description: SKILL_TREE_COPY.lockedText, variant: 'destructive' });
      return;
    }
    toast({ title: SKILL_TREE_COPY.starting, description: skill.name });
    void navigate(skillChatHref(skill.id, subject, skill.state.status));
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Skill Tree</h1>
        <p className="mt-2 text-ink-700">
          Each skill opens once you have completed the skills before it. Choose one to learn it with your tutor.
        </p>
      </div>

      <div role="group" aria-label="Subject" className="mb-6 flex flex-wrap gap-2">
        {SKILL_TREE_SUBJECTS.map((s) => (
          <button
            key={s.name}
            type="button"
            aria-pressed={s.name === subject}
            onClick={() => {
              setSelectedId(null);
              onSubjectChange(s.name);
            }}
            className={cn(
              'min-h-10 rounded-full px-4 py-2 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              s.name === subject ? 'bg-brand-600 text-white ring-brand-600' : 'bg-surface text-ink-800 ring-line-300 hover:bg-surface-100',
            )}
          >
            {s.name}
          </button>
        ))}
      </div>

      {views ? (
        <div className="space-y-6" aria-busy={progress.isFetching}>
          <ProgressCards views={views} />
          <SkillLegend />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-ink-900">{subject} skills</h2>
            <div role="group" aria-label="Show the skills as" className="inline-flex rounded-lg bg-surface-200/70 p-1">
              {(
                [
                  ['graph', 'Graph', GitFork],
                  ['list', 'List', List],
                ] as const
              ).map(([value, label, Icon]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={view === value}
                  onClick={() => onViewChange(value)}
                  className={cn(
                    'inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    view === value ? 'bg-surface text-brand-700 shadow-sm' : 'text-ink-700 hover:text-ink-900',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden /> {label}
                </button>
              ))}
            </div>
          </div>
          <div className={cn('grid gap-6', wide && selected && 'grid-cols-[minmax(0,1fr)_22rem]')}>
            {view === 'graph' ? (
              <div className="aspect-[3/4] max-h-[75dvh] w-full overflow-hidden rounded-2xl border border-line-200 bg-surface-50 sm:aspect-[3/2] sm:max-h-[800px]">
                <SkillGraph
                  key={`${subject}-${wide}`}
                  views={views}
                  selectedId={selectedId}
                  direction={wide ? 'LR' : 'TB'}
                  onOpen={setSelectedId}
                />
              </div>
            ) : (
              <SkillList views={views} selectedId={selectedId} onOpen={setSelectedId} onStart={start} />
            )}
            {selected && (
              <div className={cn(wide && 'self-start lg:sticky lg:top-20')}>
                <SkillPanel sheet={!wide} view={selected} views={views} onStart={start} onClose={() => setSelectedId(null)} />
              </div>
            )}
          </div>
        </div>
      ) : progress.isError ? (
        <ErrorState message="We couldn't load your skill tree." onRetry={() => void progress.refetch()} />
      ) : (
        <LoadingState label="Loading your skill tree..." showLabel />
      )}
    </div>
  );
}

/** Skills completed (and how many mastered), in progress, available, and points earned of the subject's total. */
function ProgressCards({ views }: { views: readonly SkillView[] }) {
  const s = skillSummary(views);
  const cards = [
    { label: 'Skills Completed', value: `${s.completed} / ${s.total}`, note: `${s.mastered} mastered` },
    { label: 'In Progress', value: String(s.inProgress), note: 'skills started' },
    { label: 'Available', value: String(s.available), note: 'ready to start' },
    { label: 'Points Earned', value: `${s.points} / ${s.totalPoints}`, note: 'from completed skills' },
  ];
  return (
    <ul aria-label="Your progress" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <li key={c.label} className="rounded-2xl border border-line-200 bg-surface p-4 shadow-sm">
          <p className="text-sm text-ink-700">{c.label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-ink-900">{c.value}</p>
          <p className="text-xs text-ink-700">{c.note}</p>
        </li>
      ))}
    </ul>
  );
}
