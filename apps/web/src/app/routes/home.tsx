import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, ClipboardCheck, Sparkles, UserRound } from 'lucide-react';
import { useMe } from '@/features/auth/api/get-me';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';

const STEPS = [
  { icon: UserRound, title: 'Account Setup', text: 'Tell us a little about yourself: your age, your goals and how you like to study.' },
  { icon: ClipboardCheck, title: 'AI Assessment', text: 'A short, friendly assessment so your tutor knows where to begin.' },
  { icon: Sparkles, title: 'Start Learning', text: 'Pick your subjects and learn with a patient AI tutor, by text or by voice.' },
];

export default function HomePage() {
  const { data: me } = useMe();
  const navigate = useNavigate();

  // A learner who has finished onboarding goes straight to the dashboard.
  useEffect(() => {
    if (!me?.onboardingComplete) return;
    const t = setTimeout(() => navigate('/dashboard', { replace: true }), 100);
    return () => clearTimeout(t);
  }, [me?.onboardingComplete, navigate]);

  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[480px] bg-gradient-to-b from-brand-100 via-brand-50 to-transparent"
      />
      <section className="mx-auto max-w-4xl px-4 pb-12 pt-16 text-center sm:px-6 sm:pt-24">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
          <Sparkles className="h-4 w-4" aria-hidden /> A personal AI tutor for every age
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-6xl">Welcome to Brightpath</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-700 sm:text-xl">
          Learn anything at your own pace with a tutor that adapts to your age, your goals and the way you like to learn.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <AppLink to="/onboarding" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
            Get Started <ArrowRight className="h-5 w-5" aria-hidden />
          </AppLink>
          <AppLink to="/register" className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
            Create Account
          </AppLink>
        </div>
        <p className="mt-4 text-sm text-ink-700">
          Already have an account?{' '}
          <AppLink to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Sign in
          </AppLink>
        </p>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-5xl px-4 pb-24 sm:px-6">
        <h2 id="how-it-works" className="mb-8 text-center text-2xl font-bold text-ink-900">
          How it works
        </h2>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-line-200 bg-surface p-6 shadow-sm">
              <div className="mb-4 flex items-center gap-3">
                <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-600 text-white">
                  <step.icon className="h-6 w-6" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
              </div>
              <h3 className="text-lg font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-2 text-ink-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
