import { AppLink } from '@/components/ui/app-link';
import { QUICK_ACTIONS } from '../lib/quick-actions';

/** The six quick actions, each leading to its screen. */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-xl font-semibold text-ink-900">
        Quick Actions
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {QUICK_ACTIONS.map((action, i) => {
          const Icon = action.icon;
          const descId = `quick-action-${i}-desc`;
          return (
            <li key={action.title} className="flex">
              <AppLink
                to={action.to}
                aria-label={action.title}
                aria-describedby={descId}
                className="group flex w-full flex-col items-center rounded-2xl border border-line-200 bg-surface p-4 text-center shadow-sm transition-colors hover:border-brand-300 lg:px-3 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span
                  className="grid h-11 w-11 place-items-center rounded-xl bg-brand-100 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white"
                  aria-hidden
                >
                  <Icon className="h-5 w-5" />
                </span>
                <span className="mt-3 text-sm font-semibold text-ink-900">{action.title}</span>
                <span id={descId} className="mt-0.5 text-xs text-ink-600">
                  {action.description}
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
