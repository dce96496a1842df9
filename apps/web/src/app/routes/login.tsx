import { LoginForm } from '@/features/auth/components/login-form';
import { usePublicConfig } from '@/features/config/api/get-config';
import { AppLink } from '@/components/ui/app-link';
import { AuthCard } from './auth-card';

export default function LoginPage() {
  // Only the operator of a fresh installation needs this; learners never see it once an administrator exists.
  const setupNeeded = usePublicConfig().data?.setupNeeded === true;
  return (
    <AuthCard
      title="Sign in to Brightpath"
      subtitle="Welcome back! Pick up where you left off."
      footer={
        <>
          <p>
            New here?{' '}
            <AppLink to="/register" className="font-semibold text-brand-700 hover:underline">
              Create an account
            </AppLink>
          </p>
          {setupNeeded && (
            <p className="mt-4 rounded-lg bg-surface-100 p-3 text-left text-xs text-ink-700">
              <strong className="font-semibold">Running your own Brightpath?</strong> Create the first administrator on the server with{' '}
              <code className="rounded bg-surface px-1">npm run admin:create -- --username &lt;name&gt;</code>, or set ADMIN_USERNAME and
              ADMIN_PASSWORD before the first start.
            </p>
          )}
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
