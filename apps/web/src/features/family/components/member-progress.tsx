import { Award, CalendarClock, Flame, GraduationCap, ShieldAlert } from 'lucide-react';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useMemberProgress } from '../api/get-member-progress';
import { FAMILY_COPY, formatMoment } from '../lib/family-copy';
import { safetyLabel } from '../lib/safety-labels';

const COPY = FAMILY_COPY.progress;

/** A member's progress summary as the owner sees it: figures, subjects, achievements and, under 13, safety alerts. */
export function MemberProgress({ userId }: { userId: number }) {
  const progress = useMemberProgress(userId, true);
  if (progress.isError) return <ErrorState className="mt-4" message={COPY.failed} onRetry={() => void progress.refetch()} />;
  if (!progress.data) return <LoadingState className="min-h-24" label={COPY.loading} />;
  const p = progress.data;
  return (
    <div className="mt-4 space-y-4 rounded-xl bg-surface-100 p-4">
      <dl className="grid grid-cols-2 gap-3">
        <Figure icon={GraduationCap} label={COPY.sessions} value={p.sessions} />
        <Figure icon={Flame} label={COPY.streak} value={p.streak} />
      </dl>
      <Chips title={COPY.subjects} items={p.subjects} none={COPY.noSubjects} />
      <Chips title={COPY.achievements} items={p.achievements} none={COPY.noAchievements} icon={Award} />
      {p.safetyEvents && (
        <section aria-label={COPY.safetyTitle}>
          <h4 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <ShieldAlert className="h-4 w-4 text-amber-700" aria-hidden /> {COPY.safetyTitle}
          </h4>
          <p className="mt-1 text-xs text-ink-600">{COPY.safetyNote}</p>
          {p.safetyEvents.length === 0 ? (
            <p className="mt-2 text-sm text-ink-700">{COPY.noSafety}</p>
          ) : (
            <ul className="mt-2 space-y-1">
              {p.safetyEvents.map((e, i) => (
                <li key={`${e.at}-${i}`} className="flex flex-wrap items-center gap-x-3 text-sm text-ink-800">
                  <span className="font-medium">{safetyLabel(e.category)}</span>
                  <span className="inline-flex items-center gap-1 text-ink-600">
                    <CalendarClock className="h-3.5 w-3.5" aria-hidden />
                    <time dateTime={e.at}>{formatMoment(e.at)}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <p className="text-xs text-ink-600">{COPY.privacy}</p>
    </div>
  );
}

function Figure({ icon: Icon, label, value }: { icon: typeof Flame; label: string; value: number }) {
  return (
    <div className="rounded-lg bg-surface p-3">
      <dt className="flex items-center gap-2 text-xs font-medium text-ink-600">
        <Icon className="h-4 w-4 text-brand-600" aria-hidden /> {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-ink-900">{value}</dd>
    </div>
  );
}

function Chips({ title, items, none, icon: Icon }: { title: string; items: string[]; none: string; icon?: typeof Award }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink-900">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">{none}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-surface px-3 py-1 text-sm text-ink-800 ring-1 ring-line-200"
            >
              {Icon && <Icon className="h-3.5 w-3.5 text-amber-600" aria-hidden />}
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
