import { useId } from 'react';
import { PartyPopper } from 'lucide-react';
import type { QuickStartItem } from '@brightpath/shared/progress';
import { StepItem, stepActionClass } from './step-item';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
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
        <h3 id={headingId} className="text-lg font-semibold text-ink-900">
          Quick-start guide
        </h3>
        <p className="text-sm text-ink-600">
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
          {QUICK_START_GUIDE.map((item) => (
            <StepItem
              key={item.id}
              done={tried.includes(item.id)}
              icon={item.icon}
              title={item.title}
              description={item.description}
              doneLabel="Tried"
              todoLabel=": not tried yet"
              action={
                <AppLink
                  to={item.to}
                  aria-label={`Try it: ${item.title}`}
                  onClick={() => onTry(item.id)}
                  className={buttonClass('secondary', 'sm', stepActionClass)}
                >
                  Try it
                </AppLink>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
