import { useNavigate, useSearchParams } from 'react-router';
import { PLAN_NAMES } from '@brightpath/shared/plan-names';
import { RegisterForm } from '@/features/auth/components/register-form';
import { CONTINUE_TO_CHECKOUT, chosenPlan, continueToCheckout, withPlan } from '@/features/billing/lib/checkout';
import { AppLink } from '@/components/ui/app-link';
import { AuthCard } from './auth-card';

/** /register; with a paid plan chosen on /pricing (?plan=premium), registering goes on to that plan's checkout. */
export default function RegisterPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const plan = chosenPlan(search);
  return (
    <AuthCard
      title="Create your account"
      subtitle={
        plan ? `Create your account, then go on to pay for the ${PLAN_NAMES[plan]} plan.` : 'Save your progress and learn on any device.'
      }
      footer={
        <p>
          Already have an account?{' '}
          <AppLink to={withPlan('/login', plan)} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </AppLink>
        </p>
      }
    >
      <RegisterForm
        then={
          plan ? { description: CONTINUE_TO_CHECKOUT, go: () => void continueToCheckout(plan, () => void navigate('/pricing')) } : undefined
        }
      />
    </AuthCard>
  );
}
