import { memo, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ChatItem, PendingReply } from '../hooks/use-tutor-chat';
import { MessageBubble, PendingBubble } from './message-bubble';

const History = memo(function History({ items }: { items: ChatItem[] }) {
  return items.map((item) => <MessageBubble key={item.key} item={item} />);
});

/**
 * Follow the reply while the learner is at the bottom; leave them be when they scrolled up to read. `own`: where the
 * list last scrolled itself to, since the scroll event of its own scrolling says nothing of the learner's wish (it
 * comes a frame later, when the content may have grown again, e.g. by a toast's room).
 */
type Follow = { atBottom: boolean; own: number | null };

function toEnd(log: HTMLDivElement, follow: Follow) {
  log.scrollTop = log.scrollHeight;
  follow.own = log.scrollTop;
  follow.atBottom = true;
}

type Props = { items: ChatItem[]; pending: PendingReply | null; label: string; empty: ReactNode };

/**
 * The conversation, newest at the bottom. The log is not a live region (role=log would read every streamed
 * token aloud); the chat announces each finished reply through its own polite region instead.
 */
export function MessageList({ items, pending, label, empty }: Props) {
  const logRef = useRef<HTMLDivElement>(null);
  const follow = useRef<Follow>({ atBottom: true, own: null });
  const last = items[items.length - 1];

  useLayoutEffect(() => {
    const log = logRef.current;
    // The starters read from the top; a conversation from its newest message.
    if (!log || !last) return;
    if (last.role === 'user' || follow.current.atBottom) toEnd(log, follow.current);
  }, [items.length, last, pending?.text]);

  // The foot grows when a toast asks for room (--toast-room): a learner at the end stays at the end, so the latest
  // message moves up above the toast rather than under it; the same when a reply's content grows after it shows.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    const content = contentRef.current;
    if (!log || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (follow.current.atBottom && log.scrollHeight > log.clientHeight) toEnd(log, follow.current);
    });
    observer.observe(content, { box: 'border-box' });
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const log = logRef.current;
    const f = follow.current;
    if (!log || log.scrollTop === f.own) return;
    f.own = null;
    f.atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
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
      data-toast-room=""
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      {/* Room at the foot for the floating buttons (help chat, learning assistant) that sit just above the message box,
          and for a toast when no other place is clear (--toast-room, components/ui/toaster.tsx): scrolled to the end,
          the last message shows above them, never under them. */}
      <div ref={contentRef} className="mx-auto w-full max-w-3xl px-3 pb-[calc(6rem+var(--toast-room,0px))] pt-5 sm:px-6">
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
