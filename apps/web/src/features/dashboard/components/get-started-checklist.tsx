import { useId } from 'react';
import { Check, PartyPopper } from 'lucide-react';
import type { Checklist } from '@brightpath/shared/progress';
import { StepItem, stepActionClass } from './step-item';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
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
        <Heading id={headingId} className="text-lg font-semibold text-ink-900">
          Get Started
        </Heading>
        <p className="text-sm text-ink-600">
          {done} of {total} steps done
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-600">Three quick steps to make Brightpath yours.</p>
      <Progress value={done} max={total} label="Get Started progress" valueText={`${done} of ${total} steps done`} className="mt-3" />
      <ol className="mt-4 space-y-2.5">
        {CHECKLIST_STEPS.map((step) => (
          <StepItem
            key={step.key}
            done={checklist[step.key]}
            icon={step.icon}
            title={step.title}
            description={step.description}
            doneLabel="Done"
            todoLabel=": not done yet"
            action={
              <AppLink to={step.to} className={buttonClass('secondary', 'sm', stepActionClass)}>
                {step.action}
              </AppLink>
            }
          />
        ))}
      </ol>
    </section>
  );
}
