import { FlaskConical, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useTestingReset } from '../api/testing-reset';
import { SettingsCard } from './settings-card';

/**
 * The testing-reset card (spec 002 section 2), for administrators only (the server refuses anyone else): the
 * dashboard's first-run aids show again on their own account, to try the product as a new learner meets it.
 */
export function TestingResetCard() {
  const reset = useTestingReset();
  const run = () => {
    if (reset.isPending) return;
    reset.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: 'Testing Reset Complete', description: message }),
      onError: (err) => {
        console.error('Testing reset failed', err);
        toast({ variant: 'destructive', title: 'Error', description: "We couldn't reset the first-run guidance. Please try again." });
      },
    });
  };
  return (
    <SettingsCard
      title="Testing Tools"
      icon={FlaskConical}
      tone="bg-amber-100 text-amber-800"
      description="For administrators trying Brightpath: see the dashboard as a new learner does. Your learning data is kept."
    >
      <Button variant="secondary" onClick={run} aria-disabled={reset.isPending}>
        <RotateCcw className="h-4 w-4" aria-hidden /> Reset First-Run Guidance
      </Button>
    </SettingsCard>
  );
}
