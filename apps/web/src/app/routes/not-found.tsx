import { Compass } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 grid h-16 w-16 place-items-center rounded-2xl bg-brand-100 text-brand-700">
        <Compass className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="text-3xl font-bold text-ink-900">404 Page Not Found</h1>
      <p className="mt-3 text-ink-700">The page you are looking for does not exist or has moved.</p>
      <AppLink to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to home
      </AppLink>
    </div>
  );
}
