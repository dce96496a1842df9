import {
  Atom,
  Brain,
  Calculator,
  Check,
  Code,
  Dna,
  Feather,
  Guitar,
  Landmark,
  Languages,
  Lightbulb,
  Palette,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { CAREERS, CAREERS_SHOWN, INTEREST_SUBJECTS, PRIMARY_GOALS } from '@brightpath/shared/profile';
import { cn } from '@/lib/cn';
import { StepSection } from './step-section';
import type { StepProps } from './step-props';

const INTEREST_ICONS: Record<(typeof INTEREST_SUBJECTS)[number], LucideIcon> = {
  Mathematics: Calculator,
  Science: Atom,
  History: Landmark,
  Literature: Feather,
  Programming: Code,
  Languages: Languages,
  Art: Palette,
  Music: Guitar,
  Philosophy: Lightbulb,
  Economics: TrendingUp,
  Psychology: Brain,
  Biology: Dna,
};

const toggle = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

export function InterestsStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="space-y-7">
      <StepSection id="subjects" title="Subjects to explore" hint="Pick as many as you like." error={errors.subjects}>
        {({ labelledBy, describedBy }) => (
          <div
            role="group"
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 md:grid-cols-4"
          >
            {INTEREST_SUBJECTS.map((name) => {
              const Icon = INTEREST_ICONS[name];
              const on = values.subjects.includes(name);
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={on}
                  onClick={() => onChange({ subjects: toggle(values.subjects, name) })}
                  className={cn(
                    'relative flex min-h-12 items-center gap-2.5 rounded-xl border-2 px-3 py-2.5 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    on
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-line-200 bg-surface text-ink-800 hover:border-brand-200 hover:bg-brand-50/40',
                  )}
                >
                  <Icon className={cn('h-5 w-5 shrink-0', on ? 'text-brand-700' : 'text-ink-500')} aria-hidden />
                  <span className="min-w-0 flex-1">{name}</span>
                  {on && (
                    <span
                      className="absolute -right-2 -top-2 grid h-5 w-5 place-items-center rounded-full bg-brand-600 text-white ring-2 ring-surface"
                      aria-hidden
                    >
                      <Check className="h-3 w-3" strokeWidth={3} />
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        )}
      </StepSection>

      <StepSection id="goals" title="Primary goals" hint="What do you want to achieve?" error={errors.primaryGoals}>
        {({ labelledBy, describedBy }) => (
          <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid gap-2.5 sm:grid-cols-2">
            {PRIMARY_GOALS.map((goal) => {
              const on = values.primaryGoals.includes(goal);
              return (
                <label
                  key={goal}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    on ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line-200 bg-surface text-ink-800 hover:border-brand-200',
                  )}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 shrink-0 accent-brand-600 focus:outline-none"
                    checked={on}
                    onChange={() => onChange({ primaryGoals: toggle(values.primaryGoals, goal) })}
                  />
                  {goal}
                </label>
              );
            })}
          </div>
        )}
      </StepSection>

      <StepSection id="careers" title="Careers you're curious about" optional hint="Helps your tutor pick real-world examples.">
        {({ labelledBy }) => (
          <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
            {CAREERS.slice(0, CAREERS_SHOWN).map((career) => {
              const on = values.careerGoals.includes(career);
              return (
                <button
                  key={career}
                  type="button"
                  aria-pressed={on}
                  onClick={() => onChange({ careerGoals: toggle(values.careerGoals, career) })}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    on
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-line-300 bg-surface text-ink-700 hover:border-brand-300 hover:bg-brand-50',
                  )}
                >
                  {on && <Check className="h-3.5 w-3.5" aria-hidden />}
                  {career}
                </button>
              );
            })}
          </div>
        )}
      </StepSection>
    </div>
  );
}
