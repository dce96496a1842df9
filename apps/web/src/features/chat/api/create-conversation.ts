import { useMutation } from '@tanstack/react-query';
import type { Conversation } from '@brightpath/shared/chat';
import { apiJson } from '@/lib/api-client';

/** A new, empty conversation in the subject; its tutoring session starts with the first message. */
export const createConversation = (subjectId: number) => apiJson<Conversation>('POST', '/api/conversations', { subjectId });

export function useCreateConversation() {
  return useMutation({ mutationFn: createConversation });
}
