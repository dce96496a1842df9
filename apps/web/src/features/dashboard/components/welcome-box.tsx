import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CalloutCard } from './callout-card';

/** The one-time welcome box: shown until the learner answers 'Got it'. */
export function WelcomeBox({ firstName, onGotIt }: { firstName: string | null; onGotIt: () => void }) {
  return (
    <CalloutCard
      tone="brand"
      icon={Sparkles}
      title={firstName ? `Welcome to Brightpath, ${firstName}!` : 'Welcome to Brightpath!'}
      action={
        <Button onClick={onGotIt} className="w-full shrink-0 sm:w-auto">
          Got it
        </Button>
      }
    >
      This is your learning home. Start a session with your tutor, keep an eye on your streak, and come back here to see how far you&apos;ve
      come.
    </CalloutCard>
  );
}
