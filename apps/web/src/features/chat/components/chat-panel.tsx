import type { Subject } from '@brightpath/shared/subjects';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useTutorConversation } from '../hooks/tutor-conversation';
import { ChatConversation, type ChatAudio, type ChatPrefill } from './chat-conversation';

type Props = { subject: Subject; age: number | null; prefill?: ChatPrefill | null; audio?: ChatAudio };

/** Chat mode: the shared conversation (TutorConversationProvider) while it loads, when it fails, and when it is ready. */
export function ChatPanel({ subject, age, prefill, audio }: Props) {
  const conversation = useTutorConversation();
  if (conversation.state === 'loading') return <LoadingState label="Loading your conversation..." showLabel className="flex-1" />;
  if (conversation.state === 'error') return <ConversationError onRetry={conversation.retry} />;
  return <ChatConversation subject={subject} age={age} chat={conversation.chat} prefill={prefill} audio={audio} />;
}

export function ConversationError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-1 items-center justify-center p-6">
      <ErrorState className="max-w-sm" message="We couldn't load your conversation." onRetry={onRetry} />
    </div>
  );
}
