import { useLayoutEffect, useRef } from 'react';
import { Bot } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { HelpChatMessage } from '../lib/help-replies';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

type Props = { messages: HelpChatMessage[]; onSuggestion: (question: string) => void };

/** The conversation, newest at the bottom. Only the newest reply keeps its chips, so older ones cannot be re-asked out of context. */
export function HelpChatMessages({ messages, onSuggestion }: Props) {
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  // Scroll inside the log only: scrollIntoView would also move the page behind the widget.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label="Help chat messages"
      // Focusable so keyboard users can scroll a long conversation.
      tabIndex={0}
      className="flex-1 space-y-4 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      {messages.map((message) => {
        const mine = message.role === 'user';
        return (
          <div key={message.id} className={cn('flex gap-2', mine && 'justify-end')}>
            {!mine && (
              <span className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700" aria-hidden>
                <Bot className="h-4 w-4" />
              </span>
            )}
            <div className={cn('flex max-w-[85%] flex-col gap-1', mine ? 'items-end' : 'items-start')}>
              <div
                className={cn(
                  'whitespace-pre-line break-words rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed',
                  mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-surface-100 text-ink-800',
                )}
              >
                <span className="sr-only">{mine ? 'You said: ' : 'Help assistant said: '}</span>
                {message.content}
              </div>
              <time dateTime={message.timestamp.toISOString()} className="px-1 text-xs text-ink-600">
                {timeFormat.format(message.timestamp)}
              </time>
              {message === last && message.suggestions && (
                <ul aria-label="Suggested questions" className="mt-1 flex flex-wrap gap-2">
                  {message.suggestions.map((question) => (
                    <li key={question}>
                      <button
                        type="button"
                        onClick={() => onSuggestion(question)}
                        className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-left text-xs font-medium text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      >
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
