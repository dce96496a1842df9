import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@brightpath/shared/chat';
import { getQueryFn } from '@/lib/api-client';

/** The messages of one conversation, oldest first; not kept after the chat closes (see get-conversations.ts). */
export const conversationMessagesQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: [`/api/conversations/${conversationId}/messages`],
    queryFn: getQueryFn<ChatMessage[]>({ on401: 'throw' }),
    gcTime: 0,
  });

export function useConversationMessages(conversationId: number | undefined) {
  return useQuery({ ...conversationMessagesQueryOptions(conversationId ?? 0), enabled: conversationId !== undefined });
}
