import { ClipboardCheck, MessageCircle, TrendingUp, type LucideIcon } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';

type QuickLink = { to: string; title: string; description: string; icon: LucideIcon };

/** The quick buttons (spec 002 section 2): to /progress, /chat and /questionnaire. */
export function ProfileQuickLinks({ assessmentCompleted, hasSessions }: { assessmentCompleted: boolean; hasSessions: boolean }) {
  const links: QuickLink[] = [
    { to: '/progress', title: 'View Progress', description: 'Your sessions, time and achievements', icon: TrendingUp },
    {
      to: '/chat',
      title: hasSessions ? 'Continue Learning' : 'Start Learning',
      description: 'Study with your AI tutor',
      icon: MessageCircle,
    },
    {
      to: '/questionnaire',
      title: assessmentCompleted ? 'Retake Assessment' : 'Take Assessment',
      description: 'Tell the tutor how you like to learn',
      icon: ClipboardCheck,
    },
  ];
  return (
    <section aria-labelledby="profile-quick-links-heading">
      <h2 id="profile-quick-links-heading" className="text-xl font-semibold text-ink-900">
        Quick Links
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {links.map(({ to, title, description, icon: Icon }) => (
          <li key={to} className="flex">
            <AppLink
              to={to}
              className="group flex w-full items-center gap-3 rounded-2xl border border-line-200 bg-surface p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span
                className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white"
                aria-hidden
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink-900">{title}</span>
                <span className="block text-sm text-ink-600">{description}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
