import type { Mutation } from '@tanstack/react-query';

/**
 * Mutation meta that asks the achievement notices to look again once the mutation succeeds. A feature opts in by
 * setting it on its mutation (the study timer's save does); nothing has to import the notices' hook.
 */
export const ACHIEVEMENT_CHECK_META = { checksAchievements: true } as const;

export const checksAchievements = (mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'>) =>
  mutation.meta?.checksAchievements === true;
