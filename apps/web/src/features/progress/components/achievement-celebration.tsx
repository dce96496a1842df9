import type { MouseEvent } from 'react';
import type { AchievementRarity } from '@brightpath/shared/achievements';
import type { AchievementNotice } from '@brightpath/shared/progress';
import { cn } from '@/lib/cn';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { RARITY_LABEL } from '../lib/format';
import { AchievementBadge, RarityTag } from './achievement-badge';
import './achievement-celebration.css';

export const ACHIEVEMENT_TOAST_TITLE = 'Achievement unlocked!';
/** Where the link goes: the progress page's Achievements tab. */
export const ACHIEVEMENTS_HREF = '/progress?tab=achievements';

const SPARK_TONE: Record<AchievementRarity, string> = {
  common: 'text-emerald-500',
  rare: 'text-sky-500',
  epic: 'text-violet-500',
  legendary: 'text-amber-500',
};

/** What screen readers hear, once, when it shows: one sentence rather than the pieces run together. */
export function celebrationAnnouncement(notice: AchievementNotice, position = 1, of = 1): string {
  const more = of > 1 ? ` (${position} of ${of})` : '';
  return `${ACHIEVEMENT_TOAST_TITLE} ${notice.title}, ${RARITY_LABEL[notice.rarity]}: ${notice.description}.${more}`;
}

type Props = {
  notice: AchievementNotice;
  /** Its place among the achievements unlocked together (1 of 2), shown when there are several. */
  position?: number;
  of?: number;
  /** Follows the link inside the app (the toast lives outside the router); the link's href works without it. */
  onSeeAll?: () => void;
};

/**
 * An achievement just unlocked, shown in a toast (Radix: polite announcement, Escape, the Close button, closes by
 * itself unless pointed at or focused): the badge pops in with a small burst of sparks in its rarity's colour, then
 * the title, what it was for, its rarity and a link to every achievement. With reduced motion nothing moves: no
 * animation class and no sparks.
 */
export function AchievementCelebration({ notice, position = 1, of = 1, onSeeAll }: Props) {
  const reduced = useReducedMotion();
  const seeAll = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSeeAll || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSeeAll();
  };
  return (
    <div
      className="flex items-start gap-3"
      data-radix-toast-announce-exclude=""
      data-radix-toast-announce-alt={celebrationAnnouncement(notice, position, of)}
    >
      <span className="relative grid shrink-0 place-items-center">
        {!reduced && (
          <span aria-hidden className={cn('celebrate-burst pointer-events-none absolute inset-0', SPARK_TONE[notice.rarity])}>
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} />
            ))}
          </span>
        )}
        <AchievementBadge category={notice.category} rarity={notice.rarity} size="lg" className={cn(!reduced && 'celebrate-pop')} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{ACHIEVEMENT_TOAST_TITLE}</p>
        <p className="mt-0.5 text-base font-semibold text-ink-900">{notice.title}</p>
        <p className="mt-0.5 text-sm text-ink-700">{notice.description}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <RarityTag rarity={notice.rarity} />
          <a
            href={ACHIEVEMENTS_HREF}
            onClick={seeAll}
            className="rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            See all achievements
          </a>
        </div>
        {of > 1 && (
          <p className="mt-1.5 text-xs text-ink-600">
            {position} of {of} new achievements
          </p>
        )}
      </div>
    </div>
  );
}
