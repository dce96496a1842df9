import { useNavigate, useSearchParams } from 'react-router';
import { PLAN_NAMES } from '@brightpath/shared/plan-names';
import { RegisterForm } from '@/features/auth/components/register-form';
import { CONTINUE_TO_CHECKOUT, chosenPlan, continueToCheckout, withPlan } from '@/features/billing/lib/checkout';
import { AppLink } from '@/components/ui/app-link';
import { returnPath, withReturn } from '@/lib/return-to';
import { AuthCard } from './auth-card';

export const GOING_BACK = 'Taking you back to where you were...';

/**
 * /register; with a paid plan chosen on /pricing (?plan=premium), registering goes on to that plan's checkout; with a
 * page that asked for an account first (?next=/family/join?token=…), back to it.
 */
export default function RegisterPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const plan = chosenPlan(search);
  const next = plan ? null : returnPath(search);
  return (
    <AuthCard
      title="Create your account"
      subtitle={
        plan
          ? `Create your account, then go on to pay for the ${PLAN_NAMES[plan]} plan.`
          : next
            ? 'Create your account, then go back to where you were.'
            : 'Save your progress and learn on any device.'
      }
      footer={
        <p>
          Already have an account?{' '}
          <AppLink
            to={next ? withReturn('/login', next) : withPlan('/login', plan)}
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign in
          </AppLink>
        </p>
      }
    >
      <RegisterForm
        then={
          plan
            ? { description: CONTINUE_TO_CHECKOUT, go: () => void continueToCheckout(plan, () => void navigate('/pricing')) }
            : next
              ? { description: GOING_BACK, go: () => void navigate(next) }
              : undefined
        }
      />
    </AuthCard>
  );
}
