import { useEffect, useRef, useState } from 'react';
import { MessageSquarePlus, VolumeX } from 'lucide-react';
import type { Subject } from '@brightpath/shared/subjects';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useCreateConversation } from '../api/create-conversation';
import { useVoicePreference } from '../api/speech';
import { useReadAloud } from '../hooks/use-read-aloud';
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
  /** The learner's audio settings: replies read aloud (Voice Responses), and at what volume (0 to 1). */
  audio?: ChatAudio;
};

export type ChatAudio = { readAloud: boolean; volume: number };

export type ChatPrefill = { text: string; id: number };

/** Chat mode: the messages (or the starters), the message box, and the announcement of each finished reply. */
export function ChatConversation({ subject, age, chat, prefill, audio = { readAloud: false, volume: 1 } }: Props) {
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
  const { voice } = useVoicePreference(audio.readAloud);
  const reader = useReadAloud({ enabled: audio.readAloud, voice, volume: audio.volume });

  const send = (text: string) => {
    if (chat.isPending || !text.trim()) return;
    if (chat.send(text, reader.listener())) {
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
        reader.stop();
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
      <div className="shrink-0 border-t border-line-200 bg-surface-50/95 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2.5">
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
              (reader.speaking || !empty) && (
                <div className="flex shrink-0 items-center gap-1">
                  {reader.speaking && (
                    <Button variant="ghost" size="sm" className="h-7 shrink-0 px-2 text-xs" onClick={reader.stop}>
                      <VolumeX className="h-4 w-4" aria-hidden /> Stop reading
                    </Button>
                  )}
                  {!empty && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-7 shrink-0 px-2 text-xs"
                      onClick={newConversation}
                      aria-disabled={chat.isPending || create.isPending}
                    >
                      <MessageSquarePlus className="h-4 w-4" aria-hidden /> New conversation
                    </Button>
                  )}
                </div>
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
