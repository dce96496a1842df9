import type { OnboardingErrors, OnboardingValues } from '../lib/onboarding-form';

export type StepProps = {
  values: OnboardingValues;
  errors: OnboardingErrors;
  onChange: (patch: Partial<OnboardingValues>) => void;
};
