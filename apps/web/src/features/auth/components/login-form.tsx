import { useState, type FormEvent } from 'react';
import { LoginSchema } from '@brightpath/shared/auth';
import { PRODUCT_NAME } from '@brightpath/shared/config';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/form-errors';
import { storage } from '@/lib/storage';
import { useLogin } from '../api/login';

/** A full navigation after login, so every query starts from the new session. */
const GO_TO_DASHBOARD_MS = 600;

/** Where a learner goes once signed in, when not to the dashboard (a plan chosen first: its checkout). */
export type AfterLogin = { go: () => void };

export function LoginForm({ then }: { then?: AfterLogin } = {}) {
  const [values, setValues] = useState({ login: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const mutation = useLogin();
  const parsed = LoginSchema.safeParse(values);
  const errors = submitted ? fieldErrors(parsed.error) : {};

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!parsed.success || mutation.isPending) return;
    mutation.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        storage.set('userId', String(user.id));
        toast({ title: 'Login successful!', description: `Welcome back to ${PRODUCT_NAME}!` });
        if (then) then.go();
        else setTimeout(() => window.location.assign('/dashboard'), GO_TO_DASHBOARD_MS);
      },
      onError: (err) => {
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: errorMessage(err) ?? (err instanceof Error ? 'Login failed' : 'Please check your credentials.'),
        });
      },
    });
  };

  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Username or Email" error={errors.login}>
        <Input
          name="login"
          autoComplete="username"
          value={values.login}
          onChange={(e) => setValues({ ...values, login: e.target.value })}
        />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
