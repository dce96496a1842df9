import { useId } from 'react';
import { Check, PartyPopper } from 'lucide-react';
import type { QuickStartItem } from '@brightpath/shared/progress';
import { AppLink } from '../../../components/ui/app-link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { QUICK_START_GUIDE } from '../lib/getting-started';

type Props = {
  tried: readonly QuickStartItem[];
  /** An item's 'Try it' was chosen: remember it (the link then leads there). */
  onTry: (item: QuickStartItem) => void;
  /** The congratulations card's button: the getting-started panel is done. */
  onFinish: () => void;
};

/** The quick-start guide: four things to try, a progress bar, and a congratulations card once all four are tried. */
export function QuickStartGuide({ tried, onTry, onFinish }: Props) {
  const headingId = useId();
  const total = QUICK_START_GUIDE.length;
  const count = QUICK_START_GUIDE.filter((i) => tried.includes(i.id)).length;
  const percent = Math.round((count / total) * 100);

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          Quick-start guide
        </h3>
        <p className="text-sm text-slate-600">
          {count} of {total} tried
        </p>
      </div>
      <Progress value={count} max={total} label="Quick-start guide progress" valueText={`${percent}% tried`} className="mt-3" />

      {count === total ? (
        <div className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-center" role="status">
          <PartyPopper className="mx-auto h-8 w-8 text-emerald-700" aria-hidden />
          <p className="mt-2 font-semibold text-emerald-950">Congratulations!</p>
          <p className="mt-1 text-sm text-emerald-900">You&apos;ve tried all four. You know your way around Brightpath now.</p>
          <Button className="mt-4" onClick={onFinish}>
            Finish getting started
          </Button>
        </div>
      ) : (
        <ul className="mt-4 space-y-2.5">
          {QUICK_START_GUIDE.map((item) => {
            const isTried = tried.includes(item.id);
            const Icon = item.icon;
            return (
              <li
                key={item.id}
                className={cn(
                  'grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 rounded-xl border p-3 sm:grid-cols-[auto_1fr_auto]',
                  isTried ? 'border-emerald-200 bg-emerald-50/70' : 'border-slate-200 bg-white',
                )}
              >
                <span
                  className={cn(
                    'grid h-9 w-9 place-items-center rounded-full',
                    isTried ? 'bg-emerald-600 text-white' : 'bg-brand-100 text-brand-700',
                  )}
                  aria-hidden
                >
                  {isTried ? <Check className="h-5 w-5" /> : <Icon className="h-5 w-5" />}
                </span>
                <div className="min-w-0">
                  <p className={cn('font-medium', isTried ? 'text-emerald-900' : 'text-slate-900')}>
                    {item.title}
                    <span className="sr-only">{isTried ? ': tried' : ': not tried yet'}</span>
                  </p>
                  <p className="text-sm text-slate-600">{item.description}</p>
                </div>
                {isTried ? (
                  <span className="col-start-2 text-sm font-medium text-emerald-800 sm:col-start-3" aria-hidden>
                    Tried
                  </span>
                ) : (
                  <AppLink
                    to={item.to}
                    aria-label={`Try it: ${item.title}`}
                    onClick={() => onTry(item.id)}
                    className={buttonClass('secondary', 'sm', 'col-start-2 justify-self-start sm:col-start-3')}
                  >
                    Try it
                  </AppLink>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
