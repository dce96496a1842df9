import type { Subject } from '@brightpath/shared/subjects';
import { ErrorState, LoadingState } from '../../../components/ui/state-panel';
import { useConversationMessages } from '../api/get-conversation-messages';
import { useConversations } from '../api/get-conversations';
import { ChatConversation } from './chat-conversation';

type Props = { subject: Subject; age: number | null; skill?: string };

/** Loads the learner's latest conversation in the subject (spec 001 section 4: messages are reloaded on entry). */
export function ChatPanel({ subject, age, skill }: Props) {
  const conversations = useConversations(subject.id);
  const latest = conversations.data?.[0];
  const messages = useConversationMessages(latest?.id);

  if (conversations.isPending || (latest && messages.isPending)) {
    return <LoadingState label="Loading your conversation..." showLabel className="flex-1" />;
  }
  if (conversations.isError || messages.isError) {
    const retry = () => void (conversations.isError ? conversations.refetch() : messages.refetch());
    return (
      <div className="flex flex-1 items-center justify-center p-6">
        <ErrorState className="max-w-sm" message="We couldn't load your conversation." onRetry={retry} />
      </div>
    );
  }
  return <ChatConversation subject={subject} age={age} skill={skill} conversationId={latest?.id ?? null} messages={messages.data ?? []} />;
}
