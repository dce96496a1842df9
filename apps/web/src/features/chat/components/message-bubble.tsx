import { memo } from 'react';
import { AlertCircle, Bot, Info } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ChatItem, PendingReply } from '../hooks/use-tutor-chat';
import { ChatMarkdown } from './chat-markdown';
import { OfflineBadge } from './offline-badge';

function TutorAvatar() {
  return (
    <span className="mt-0.5 hidden h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700 sm:grid" aria-hidden>
      <Bot className="h-4.5 w-4.5" />
    </span>
  );
}

const tutorBubble = 'rounded-2xl rounded-tl-md px-4 py-3 text-[15px] leading-relaxed shadow-sm ring-1';

/** One finished entry. Memoised: while a reply streams, the earlier messages do not render again. */
export const MessageBubble = memo(function MessageBubble({ item }: { item: ChatItem }) {
  if (item.role === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-[15px] leading-relaxed text-white shadow-sm">
          <span className="sr-only">You said: </span>
          {item.content}
        </div>
      </li>
    );
  }

  if (item.kind !== 'message') {
    const notice = item.kind === 'notice';
    const Icon = notice ? Info : AlertCircle;
    return (
      <li className="flex gap-3">
        <TutorAvatar />
        <div
          className={cn(
            tutorBubble,
            'min-w-0 max-w-[85%]',
            notice ? 'bg-amber-50 text-amber-950 ring-amber-200' : 'bg-red-50 text-red-900 ring-red-200',
          )}
        >
          <p className="flex gap-2">
            <Icon className="mt-0.5 h-4.5 w-4.5 shrink-0" aria-hidden />
            <span>
              <span className="sr-only">{notice ? 'Notice: ' : 'Tutor said: '}</span>
              {item.content}
            </span>
          </p>
          {item.link && (
            <AppLink to={item.link.to} className={buttonClass('primary', 'sm', 'mt-3')}>
              {item.link.label}
            </AppLink>
          )}
        </div>
      </li>
    );
  }

  return (
    <li className="flex gap-3">
      <TutorAvatar />
      <div className="flex min-w-0 max-w-[92%] flex-col items-start gap-1.5 sm:max-w-[85%]">
        <div className={cn(tutorBubble, 'min-w-0 max-w-full bg-surface text-ink-800 ring-line-200')}>
          <span className="sr-only">Tutor said: </span>
          <ChatMarkdown content={item.content} />
        </div>
        {item.provider === 'offline' && <OfflineBadge />}
      </div>
    </li>
  );
});

/** The reply being written: 'Thinking...' until the first words arrive. */
export function PendingBubble({ pending }: { pending: PendingReply }) {
  const thinking = pending.text === '';
  return (
    <li className="flex gap-3" aria-busy="true">
      <TutorAvatar />
      <div className="flex min-w-0 max-w-[92%] flex-col items-start gap-1.5 sm:max-w-[85%]">
        <div className={cn(tutorBubble, 'min-w-0 max-w-full bg-surface text-ink-800 ring-line-200')}>
          {thinking ? (
            <p className="flex items-center gap-2 text-ink-600">
              <span className="flex gap-1" aria-hidden>
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-brand-500 [animation-delay:-0.3s]" />
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-brand-500 [animation-delay:-0.15s]" />
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-brand-500" />
              </span>
              Thinking...
            </p>
          ) : (
            <ChatMarkdown content={pending.text} />
          )}
        </div>
        {pending.provider === 'offline' && <OfflineBadge />}
      </div>
    </li>
  );
}
