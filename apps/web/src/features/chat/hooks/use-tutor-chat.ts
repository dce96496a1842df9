import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_LIMITS, type ChatMessage, type ChatTutorResponse } from '@brightpath/shared/chat';
import { toast } from '@/components/ui/use-toast';
import { sendTutorMessage } from '../api/send-tutor-message';
import { describeChatFailure } from '../lib/chat-failure';
import { plainText } from '@brightpath/shared/plain-text';
import { requestAchievementCheck } from '@/lib/achievement-check';

export type TutorProvider = ChatTutorResponse['provider'];

/** A finished entry of the conversation. */
export type ChatItem = {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  provider: TutorProvider | null;
  /** message: said by the learner or the tutor; apology: a failed reply; notice: a limit or sign-in message. */
  kind: 'message' | 'apology' | 'notice';
  link?: { to: string; label: string };
};

/** The reply being written: kept apart from the finished items so a new token re-renders only this one. */
export type PendingReply = { key: string; text: string; provider: TutorProvider | null };

export const itemsFromMessages = (messages: ChatMessage[]): ChatItem[] =>
  messages.map((m) => ({ key: `m-${m.id}`, role: m.role, content: m.content, provider: m.provider, kind: 'message' }));

type Options = {
  subjectId: number;
  age: number | null;
  skill?: string;
  conversationId: number | null;
  messages: ChatMessage[];
};

let seq = 0;

/** Follows one reply as it is written (voice mode speaks it sentence by sentence). */
export type ReplyListener = {
  /** The next piece of the reply, in order. */
  onDelta?: (text: string) => void;
  /** The stored reply, whole. */
  onDone?: (response: string) => void;
  /** The reply failed: what the conversation shows instead (the apology, a limit notice). */
  onFail?: (content: string) => void;
};

/**
 * The tutor chat of one subject (spec 001 section 4): a send adds the learner's message and a pending
 * reply that shows 'Thinking...' until the first words stream in; the finished reply (or an apology)
 * replaces it. The server stores both messages; this state starts from what it stored.
 */
export function useTutorChat({ subjectId, age, skill, conversationId: initialConversationId, messages }: Options) {
  const [items, setItems] = useState<ChatItem[]>(() => itemsFromMessages(messages));
  const [pending, setPending] = useState<PendingReply | null>(null);
  const [conversationId, setConversationId] = useState(initialConversationId);
  // What screen readers hear: the finished reply, once (the log itself is not live, or every token would be read).
  const [announcement, setAnnouncement] = useState('');

  // A ref, not state: two quick Enter presses must not both get through before a re-render.
  const busy = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the chat (another subject, another page) stops the reply; the server keeps the learner's message.
  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    (text: string, listener: ReplyListener = {}): boolean => {
      const userMessage = text.trim();
      if (!userMessage || busy.current || !subjectId) return false;
      busy.current = true;

      const n = ++seq;
      const history = items
        .filter((i) => i.kind === 'message')
        .slice(-CHAT_LIMITS.historyMax)
        .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_LIMITS.messageMax) }));
      setItems((prev) => [...prev, { key: `local-${n}`, role: 'user', content: userMessage, provider: null, kind: 'message' }]);
      setPending({ key: `pending-${n}`, text: '', provider: null });
      setAnnouncement('');

      const controller = new AbortController();
      abortRef.current = controller;
      // Tokens arrive faster than frames: collect them and paint once per frame.
      let streamed = '';
      let frame = 0;
      const paint = () => {
        frame = 0;
        setPending((p) => (p ? { ...p, text: streamed } : p));
      };

      const finish = (item: ChatItem, spoken: string) => {
        if (frame) cancelAnimationFrame(frame);
        setItems((prev) => [...prev, item]);
        setPending(null);
        setAnnouncement(spoken);
        busy.current = false;
        abortRef.current = null;
      };

      sendTutorMessage(
        {
          userMessage,
          subjectId,
          conversationHistory: history,
          userAge: age ?? CHAT_LIMITS.defaultAge,
          ...(conversationId ? { conversationId } : {}),
          ...(skill ? { skill } : {}),
        },
        {
          signal: controller.signal,
          onMeta: (meta) => {
            setConversationId(meta.conversationId);
            setPending((p) => (p ? { ...p, provider: meta.provider } : p));
          },
          onDelta: (delta) => {
            streamed += delta;
            if (!frame) frame = requestAnimationFrame(paint);
            listener.onDelta?.(delta);
          },
        },
      ).then(
        (done) => {
          setConversationId(done.conversationId);
          // A message or a new session may have unlocked an achievement: its toast shows now, not at the next page.
          requestAchievementCheck();
          finish(
            { key: `m-${done.messageId}`, role: 'assistant', content: done.response, provider: done.provider, kind: 'message' },
            `Tutor: ${plainText(done.response)}`,
          );
          listener.onDone?.(done.response);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Tutor reply failed', error);
          const failure = describeChatFailure(error);
          finish(
            { key: `failed-${n}`, role: 'assistant', content: failure.content, provider: null, kind: failure.kind, link: failure.link },
            failure.content,
          );
          if (failure.toast) toast(failure.toast);
          listener.onFail?.(failure.content);
        },
      );
      return true;
    },
    [items, conversationId, subjectId, age, skill],
  );

  /** An empty conversation (after POST /api/conversations): the starters show again. */
  const startConversation = useCallback((id: number) => {
    if (busy.current) return;
    setItems([]);
    setConversationId(id);
    setAnnouncement('');
  }, []);

  return { items, pending, conversationId, announcement, send, startConversation, isPending: pending !== null };
}
