import type { ProfileFormErrors, ProfileFormValues } from '../lib/profile-form';

export type StepProps = {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  onChange: (patch: Partial<ProfileFormValues>) => void;
};
