import { useId } from 'react';
import { X } from 'lucide-react';
import type { Checklist, QuickStartItem } from '@brightpath/shared/progress';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { GetStartedChecklist } from './get-started-checklist';
import { QuickStartGuide } from './quick-start-guide';

type Props = {
  checklist: Checklist;
  tried: readonly QuickStartItem[];
  onTry: (item: QuickStartItem) => void;
  /** Closing the panel or finishing the guide: the panel is done for good. */
  onComplete: () => void;
};

/** The getting-started panel, shown after onboarding until the learner finishes or closes it. */
export function GettingStartedPanel({ checklist, tried, onTry, onComplete }: Props) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <div className="flex items-start justify-between gap-4 border-b border-line-100 px-5 py-4 sm:px-6">
          <div>
            <h2 id={headingId} className="text-xl font-semibold text-ink-900">
              Your first steps
            </h2>
            <p className="mt-1 text-sm text-ink-600">A few things to do and try while you find your way around.</p>
          </div>
          <Button variant="ghost" size="sm" className="-mr-2 shrink-0" onClick={onComplete} aria-label="Close your first steps">
            <span className="hidden sm:inline">Close</span>
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <div className="grid items-start gap-8 p-5 sm:p-6 lg:grid-cols-2">
          <GetStartedChecklist checklist={checklist} headingLevel={3} />
          <QuickStartGuide tried={tried} onTry={onTry} onFinish={onComplete} />
        </div>
      </section>
    </Card>
  );
}
