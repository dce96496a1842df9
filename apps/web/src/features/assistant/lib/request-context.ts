import type { QueryClient } from '@tanstack/react-query';
import type { AssistantContext } from '@brightpath/shared/assistant';
import { cachedProgress, cachedSubjectName } from './cached-context';
import { recentHistory, type AssistantTurn } from './conversation';
import type { PageContext } from './page-context';

/**
 * The context sent with a question (spec 001 section 3 "Assistant request context"): the page, its subject and
 * topic, the progress already on screen elsewhere, and the last 5 turns before this question.
 */
export function requestContext(page: PageContext, turns: readonly AssistantTurn[], client: QueryClient): AssistantContext {
  const context: AssistantContext = { currentPage: page.currentPage, conversationHistory: recentHistory(turns) };
  if (page.subjectId !== undefined) {
    context.subjectId = page.subjectId;
    const name = cachedSubjectName(client, page.subjectId);
    if (name) context.currentSubject = name;
  }
  if (page.topic) context.topic = page.topic;
  const progress = cachedProgress(client, page.subjectId);
  if (progress) context.userProgress = progress;
  return context;
}
