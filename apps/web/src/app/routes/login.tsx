import { useSearchParams } from 'react-router';
import { PLAN_NAMES } from '@brightpath/shared/plan-names';
import { LoginForm } from '@/features/auth/components/login-form';
import { chosenPlan, continueToCheckout, withPlan } from '@/features/billing/lib/checkout';
import { usePublicConfig } from '@/features/config/api/get-config';
import { AppLink } from '@/components/ui/app-link';
import { returnPath, withReturn } from '@/lib/return-to';
import { AuthCard } from './auth-card';

/**
 * /login; with a paid plan chosen on /pricing (?plan=premium), signing in goes on to that plan's checkout; with a page
 * that asked for an account first (?next=/family/join?token=…), back to it.
 */
export default function LoginPage() {
  // Only the operator of a fresh installation needs this; learners never see it once an administrator exists.
  const setupNeeded = usePublicConfig().data?.setupNeeded === true;
  const [search] = useSearchParams();
  const plan = chosenPlan(search);
  const next = plan ? null : returnPath(search);
  return (
    <AuthCard
      title="Sign in to Brightpath"
      subtitle={
        plan
          ? `Sign in, then go on to pay for the ${PLAN_NAMES[plan]} plan.`
          : next
            ? 'Sign in, then go back to where you were.'
            : 'Welcome back! Pick up where you left off.'
      }
      footer={
        <>
          <p>
            New here?{' '}
            <AppLink
              to={next ? withReturn('/register', next) : withPlan('/register', plan)}
              className="font-semibold text-brand-700 hover:underline"
            >
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
      {/* Signed in, every query starts from the new session: a full navigation, to the payment page, back to the plans, or back to the page that asked. */}
      <LoginForm
        then={
          plan
            ? { go: () => void continueToCheckout(plan, () => window.location.assign('/pricing')) }
            : next
              ? { go: () => window.location.assign(next) }
              : undefined
        }
      />
    </AuthCard>
  );
}
