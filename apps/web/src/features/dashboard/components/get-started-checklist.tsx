import { useId } from 'react';
import { Check, PartyPopper } from 'lucide-react';
import type { Checklist } from '@brightpath/shared/progress';
import { AppLink } from '../../../components/ui/app-link';
import { buttonClass } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { CHECKLIST_STEPS, stepsDone } from '../lib/getting-started';

type Props = { checklist: Checklist; headingLevel?: 2 | 3; className?: string };

/** The 'Get Started' checklist: profile, subjects, first chat, each leading to where it is done; then 'Setup Complete!'. */
export function GetStartedChecklist({ checklist, headingLevel = 2, className }: Props) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const done = stepsDone(checklist);
  const total = CHECKLIST_STEPS.length;

  if (checklist.complete) {
    return (
      <section aria-labelledby={headingId} className={cn('rounded-xl border border-emerald-200 bg-emerald-50 p-5', className)}>
        <div className="flex items-start gap-4">
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-emerald-600 text-white shadow-sm" aria-hidden>
            <PartyPopper className="h-6 w-6" />
          </span>
          <div>
            <Heading id={headingId} className="text-lg font-semibold text-emerald-950">
              Setup Complete!
            </Heading>
            <p className="mt-1 text-sm text-emerald-900">You&apos;re all set. Keep learning a little every day to grow your streak.</p>
          </div>
        </div>
        <ul className="mt-5 space-y-2.5" aria-label="Steps done">
          {CHECKLIST_STEPS.map((step) => (
            <li key={step.key} className="flex items-center gap-3 text-sm font-medium text-emerald-950">
              <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-emerald-600 text-white" aria-hidden>
                <Check className="h-4 w-4" />
              </span>
              {step.title}
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={headingId} className="text-lg font-semibold text-slate-900">
          Get Started
        </Heading>
        <p className="text-sm text-slate-600">
          {done} of {total} steps done
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">Three quick steps to make Brightpath yours.</p>
      <Progress value={done} max={total} label="Get Started progress" valueText={`${done} of ${total} steps done`} className="mt-3" />
      <ol className="mt-4 space-y-2.5">
        {CHECKLIST_STEPS.map((step) => {
          const isDone = checklist[step.key];
          const Icon = step.icon;
          return (
            <li
              key={step.key}
              className={cn(
                'grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 rounded-xl border p-3 sm:grid-cols-[auto_1fr_auto]',
                isDone ? 'border-emerald-200 bg-emerald-50/70' : 'border-slate-200 bg-white',
              )}
            >
              <span
                className={cn(
                  'grid h-9 w-9 place-items-center rounded-full',
                  isDone ? 'bg-emerald-600 text-white' : 'bg-brand-100 text-brand-700',
                )}
                aria-hidden
              >
                {isDone ? <Check className="h-5 w-5" /> : <Icon className="h-5 w-5" />}
              </span>
              <div className="min-w-0">
                <p className={cn('font-medium', isDone ? 'text-emerald-900' : 'text-slate-900')}>
                  {step.title}
                  <span className="sr-only">{isDone ? ': done' : ': not done yet'}</span>
                </p>
                <p className="text-sm text-slate-600">{step.description}</p>
              </div>
              {isDone ? (
                <span className="col-start-2 text-sm font-medium text-emerald-800 sm:col-start-3" aria-hidden>
                  Done
                </span>
              ) : (
                <AppLink to={step.to} className={buttonClass('secondary', 'sm', 'col-start-2 justify-self-start sm:col-start-3')}>
                  {step.action}
                </AppLink>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
