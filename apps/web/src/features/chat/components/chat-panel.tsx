import { RefreshCw } from 'lucide-react';
import type { Subject } from '@brightpath/shared/subjects';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
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
    return <Spinner label="Loading your conversation..." showLabel className="flex-1" />;
  }
  if (conversations.isError || messages.isError) {
    const retry = () => void (conversations.isError ? conversations.refetch() : messages.refetch());
    return (
      <div className="flex flex-1 items-center justify-center p-6">
        <div className="max-w-sm rounded-2xl border border-red-200 bg-red-50 p-6 text-center" role="alert">
          <p className="font-medium text-red-800">We couldn&apos;t load your conversation.</p>
          <Button variant="secondary" className="mt-4" onClick={retry}>
            <RefreshCw className="h-4 w-4" aria-hidden /> Try again
          </Button>
        </div>
      </div>
    );
  }
  return <ChatConversation subject={subject} age={age} skill={skill} conversationId={latest?.id ?? null} messages={messages.data ?? []} />;
}
