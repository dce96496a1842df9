import { ClipboardCheck } from 'lucide-react';
import { ASSESSMENT_MINUTES } from '@brightpath/shared/assessment-length';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { CalloutCard } from './callout-card';

/** Until the learner has taken the learning assessment, the dashboard offers it (spec 000 section 3). */
export function AssessmentCard() {
  return (
    <CalloutCard
      tone="violet"
      icon={ClipboardCheck}
      title="Find your starting point"
      action={
        <AppLink to="/questionnaire" className={buttonClass('primary', 'md', 'w-full shrink-0 sm:w-auto')}>
          Take the assessment
        </AppLink>
      }
    >
      A short, friendly assessment (about {ASSESSMENT_MINUTES} minutes) tells your tutor how you like to learn and where to begin.
    </CalloutCard>
  );
}
