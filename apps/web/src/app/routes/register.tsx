import { RegisterForm } from '@/features/auth/components/register-form';
import { AppLink } from '@/components/ui/app-link';
import { AuthCard } from './auth-card';

export default function RegisterPage() {
  return (
    <AuthCard
      title="Create your account"
      subtitle="Save your progress and learn on any device."
      footer={
        <p>
          Already have an account?{' '}
          <AppLink to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </AppLink>
        </p>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
