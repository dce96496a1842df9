import type { Mutation } from '@tanstack/react-query';

/**
 * Mutation meta that asks the achievement notices to look again once the mutation succeeds. A feature opts in by
 * setting it on its mutation (the study timer's save does); nothing has to import the notices' hook.
 */
export const ACHIEVEMENT_CHECK_META = { checksAchievements: true } as const;

export const checksAchievements = (mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'>) =>
  mutation.meta?.checksAchievements === true;

const requests = new Set<() => void>();

/**
 * Something that may have unlocked an achievement happened outside a mutation (a tutor reply, which streams):
 * the achievement notices look again. Shared here because features do not import each other.
 */
export function requestAchievementCheck() {
  for (const listener of requests) listener();
}

export function onAchievementCheckRequest(listener: () => void): () => void {
  requests.add(listener);
  return () => requests.delete(listener);
}
