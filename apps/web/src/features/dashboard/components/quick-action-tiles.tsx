import { Clock } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/lib/cn';
import { QUICK_ACTION_TILES } from '../lib/quick-actions';

/** The quick action tiles: ways to learn, each with about how long it takes. */
export function QuickActionTiles({ className }: { className?: string }) {
  return (
    <section aria-labelledby="quick-tiles-heading" className={className}>
      <h2 id="quick-tiles-heading" className="text-xl font-semibold text-ink-900">
        Start a Session
      </h2>
      <p className="mt-1 text-sm text-ink-600">Pick what fits the time you have.</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {QUICK_ACTION_TILES.map((tile, i) => {
          const Icon = tile.icon;
          const descId = `quick-tile-${i}-desc`;
          const timeId = `quick-tile-${i}-time`;
          return (
            <li key={tile.title} className="flex">
              <AppLink
                to={tile.to}
                aria-label={tile.title}
                aria-describedby={`${descId} ${timeId}`}
                className={cn(
                  'group flex w-full items-start gap-3 rounded-2xl border border-line-200 bg-surface p-4 shadow-sm transition-colors',
                  'hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                )}
              >
                <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700" aria-hidden>
                  <Icon className="h-5 w-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900">{tile.title}</span>
                  <span id={descId} className="mt-0.5 block text-sm text-ink-600">
                    {tile.description}
                  </span>
                  <span
                    id={timeId}
                    className="mt-2 inline-flex items-center gap-1 rounded-full bg-surface-100 px-2 py-0.5 text-xs font-medium text-ink-700"
                  >
                    <Clock className="h-3.5 w-3.5" aria-hidden />
                    {tile.minutes} minutes
                  </span>
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
