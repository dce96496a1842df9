import { useRef, useState, type FormEvent } from 'react';
import { Check, Pencil, UserRound, X } from 'lucide-react';
import { AGE_MAX, AGE_MIN } from '@brightpath/shared/age';
import { LEARNING_STYLES } from '@brightpath/shared/profile';
import { joinName, type UserProfile } from '@brightpath/shared/user-profile';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useSaveUserProfile } from '../api/save-user-profile';
import {
  detailsErrors,
  emailRequired,
  errorsFromServer,
  goalOptions,
  toDetailsInput,
  valuesFromRecord,
  type DetailsFormErrors,
  type DetailsFormValues,
} from '../lib/profile-details-form';
import { Fact, NotSet, ProfileCard } from './profile-card';

export const PROFILE_SAVED = { title: 'Profile Updated', description: 'Your personal information has been saved.' } as const;
export const PROFILE_SAVE_FAILED = { title: 'Save Failed', description: 'Could not save your profile. Please try again.' } as const;

const styleLabel = (value: string | null) => LEARNING_STYLES.find((s) => s.value === value)?.label ?? null;

type Props = {
  profile: UserProfile;
  /** After a save: the account's name and details changed too (the header reads them). */
  onSaved?: (profile: UserProfile) => void;
  className?: string;
};

/**
 * Personal Information (spec 002 sections 2 and 4): a view mode, and an edit mode with Save and Cancel. Save splits
 * the name at its first space and is checked with the server's own schema first; Cancel puts back what was saved.
 */
export function PersonalInformationCard({ profile, onSaved, className }: Props) {
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setEditing(false);
    // The Edit button comes back where the form's buttons were: keep the keyboard there.
    requestAnimationFrame(() => editRef.current?.focus());
  };

  return (
    <ProfileCard
      title="Personal Information"
      icon={UserRound}
      className={className}
      aside={
        !editing && (
          <Button ref={editRef} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Button>
        )
      }
    >
      {editing ? (
        <DetailsForm
          profile={profile}
          onDone={(saved) => {
            if (saved) onSaved?.(saved);
            close();
          }}
        />
      ) : (
        <DetailsView profile={profile} />
      )}
    </ProfileCard>
  );
}

function DetailsView({ profile }: { profile: UserProfile }) {
  const name = joinName(profile.firstName, profile.lastName);
  const style = styleLabel(profile.learningStyle);
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Fact label="Name">{name || <NotSet />}</Fact>
      <Fact label="Email">{profile.email || <NotSet />}</Fact>
      <Fact label="Age">{profile.age ?? <NotSet />}</Fact>
      <Fact label="Learning Style">{style ?? <NotSet />}</Fact>
      <Fact label="Learning Goals" className="sm:col-span-2">
        {profile.primaryGoals.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-2">
            {profile.primaryGoals.map((goal) => (
              <li
                key={goal}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200"
              >
                {goal}
              </li>
            ))}
          </ul>
        ) : (
          <NotSet />
        )}
      </Fact>
    </dl>
  );
}

/** The edit mode; `onDone` gets the saved record, or nothing when the edit was cancelled. */
function DetailsForm({ profile, onDone }: { profile: UserProfile; onDone: (saved?: UserProfile) => void }) {
  const [values, setValues] = useState<DetailsFormValues>(() => valuesFromRecord(profile));
  const [errors, setErrors] = useState<DetailsFormErrors>({});
  const save = useSaveUserProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const goals = goalOptions(profile.primaryGoals);
  const set = (patch: Partial<DetailsFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field's message goes once the learner changes that field.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  /** Shows the messages and takes the keyboard to the first field with one. */
  const show = (found: DetailsFormErrors) => {
    setErrors(found);
    const first = (['name', 'email', 'age', 'learningStyle', 'primaryGoals'] as const).find((f) => found[f]);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = detailsErrors(values, emailRequired(profile));
    if (Object.keys(found).length > 0) return show(found);
    save.mutate(toDetailsInput(values), {
      onSuccess: (saved) => {
        toast(PROFILE_SAVED);
        onDone(saved);
      },
      onError: (err) => {
        const fromServer = errorsFromServer(err);
        if (fromServer) show(fromServer);
        else toast({ variant: 'destructive', ...PROFILE_SAVE_FAILED });
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Edit personal information" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name} hint="First name, then last name.">
          <Input
            name="name"
            data-field="name"
            autoComplete="name"
            aria-required
            autoFocus
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </FormField>
        <FormField label="Email" error={errors.email}>
          <Input
            name="email"
            data-field="email"
            type="email"
            autoComplete="email"
            aria-required={emailRequired(profile) || undefined}
            value={values.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </FormField>
        <FormField label="Age" error={errors.age} hint="Leave it empty if you would rather not say.">
          <Input
            name="age"
            data-field="age"
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            value={values.age}
            onChange={(e) => set({ age: e.target.value })}
          />
        </FormField>
        <FormField label="Learning Style" error={errors.learningStyle}>
          <Select
            name="learningStyle"
            data-field="learningStyle"
            value={values.learningStyle}
            onChange={(e) => set({ learningStyle: e.target.value })}
          >
            <option value="">Not set</option>
            {LEARNING_STYLES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>

      <fieldset aria-describedby={errors.primaryGoals ? 'profile-goals-error' : undefined}>
        <legend className="text-sm font-medium text-ink-800">Learning Goals</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {goals.map((goal, i) => (
            <label
              key={goal}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line-200 px-3 py-2 text-sm text-ink-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="checkbox"
                data-field={i === 0 ? 'primaryGoals' : undefined}
                className="h-4 w-4 shrink-0 accent-brand-600 focus:outline-none"
                checked={values.primaryGoals.includes(goal)}
                onChange={(e) =>
                  set({
                    primaryGoals: e.target.checked ? [...values.primaryGoals, goal] : values.primaryGoals.filter((g) => g !== goal),
                  })
                }
              />
              {goal}
            </label>
          ))}
        </div>
        {errors.primaryGoals && (
          <p id="profile-goals-error" className="mt-1.5 text-sm text-red-700" role="alert">
            {errors.primaryGoals}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onDone()} disabled={save.isPending}>
          <X className="h-4 w-4" aria-hidden /> Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <Check className="h-4 w-4" aria-hidden /> {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
