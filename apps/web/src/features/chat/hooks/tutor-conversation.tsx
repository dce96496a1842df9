import { createContext, useContext, type ReactNode } from 'react';
import type { Subject } from '@brightpath/shared/subjects';
import { useConversationMessages } from '../api/get-conversation-messages';
import { useConversations } from '../api/get-conversations';
import { useTutorChat } from './use-tutor-chat';

export type TutorChatState = ReturnType<typeof useTutorChat>;

/** The learner's latest conversation in the subject, as the Chat and Voice tabs share it. */
export type TutorConversation =
  { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'ready'; chat: TutorChatState; conversationId: number | null };

const ConversationContext = createContext<TutorConversation | null>(null);

type Props = { subject: Subject; age: number | null; skill?: string; children: ReactNode };

/**
 * Loads the learner's latest conversation in the subject (spec 001 section 4: messages are reloaded on entry) and
 * holds it for both tabs: a question asked by voice appears in the Chat tab, and the Voice tab continues the
 * conversation typed in the Chat tab.
 */
export function TutorConversationProvider({ subject, age, skill, children }: Props) {
  const conversations = useConversations(subject.id);
  const latest = conversations.data?.[0];
  const messages = useConversationMessages(latest?.id);

  if (conversations.isPending || (latest && messages.isPending)) {
    return <ConversationContext.Provider value={{ state: 'loading' }}>{children}</ConversationContext.Provider>;
  }
  if (conversations.isError || messages.isError) {
    const retry = () => void (conversations.isError ? conversations.refetch() : messages.refetch());
    return <ConversationContext.Provider value={{ state: 'error', retry }}>{children}</ConversationContext.Provider>;
  }
  return (
    <ReadyConversation subjectId={subject.id} age={age} skill={skill} conversationId={latest?.id ?? null} messages={messages.data ?? []}>
      {children}
    </ReadyConversation>
  );
}

function ReadyConversation({ children, ...options }: Parameters<typeof useTutorChat>[0] & { children: ReactNode }) {
  const chat = useTutorChat(options);
  return (
    <ConversationContext.Provider value={{ state: 'ready', chat, conversationId: options.conversationId }}>
      {children}
    </ConversationContext.Provider>
  );
}

export function useTutorConversation(): TutorConversation {
  const value = useContext(ConversationContext);
  if (!value) throw new Error('useTutorConversation needs a TutorConversationProvider');
  return value;
}
