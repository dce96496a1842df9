import { useId } from 'react';
import { ClipboardList, LogIn, UserPlus, Users } from 'lucide-react';
import { TEST_PROFILES } from '@brightpath/shared/alpha';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/cn';
import { useTestAccounts } from '../api/get-test-accounts';
import { TESTING_SCENARIOS } from '../lib/testing-copy';
import { AlphaMetricsPanel } from './alpha-metrics-panel';

type Props = {
  selected: string;
  onSelect: (id: string) => void;
  onCreate: () => void;
  onOpen: () => void;
  creating: boolean;
  opening: boolean;
};

const STYLE_LABEL = { visual: 'Visual', kinesthetic: 'Kinesthetic', mixed: 'Mixed', auditory: 'Auditory' } as const;

/** The setup view: the five test profiles, Create Test User and Login Existing, the Alpha Metrics and the three scenarios. */
export function SetupView({ selected, onSelect, onCreate, onOpen, creating, opening }: Props) {
  const accounts = useTestAccounts(true);
  const exists = new Set((accounts.data ?? []).map((a) => a.profileId));
  const legend = useId();
  return (
    <div className="space-y-6">
      <SectionCard title="Test Profiles" icon={Users} description="Each profile is a real learner account, flagged as a test account.">
        <fieldset aria-labelledby={legend}>
          <legend id={legend} className="sr-only">
            Choose a test profile
          </legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {TEST_PROFILES.map((p) => {
              const chosen = p.id === selected;
              return (
                <label
                  key={p.id}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    chosen ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-line-200 bg-surface hover:bg-surface-50',
                  )}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="test-profile"
                        value={p.id}
                        checked={chosen}
                        onChange={() => onSelect(p.id)}
                        className="h-4 w-4 accent-brand-600"
                      />
                      <span className="font-semibold text-ink-900">{p.name}</span>
                    </span>
                    <span className="rounded-full bg-surface-100 px-2 py-0.5 text-xs font-medium capitalize text-ink-800">{p.role}</span>
                  </span>
                  <span className="mt-2 text-sm text-ink-700">
                    Age {p.age} · {STYLE_LABEL[p.learningStyle]} learner · {p.username}
                  </span>
                  <span className="mt-1 text-xs text-ink-600">Interests: {p.interests.join(', ')}</span>
                  <span className="mt-2 text-xs text-ink-700">{p.focus}</span>
                  {exists.has(p.id) && <span className="mt-2 text-xs font-medium text-emerald-800">Test account exists</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button onClick={onCreate} disabled={creating}>
            <UserPlus className="h-4 w-4" aria-hidden /> {creating ? 'Creating...' : 'Create Test User'}
          </Button>
          <Button variant="secondary" onClick={onOpen} disabled={opening}>
            <LogIn className="h-4 w-4" aria-hidden /> {opening ? 'Opening...' : 'Login Existing'}
          </Button>
        </div>
      </SectionCard>

      <AlphaMetricsPanel />

      <SectionCard title="Testing Scenarios" icon={ClipboardList}>
        <div className="grid gap-4 md:grid-cols-3">
          {TESTING_SCENARIOS.map((s, i) => (
            <div key={s.title} className="rounded-xl border border-line-200 p-4">
              <h3 className="font-semibold text-ink-900">
                {i + 1}. {s.title}
              </h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-700">
                {s.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </SectionCard>
    </div>
  );
}
