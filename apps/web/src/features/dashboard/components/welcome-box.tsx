import { ArrowRight, Sparkles } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import type { NextStep } from '../lib/next-step';
import { CalloutCard } from './callout-card';

/**
 * The one-time welcome box: shown until the learner answers 'Got it'. On a first visit it is the dashboard's one
 * call to action, so it carries the learner's next step when there is one.
 */
export function WelcomeBox({ firstName, next, onGotIt }: { firstName: string | null; next?: NextStep | null; onGotIt: () => void }) {
  return (
    <CalloutCard
      tone="brand"
      icon={Sparkles}
      title={firstName ? `Welcome to Brightpath, ${firstName}!` : 'Welcome to Brightpath!'}
      action={
        <div className="flex w-full shrink-0 flex-col gap-2 sm:w-auto sm:flex-row">
          {next && (
            <AppLink to={next.to} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
              {next.action}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </AppLink>
          )}
          <Button variant={next ? 'secondary' : 'primary'} onClick={onGotIt} className="w-full sm:w-auto">
            Got it
          </Button>
        </div>
      }
    >
      {next
        ? `This is your learning home. Your next step: ${next.text}`
        : "This is your learning home. Start a session with your tutor, keep an eye on your streak, and come back here to see how far you've come."}
    </CalloutCard>
  );
}
