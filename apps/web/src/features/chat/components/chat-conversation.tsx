import { useEffect, useRef, useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import type { Subject } from '@brightpath/shared/subjects';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useCreateConversation } from '../api/create-conversation';
import type { TutorChatState } from '../hooks/tutor-conversation';
import { ChatComposer } from './chat-composer';
import { ConversationStarters } from './conversation-starters';
import { MessageList } from './message-list';

type Props = {
  subject: Subject;
  age: number | null;
  /** The conversation, shared with the Voice tab (TutorConversationProvider). */
  chat: TutorChatState;
  /** Words put in the message box from elsewhere on the page (the Structured tab's prompts); each new id applies again. */
  prefill?: ChatPrefill | null;
};

export type ChatPrefill = { text: string; id: number };

/** Chat mode: the messages (or the starters), the message box, and the announcement of each finished reply. */
export function ChatConversation({ subject, age, chat, prefill }: Props) {
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const prefilled = useRef<number | null>(null);
  useEffect(() => {
    if (!prefill || prefilled.current === prefill.id) return;
    prefilled.current = prefill.id;
    setInput(prefill.text);
    inputRef.current?.focus();
  }, [prefill]);
  const create = useCreateConversation();

  const send = (text: string) => {
    if (chat.send(text)) {
      setInput('');
      inputRef.current?.focus();
    }
  };

  const surprise = (text: string) => {
    setInput(text);
    inputRef.current?.focus();
  };

  const newConversation = () => {
    if (chat.isPending || create.isPending) return;
    create.mutate(subject.id, {
      onSuccess: (conversation) => {
        chat.startConversation(conversation.id);
        inputRef.current?.focus();
      },
      onError: (err) => {
        console.error('Starting a conversation failed', err);
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to start tutoring session' });
      },
    });
  };

  const empty = chat.items.length === 0 && !chat.pending;
  return (
    <>
      <MessageList
        items={chat.items}
        pending={chat.pending}
        label={`Conversation with your ${subject.name} tutor`}
        empty={<ConversationStarters subjectName={subject.name} age={age} onPick={send} onSurprise={surprise} disabled={chat.isPending} />}
      />
      <div className="shrink-0 border-t border-slate-200 bg-slate-50/95 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2.5">
        {/* Phones and tablets: room on the right for the floating help button. */}
        <div className="mx-auto w-full max-w-3xl pl-3 pr-[5rem] sm:pl-6 sm:pr-[5.5rem] lg:pr-6">
          <ChatComposer
            ref={inputRef}
            value={input}
            onChange={setInput}
            onSend={() => send(input)}
            pending={chat.isPending}
            placeholder="Ask your tutor..."
            actions={
              !empty && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-7 shrink-0 px-2 text-xs"
                  onClick={newConversation}
                  aria-disabled={chat.isPending || create.isPending}
                >
                  <MessageSquarePlus className="h-4 w-4" aria-hidden /> New conversation
                </Button>
              )
            }
          />
        </div>
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </div>
    </>
  );
}
