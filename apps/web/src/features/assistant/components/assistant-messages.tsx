import { CircleAlert, Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { AssistantTurn } from '../lib/conversation';
import { AssistantMarkdown } from './assistant-markdown';

/** The learner's questions and the assistant's answers, newest last. The live region of the panel reads each reply once. */
export function AssistantMessages({ turns }: { turns: AssistantTurn[] }) {
  if (turns.length === 0) return null;
  const latestQuestion = [...turns].reverse().find((turn) => turn.role === 'user');
  return (
    <ol aria-label="Conversation" className="space-y-3">
      {turns.map((turn) => {
        const mine = turn.role === 'user';
        return (
          <li key={turn.id} className={cn('flex', mine && 'justify-end')} data-latest-question={turn === latestQuestion || undefined}>
            <div
              className={cn(
                'max-w-[88%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed',
                mine && 'whitespace-pre-line break-words rounded-br-md bg-brand-600 text-white',
                !mine && turn.status === 'failed' && 'flex gap-2 rounded-bl-md border border-amber-200 bg-amber-50 text-amber-950',
                !mine && turn.status !== 'failed' && 'rounded-bl-md bg-surface-100 text-ink-800',
              )}
            >
              <span className="sr-only">{mine ? 'You asked: ' : 'Assistant: '}</span>
              {turn.status === 'pending' ? (
                <span className="inline-flex items-center gap-2 text-ink-600">
                  <Loader2 className="h-4 w-4 motion-safe:animate-spin" aria-hidden />
                  Thinking...
                </span>
              ) : mine ? (
                turn.content
              ) : turn.status === 'failed' ? (
                <>
                  <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
                  <p>{turn.content}</p>
                </>
              ) : (
                <AssistantMarkdown content={turn.content} />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
