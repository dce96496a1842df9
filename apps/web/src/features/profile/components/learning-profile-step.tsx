import { RadioGroup } from 'radix-ui';
import { Ear, Eye, Hand } from 'lucide-react';
import { EDUCATION_LEVELS, LEARNING_STYLES, STUDY_TIMES } from '@brightpath/shared/profile';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { StepSection } from './step-section';
import type { StepProps } from './step-props';

const STYLE_ICONS = { visual: Eye, auditory: Ear, kinesthetic: Hand } as const;

/** A select's choices, after the empty one that asks for a choice. */
function Options({ placeholder, options }: { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

export function LearningProfileStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="space-y-6">
      <FormField label="Education level" error={errors.educationLevel}>
        <Select
          name="educationLevel"
          aria-required
          value={values.educationLevel}
          onChange={(e) => onChange({ educationLevel: e.target.value })}
        >
          <Options placeholder="Select your education level" options={EDUCATION_LEVELS} />
        </Select>
      </FormField>

      <StepSection
        id="learning-style"
        title="Learning style"
        hint="How do you like new ideas to be explained?"
        error={errors.learningStyle}
      >
        {({ labelledBy, describedBy, invalid }) => (
          <RadioGroup.Root
            value={values.learningStyle}
            onValueChange={(learningStyle) => onChange({ learningStyle })}
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required
            className="grid gap-3 sm:grid-cols-3"
          >
            {LEARNING_STYLES.map((s) => {
              const Icon = STYLE_ICONS[s.value];
              return (
                <RadioGroup.Item
                  key={s.value}
                  value={s.value}
                  aria-labelledby={`style-${s.value}-label`}
                  aria-describedby={`style-${s.value}-desc`}
                  className="group relative flex items-start gap-3 rounded-xl border-2 border-line-200 bg-surface p-4 pr-12 text-left transition-colors hover:border-brand-200 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 sm:flex-col sm:gap-2 sm:pr-4"
                >
                  <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700 group-data-[state=checked]:bg-brand-600 group-data-[state=checked]:text-white">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span
                    className="absolute right-4 top-4 grid h-5 w-5 place-items-center rounded-full border-2 border-line-300 group-data-[state=checked]:border-brand-600"
                    aria-hidden
                  >
                    <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span id={`style-${s.value}-label`} className="block font-semibold text-ink-900">
                      {s.label}
                    </span>
                    <span id={`style-${s.value}-desc`} className="mt-0.5 block text-sm text-ink-600">
                      {s.description}
                    </span>
                  </span>
                </RadioGroup.Item>
              );
            })}
          </RadioGroup.Root>
        )}
      </StepSection>

      <FormField label="Study time and session length (optional)" error={errors.studyTime}>
        <Select name="studyTime" value={values.studyTime} onChange={(e) => onChange({ studyTime: e.target.value })}>
          <Options placeholder="Select a study time" options={STUDY_TIMES} />
        </Select>
      </FormField>
    </div>
  );
}
