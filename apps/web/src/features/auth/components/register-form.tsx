import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { RegisterFormSchema } from '@brightpath/shared/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/form-errors';
import { storage } from '@/lib/storage';
import { useRegister } from '../api/register';

const GO_TO_ONBOARDING_MS = 1000;

/** Where a learner goes once registered, when not to set-up or the dashboard (a plan chosen first: its checkout). */
export type AfterRegister = { description: string; go: () => void };

export function RegisterForm({ then }: { then?: AfterRegister } = {}) {
  const [values, setValues] = useState({ username: '', email: '', password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const mutation = useRegister();
  const navigate = useNavigate();
  const parsed = RegisterFormSchema.safeParse(values);
  const errors = submitted ? fieldErrors(parsed.error) : {};
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.target.value });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!parsed.success || mutation.isPending) return;
    const { confirmPassword: _never, ...payload } = parsed.data;
    mutation.mutate(payload, {
      onSuccess: ({ user }) => {
        storage.set('userId', String(user.id));
        if (then) {
          toast({ title: 'Account created successfully!', description: then.description });
          then.go();
          return;
        }
        // A guest who already set up a profile keeps it (the account is converted in place): home, not Step 1 again.
        if (user.onboardingComplete) {
          toast({ title: 'Account created successfully!', description: 'Everything you did as a guest is kept.' });
          setTimeout(() => void navigate('/dashboard'), GO_TO_ONBOARDING_MS);
          return;
        }
        toast({ title: 'Account created successfully!', description: 'Redirecting to complete your profile setup...' });
        setTimeout(() => navigate('/onboarding'), GO_TO_ONBOARDING_MS);
      },
      onError: (err) => {
        toast({
          variant: 'destructive',
          title: 'Registration failed',
          description: errorMessage(err) ?? (err instanceof Error ? 'Registration failed' : 'Please try again.'),
        });
      },
    });
  };

  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Username" error={errors.username} hint="3 to 30 letters, numbers, dots, hyphens or underscores">
        <Input name="username" autoComplete="username" value={values.username} onChange={set('username')} />
      </FormField>
      <FormField label="Email" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
      </FormField>
      <FormField label="Password" error={errors.password} hint="At least 8 characters">
        <Input name="password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword}>
        <Input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
