import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import type { Me } from '@brightpath/shared/auth';
import { ONBOARDING_STEPS } from '@brightpath/shared/profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { firstInvalidStep, missingToast, stepErrors, toProfileInput, type ProfileFormValues } from '../lib/profile-form';
import { useFinishOnboarding } from '../hooks/use-finish-onboarding';
import { InterestsStep } from './interests-step';
import { LearningProfileStep } from './learning-profile-step';
import { PersonalInfoStep } from './personal-info-step';
import { WelcomeStep } from './welcome-step';

const STEPS = [
  { title: 'Welcome to your learning journey', subtitle: "Let's get you set up with a tutor that fits you." },
  { title: 'Tell us about yourself', subtitle: 'Your name and age help us talk to you the right way.' },
  { title: 'How do you like to learn?', subtitle: 'Your tutor will shape explanations around your answers.' },
  { title: 'What interests you?', subtitle: 'Choose subjects and goals so we can suggest where to start.' },
] as const;

type Props = {
  me: Me | null;
  initialValues: ProfileFormValues;
  hasProfile: boolean;
  onAccount: (user: Me) => void;
};

export function OnboardingWizard({ me, initialValues, hasProfile, onAccount }: Props) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(initialValues);
  const [checked, setChecked] = useState<boolean[]>(() => STEPS.map(() => false));
  const { busy, complete, skip } = useFinishOnboarding({ me, hasProfile, onAccount });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Moving between steps puts the focus on the new step's heading, so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const last = step === ONBOARDING_STEPS - 1;
  const errors = checked[step] ? stepErrors(values, step) : {};
  const allValid = firstInvalidStep(values) === null;
  const markChecked = (s: number) => setChecked((c) => c.map((v, i) => (i === s ? true : v)));

  // The step's 'Missing Information' toast, closed as soon as its cause is: the step's fields are filled in, or the
  // learner is on another step.
  const missing = useRef<{ step: number; dismiss: () => void } | null>(null);
  useEffect(() => {
    const shown = missing.current;
    if (shown && (shown.step !== step || Object.keys(stepErrors(values, shown.step)).length === 0)) {
      shown.dismiss();
      missing.current = null;
    }
  }, [values, step]);

  const blockIfInvalid = (s: number) => {
    const errs = stepErrors(values, s);
    if (Object.keys(errs).length === 0) return false;
    markChecked(s);
    const t = missingToast(s, errs);
    if (t) {
      missing.current?.dismiss();
      missing.current = { step: s, dismiss: toast({ variant: 'destructive', ...t }).dismiss };
    }
    return true;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!last) {
      if (!blockIfInvalid(step)) setStep(step + 1);
      return;
    }
    const bad = firstInvalidStep(values);
    if (bad !== null) {
      if (bad !== step) setStep(bad);
      blockIfInvalid(bad);
      return;
    }
    void complete(toProfileInput(values));
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pb-28 pt-8 sm:px-6 sm:py-12">
      <div className="mb-5 space-y-2">
        <div className="flex items-center justify-between text-sm">
          <p className="font-semibold text-brand-700">
            Step {step + 1} of {ONBOARDING_STEPS}
          </p>
          <p className="text-ink-600">Profile setup</p>
        </div>
        <Progress
          value={step + 1}
          max={ONBOARDING_STEPS}
          label="Profile setup progress"
          valueText={`Step ${step + 1} of ${ONBOARDING_STEPS}`}
        />
      </div>

      <Card className="p-5 sm:p-8">
        <form onSubmit={onSubmit} noValidate aria-labelledby="onboarding-title">
          <h1
            id="onboarding-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-ink-900 outline-none sm:text-3xl"
          >
            {STEPS[step].title}
          </h1>
          <p className="mb-6 mt-1.5 text-ink-700">{STEPS[step].subtitle}</p>

          {step === 0 && <WelcomeStep />}
          {step === 1 && <PersonalInfoStep values={values} errors={errors} onChange={(p) => setValues({ ...values, ...p })} />}
          {step === 2 && <LearningProfileStep values={values} errors={errors} onChange={(p) => setValues({ ...values, ...p })} />}
          {step === 3 && <InterestsStep values={values} errors={errors} onChange={(p) => setValues({ ...values, ...p })} />}

          {/* Phones: Back and Skip share a row above a full-width main button; wider screens: one row. */}
          <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-line-200 pt-5">
            <Button variant="secondary" className="whitespace-nowrap" onClick={() => setStep(step - 1)} disabled={step === 0 || busy}>
              <ArrowLeft className="h-4 w-4" aria-hidden /> Back
            </Button>
            <div className="flex-1" />
            {step > 0 && (
              <Button variant="ghost" className="whitespace-nowrap" onClick={() => void skip()} disabled={busy}>
                Skip Setup
              </Button>
            )}
            {last ? (
              <Button
                type="submit"
                aria-disabled={!allValid || busy}
                className="w-full whitespace-nowrap aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto"
              >
                {busy ? 'Saving...' : 'Complete Setup'} <Check className="h-4 w-4" aria-hidden />
              </Button>
            ) : (
              <Button type="submit" className="w-full whitespace-nowrap sm:w-auto">
                Continue <ArrowRight className="h-4 w-4" aria-hidden />
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
