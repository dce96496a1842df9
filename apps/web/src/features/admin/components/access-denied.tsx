import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { ADMIN_MESSAGES } from '@brightpath/shared/admin';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** Spec 002 section 9: the admin-denied redirect waits 2 seconds. */
export const DENIED_REDIRECT_MS = 2000;

/**
 * The Access Denied page (spec 002 sections 6 and 8): the toast (or, when the check itself failed, 'Access Check
 * Failed'), the full-page message with Return to Dashboard, and /dashboard after 2 seconds.
 */
export function AccessDenied({ checkFailed = false }: { checkFailed?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast(
      checkFailed
        ? { variant: 'destructive', title: ADMIN_MESSAGES.checkFailedTitle, description: ADMIN_MESSAGES.checkFailed }
        : { variant: 'destructive', title: ADMIN_MESSAGES.deniedTitle, description: ADMIN_MESSAGES.deniedToast },
    );
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [checkFailed, navigate]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-12 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-2xl bg-red-100 text-red-800" aria-hidden>
        <ShieldAlert className="h-7 w-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{ADMIN_MESSAGES.deniedTitle}</h1>
      <p className="mt-3 text-ink-700">{ADMIN_MESSAGES.deniedPage}</p>
      <AppLink to="/dashboard" className={buttonClass('primary', 'lg', 'mt-8 w-full sm:w-auto')}>
        {ADMIN_MESSAGES.returnToDashboard}
      </AppLink>
    </div>
  );
}
