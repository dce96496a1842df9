import { CalendarCheck, Compass, Flag, Lock, MessageCircle, Sparkles, Timer, Trophy, type LucideIcon } from 'lucide-react';
import type { AchievementCategory, AchievementRarity } from '@brightpath/shared/achievements';
import { cn } from '@/lib/cn';
import { RARITY_LABEL } from '../lib/format';

/**
 * The achievements' visual language, shared by the Achievements tab and the unlock celebration: an emblem with the
 * category's icon, coloured by rarity (common emerald, rare sky, epic violet, legendary amber; grey and dashed while
 * locked), and a rarity tag.
 */

const CATEGORY_ICON: Record<AchievementCategory, LucideIcon> = {
  milestone: Flag,
  consistency: CalendarCheck,
  mastery: MessageCircle,
  exploration: Compass,
  time: Timer,
};

const EMBLEM_TONE: Record<AchievementRarity, string> = {
  common: 'bg-gradient-to-br from-emerald-50 to-emerald-200 text-emerald-900 ring-emerald-500',
  rare: 'bg-gradient-to-br from-sky-100 to-sky-300 text-sky-900 ring-sky-500',
  epic: 'bg-gradient-to-br from-violet-100 to-violet-300 text-violet-900 ring-violet-500',
  legendary: 'bg-gradient-to-br from-amber-100 to-amber-300 text-amber-900 ring-amber-500',
};

const TAG_TONE: Record<AchievementRarity, string> = {
  common: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rare: 'bg-sky-50 text-sky-800 ring-sky-200',
  epic: 'bg-violet-50 text-violet-800 ring-violet-200',
  legendary: 'bg-amber-50 text-amber-800 ring-amber-300',
};

const SIZE = { md: 'h-11 w-11 ring-2 [&>svg]:h-5 [&>svg]:w-5', lg: 'h-14 w-14 ring-[3px] [&>svg]:h-7 [&>svg]:w-7' } as const;

type BadgeProps = {
  category: AchievementCategory;
  rarity: AchievementRarity;
  /** Unlocked: in its rarity's colours. Not yet: grey, with its icon while under way and a lock before it starts. */
  state?: 'unlocked' | 'progress' | 'locked';
  size?: keyof typeof SIZE;
  className?: string;
};

/** The emblem alone, hidden from screen readers: the title beside it and the rarity tag say what it shows. */
export function AchievementBadge({ category, rarity, state = 'unlocked', size = 'md', className }: BadgeProps) {
  // A trophy if a category is unknown (a notice from a server older than this page, which sent none).
  const Icon = state === 'locked' ? Lock : (CATEGORY_ICON[category] ?? Trophy);
  const unlocked = state === 'unlocked';
  return (
    <span
      aria-hidden
      data-rarity={unlocked ? rarity : undefined}
      className={cn(
        'grid shrink-0 place-items-center rounded-full shadow-sm ring-inset',
        SIZE[size],
        unlocked ? EMBLEM_TONE[rarity] : 'border border-dashed border-line-300 bg-surface-50 text-ink-400 shadow-none ring-0',
        className,
      )}
    >
      <Icon />
    </span>
  );
}

/** 'Common', 'Rare', 'Epic' or 'Legendary', read as 'Rarity: Rare'. */
export function RarityTag({ rarity }: { rarity: AchievementRarity }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', TAG_TONE[rarity])}
    >
      <Sparkles className="h-3 w-3" aria-hidden />
      <span className="sr-only">Rarity: </span>
      {RARITY_LABEL[rarity]}
    </span>
  );
}
