import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssistantSuggestionsSchema, type AssistantSuggestions } from '@brightpath/shared/assistant';
import { apiJson } from '@/lib/api-client';
import type { PageContext } from '../lib/page-context';

export function suggestionsUrl({ currentPage, subjectId, topic }: PageContext) {
  const query = new URLSearchParams({ currentPage });
  if (subjectId !== undefined) query.set('subjectId', String(subjectId));
  if (topic) query.set('topic', topic);
  return `/api/ai-assistant/suggestions?${query.toString()}`;
}

/** GET /api/ai-assistant/suggestions: at most 4 smart suggestions for the page, most relevant first. */
export const getSuggestions = async (page: PageContext): Promise<AssistantSuggestions> =>
  AssistantSuggestionsSchema.parse(await apiJson<unknown>('GET', suggestionsUrl(page)));

/**
 * One cache entry per page, subject and topic, so moving to another page asks again. They follow the learner's
 * progress, so a page seen a few minutes ago is asked again too.
 */
export const suggestionsQueryOptions = (page: PageContext) =>
  queryOptions({ queryKey: [suggestionsUrl(page)], queryFn: () => getSuggestions(page), staleTime: 5 * 60_000 });

export function useSuggestions(page: PageContext, enabled: boolean) {
  return useQuery({ ...suggestionsQueryOptions(page), enabled });
}
