import { AGE_MAX, AGE_MIN } from '@brightpath/shared/age';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { StepProps } from './step-props';

export function PersonalInfoStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="First name" error={errors.firstName}>
        <Input
          name="firstName"
          autoComplete="given-name"
          aria-required
          value={values.firstName}
          onChange={(e) => onChange({ firstName: e.target.value })}
        />
      </FormField>
      <FormField label="Last name (optional)" error={errors.lastName}>
        <Input
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => onChange({ lastName: e.target.value })}
        />
      </FormField>
      <FormField label="Age" error={errors.age} hint="We use it to pick the right questions and reading level.">
        <Input
          name="age"
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          aria-required
          value={values.age}
          onChange={(e) => onChange({ age: e.target.value })}
        />
      </FormField>
      <FormField label="Email (optional)" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => onChange({ email: e.target.value })} />
      </FormField>
    </div>
  );
}
