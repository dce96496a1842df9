import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { ALPHA_MESSAGES } from '@brightpath/shared/alpha';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { useLogin } from '../api/login';

/** A full navigation after sign-in, so every query starts from the administrator's session. */
const GO_TO_ALPHA_TESTING_MS = 600;

/**
 * The admin login (/admin-login, spec 002 sections 2, 5, 6 and 8): the ordinary sign-in route with requireAdmin, so a
 * correct learner login is refused without signing anyone in (the browser keeps the session it had). No credentials
 * are shown anywhere.
 */
export function AdminLoginForm() {
  const [values, setValues] = useState({ username: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useLogin();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending || mutation.isSuccess) return;
    if (!values.username.trim() || !values.password) {
      setProblem(ALPHA_MESSAGES.missingInfo);
      toast({ variant: 'destructive', title: ALPHA_MESSAGES.missingInfoTitle, description: ALPHA_MESSAGES.missingInfo });
      return;
    }
    setProblem(null);
    mutation.mutate(
      { login: values.username.trim(), password: values.password, requireAdmin: true },
      {
        onSuccess: ({ user }) => {
          storage.set('userId', String(user.id));
          toast({ title: ALPHA_MESSAGES.adminGrantedTitle, description: 'Opening alpha testing...' });
          setTimeout(() => window.location.assign('/alpha-testing'), GO_TO_ALPHA_TESTING_MS);
        },
        onError: (err) => {
          const notAdmin = err instanceof ApiRequestError && err.body?.code === 'ADMIN_REQUIRED';
          const message = notAdmin ? ALPHA_MESSAGES.adminRequired : ALPHA_MESSAGES.loginFailed;
          setProblem(message);
          toast({
            variant: 'destructive',
            title: notAdmin ? ALPHA_MESSAGES.accessDeniedTitle : ALPHA_MESSAGES.loginFailedTitle,
            description: message,
          });
        },
      },
    );
  };

  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Username">
        <Input
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(e) => setValues({ ...values, username: e.target.value })}
        />
      </FormField>
      <FormField label="Password">
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
      </FormField>
      {problem && <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{problem}</p>}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <ShieldCheck className="h-5 w-5" aria-hidden /> {busy ? 'Verifying...' : 'Access Alpha Testing'}
      </Button>
    </form>
  );
}
