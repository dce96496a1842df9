import { CHAT_LIMITS } from '@brightpath/shared/chat';
import { STARTER_FILTERS, type Starter, type StarterFilter } from '@brightpath/shared/chat-starters';

/**
 * Choosing which conversation starters to show (spec 001 sections 2 and 9). The starters themselves,
 * their wording by age and the subject extras live in @brightpath/shared/chat-starters, where the
 * server's tests check that the tutor answers every one of them.
 */
export {
  STARTER_FILTER_LABEL,
  STARTER_FILTERS,
  starterPool,
  starterWording,
  type Starter,
  type StarterCategory,
  type StarterFilter,
  type StarterWording,
} from '@brightpath/shared/chat-starters';

export function filterStarters(pool: Starter[], filter: StarterFilter): Starter[] {
  return filter === 'all' ? pool : pool.filter((s) => s.category === filter);
}

/**
 * The starters to show. One category: its starters in pool order. All: taken in turn from each category,
 * so the few shown cover questions, topics, practice and help.
 */
export function pickStarters(pool: Starter[], filter: StarterFilter, max: number = CHAT_LIMITS.startersShown): Starter[] {
  if (filter !== 'all') return filterStarters(pool, filter).slice(0, max);
  const queues = STARTER_FILTERS.filter((f) => f !== 'all').map((c) => pool.filter((s) => s.category === c));
  const out: Starter[] = [];
  for (let round = 0; out.length < max && queues.some((q) => q.length > round); round++) {
    for (const q of queues) if (round < q.length && out.length < max) out.push(q[round]);
  }
  return out;
}

/** 'Surprise me': any starter of the current category (not only those shown). */
export function surpriseStarter(pool: Starter[], filter: StarterFilter, random: () => number = Math.random): Starter | undefined {
  const candidates = filterStarters(pool, filter);
  if (candidates.length === 0) return undefined;
  return candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))];
}
