import { MessageCircle, Settings, TrendingUp } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';

const ACTIONS = [
  { to: '/chat', title: 'Start Learning', description: 'Open the AI tutor and carry on.', icon: MessageCircle },
  { to: '/progress', title: 'View Progress', description: 'Your sessions, streak and achievements.', icon: TrendingUp },
  { to: '/settings', title: 'Settings', description: 'Notifications, voice, appearance and your data.', icon: Settings },
] as const;

/** Quick Actions (spec 002 section 2): the tutor, the progress page and the settings. */
export function QuickActions() {
  return (
    <section aria-labelledby="subscription-quick-actions">
      <h2 id="subscription-quick-actions" className="text-xl font-semibold text-ink-900">
        Quick Actions
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {ACTIONS.map(({ to, title, description, icon: Icon }) => (
          <li key={to} className="flex">
            <AppLink
              to={to}
              className="flex w-full items-start gap-3 rounded-2xl border border-line-200 bg-surface p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700" aria-hidden>
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink-900">{title}</span>
                <span className="mt-0.5 block text-sm text-ink-600">{description}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
