import { ShieldCheck } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { CalloutCard } from './callout-card';

/**
 * A guest's offer of an account (DESIGN.md decision 2): registering converts the guest in place, so the
 * profile, subjects, conversations and achievements stay. Shown for as long as the learner is a guest.
 */
export function SaveProgressCard() {
  return (
    <CalloutCard
      tone="emerald"
      icon={ShieldCheck}
      title="Keep your learning safe"
      action={
        <AppLink to="/register" className={buttonClass('primary', 'md', 'w-full shrink-0 sm:w-auto')}>
          Create account
        </AppLink>
      }
    >
      You&apos;re learning as a guest. Create a free account to keep your profile, subjects, conversations and achievements, and to carry on
      from any device.
    </CalloutCard>
  );
}
