import { useRef, useState } from 'react';
import { ArrowRight, BookOpen, ClipboardCheck, MessageCircleQuestion } from 'lucide-react';
import type { Dashboard } from '@brightpath/shared/progress';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useDashboard } from '../api/get-dashboard';
import { useUpdateHomeFlags } from '../api/update-home-flags';
import { nextStep, type NextStep } from '../lib/next-step';
import { AssessmentCard } from './assessment-card';
import { CalloutCard } from './callout-card';
import { FoldedAids } from './folded-aids';
import { GetStartedChecklist } from './get-started-checklist';
import { GettingStartedPanel } from './getting-started-panel';
import { GuidanceBanner } from './guidance-banner';
import { HowItWorksDialog } from './how-it-works-dialog';
import { QuickActionTiles } from './quick-action-tiles';
import { QuickActions } from './quick-actions';
import { SaveProgressCard } from './save-progress-card';
import { StatCards } from './stat-cards';
import { SubjectProgressCards } from './subject-progress-cards';
import { TodaysLearningCard } from './todays-learning-card';
import { WelcomeBox } from './welcome-box';

type Props = {
  firstName: string | null;
  /** A guest is offered an account, which keeps everything learnt so far. */
  isGuest?: boolean;
  /** The catalogue's icon name of a subject, when known. */
  iconFor: (subjectId: number) => string | undefined;
};

/** /dashboard: the Learning Dashboard (spec 001 sections 2 and 4). */
export function LearningDashboard({ firstName, isGuest = false, iconFor }: Props) {
  const dashboard = useDashboard();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = dashboard.data;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-ink-900 focus:outline-none">
            Learning Dashboard
          </h1>
          <p className="mt-2 text-ink-700">{firstName ? `Hi ${firstName}! ` : ''}Here is how your learning is going.</p>
        </div>
        {data?.flags.onboardingComplete && (
          <div className="flex flex-col gap-2 sm:flex-row">
            {data.assessmentCompleted && (
              <AppLink to="/questionnaire" className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
                <ClipboardCheck className="h-4 w-4" aria-hidden /> Retake assessment
              </AppLink>
            )}
            <HowItWorksDialog className="w-full sm:w-auto" />
          </div>
        )}
      </div>

      {data ? (
        <DashboardBody
          data={data}
          firstName={firstName}
          isGuest={isGuest}
          iconFor={iconFor}
          onAidClosed={() => headingRef.current?.focus()}
        />
      ) : dashboard.isError ? (
        <ErrorState message="We couldn't load your dashboard." onRetry={() => void dashboard.refetch()} />
      ) : (
        <LoadingState label="Loading your dashboard..." showLabel />
      )}
    </div>
  );
}

type BodyProps = Props & {
  data: Dashboard;
  /** A closed aid takes its button away: the focus goes back to the top of the page. */
  onAidClosed: () => void;
};

function DashboardBody({ data, firstName, isGuest, iconFor, onAidClosed }: BodyProps) {
  const { flags, checklist, stats } = data;
  const update = useUpdateHomeFlags();
  const close = (change: Parameters<typeof update.mutate>[0]) => {
    onAidClosed();
    update.mutate(change);
  };
  const onboarded = flags.onboardingComplete;
  const [aidsOpen, setAidsOpen] = useState(false);
  const step = onboarded ? nextStep(data, isGuest ?? false) : null;

  // One call to action above the figures: the checklist until onboarding is done, then the welcome carrying the
  // next step, then the next step on its own.
  const primary = !onboarded ? (
    <Card className="p-5 sm:p-6">
      <GetStartedChecklist checklist={checklist} />
    </Card>
  ) : !flags.welcomeShown ? (
    <WelcomeBox firstName={firstName} next={step} onGotIt={() => close({ welcomeShown: true })} />
  ) : step?.id === 'assessment' ? (
    <AssessmentCard />
  ) : step?.id === 'account' ? (
    <SaveProgressCard />
  ) : step ? (
    <NextStepCard step={step} />
  ) : null;
  const offered = !flags.welcomeShown || step?.id === 'assessment' || step?.id === 'account' ? step?.id : undefined;

  // The rest, folded until wanted.
  const folded = [
    onboarded && !flags.guidanceBannerDismissed && (
      <GuidanceBanner key="guidance" onDismiss={() => close({ guidanceBannerDismissed: true })} />
    ),
    onboarded && !flags.gettingStartedComplete && (
      <GettingStartedPanel
        key="first-steps"
        checklist={checklist}
        tried={flags.quickStartTried}
        onTry={(item) => update.mutate({ quickStartTried: [item] })}
        onComplete={() => close({ gettingStartedComplete: true })}
      />
    ),
    onboarded && !data.assessmentCompleted && offered !== 'assessment' && <AssessmentCard key="assessment" />,
    isGuest && offered !== 'account' && <SaveProgressCard key="account" />,
  ].filter(Boolean);

  return (
    <div className="space-y-8">
      {(primary || folded.length > 0) && (
        <div className="space-y-4">
          {primary}
          {folded.length > 0 && (
            <FoldedAids count={folded.length} open={aidsOpen} onToggle={() => setAidsOpen((o) => !o)}>
              {folded}
            </FoldedAids>
          )}
        </div>
      )}
      <StatCards stats={stats} />
      <div className="grid gap-6 lg:grid-cols-3">
        <TodaysLearningCard stats={stats} />
        <QuickActionTiles className="lg:col-span-2" />
      </div>
      <SubjectProgressCards subjects={stats.subjectProgress} iconFor={iconFor} />
      <QuickActions />
    </div>
  );
}

/** The next step as the dashboard's one call to action, once the welcome has been read. */
function NextStepCard({ step }: { step: NextStep }) {
  return (
    <CalloutCard
      tone="brand"
      icon={step.id === 'subjects' ? BookOpen : MessageCircleQuestion}
      title={step.title}
      action={
        <AppLink to={step.to} className={buttonClass('primary', 'md', 'w-full shrink-0 sm:w-auto')}>
          {step.action}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </AppLink>
      }
    >
      Your next step: {step.text}
    </CalloutCard>
  );
}
