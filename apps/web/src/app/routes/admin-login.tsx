import { ALPHA_MESSAGES } from '@brightpath/shared/alpha';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { AppLink } from '@/components/ui/app-link';
import { AuthCard } from './auth-card';

/** /admin-login (spec 002): administrators into alpha testing. No credentials are displayed (DESIGN.md decision 3). */
export default function AdminLoginPage() {
  return (
    <AuthCard
      title={ALPHA_MESSAGES.adminLoginTitle}
      subtitle="For Brightpath administrators: sign in to open the alpha testing environment."
      footer={
        <p>
          Learning with Brightpath?{' '}
          <AppLink to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in here
          </AppLink>
        </p>
      }
    >
      <AdminLoginForm />
    </AuthCard>
  );
}
