import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ChatItem, PendingReply } from '../hooks/use-tutor-chat';
import { MessageBubble, PendingBubble } from './message-bubble';

const History = memo(function History({ items }: { items: ChatItem[] }) {
  return items.map((item) => <MessageBubble key={item.key} item={item} />);
});

type Props = { items: ChatItem[]; pending: PendingReply | null; label: string; empty: ReactNode };

/**
 * The conversation, newest at the bottom. The log is not a live region (role=log would read every streamed
 * token aloud); the chat announces each finished reply through its own polite region instead.
 */
export function MessageList({ items, pending, label, empty }: Props) {
  const logRef = useRef<HTMLDivElement>(null);
  // Follow the reply while the learner is at the bottom; leave them be when they scrolled up to read.
  const atBottom = useRef(true);
  const last = items[items.length - 1];

  useLayoutEffect(() => {
    const log = logRef.current;
    // The starters read from the top; a conversation from its newest message.
    if (!log || !last) return;
    if (last.role === 'user' || atBottom.current) {
      log.scrollTop = log.scrollHeight;
      atBottom.current = true;
    }
  }, [items.length, last, pending?.text]);

  const onScroll = () => {
    const log = logRef.current;
    if (log) atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
  };

  const hasContent = items.length > 0 || pending !== null;
  return (
    <div
      ref={logRef}
      role="log"
      aria-live="off"
      aria-label={label}
      // Focusable so a keyboard can scroll a long conversation.
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      {/* Room at the foot for the floating buttons (help chat, learning assistant) that sit just above the message box:
          scrolled to the end, the last message shows above them, never under them. */}
      <div className="mx-auto w-full max-w-3xl px-3 pb-24 pt-5 sm:px-6">
        {hasContent ? (
          <ol className="space-y-5">
            <History items={items} />
            {pending && <PendingBubble pending={pending} />}
          </ol>
        ) : (
          empty
        )}
      </div>
    </div>
  );
}
