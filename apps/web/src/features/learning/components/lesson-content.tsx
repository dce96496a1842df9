import { ArrowUpRight, BookOpen, Lightbulb, MessagesSquare, MessageSquare, PenLine, type LucideIcon } from 'lucide-react';
import type { ContentItem, ContentType } from '@brightpath/shared/lesson';
import { AppLink } from '@/components/ui/app-link';
import { capitalise, itemDuration } from '../lib/lesson-stats';

const TYPE_LOOK: Record<ContentType, { icon: LucideIcon; label: string }> = {
  card: { icon: BookOpen, label: 'Topic card' },
  example: { icon: Lightbulb, label: 'Worked example' },
  practice: { icon: PenLine, label: 'Practice' },
  chat: { icon: MessagesSquare, label: 'Chat' },
};

/** A phase's resources: title (a link into the tutor chat on it), description, type, duration and concepts. */
export function ContentList({ items }: { items: ContentItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Resources" className="space-y-2.5">
      {items.map((item, i) => {
        const { icon: Icon, label } = TYPE_LOOK[item.type];
        return (
          <li key={`${item.title}-${i}`} className="rounded-xl border border-line-200 bg-surface-50 p-3 sm:p-4">
            <div className="flex items-start gap-2.5">
              <span
                className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-lg bg-surface text-brand-700 ring-1 ring-line-200"
                aria-hidden
              >
                <Icon className="h-4 w-4" />
              </span>
              <div className="min-w-0 flex-1">
                <AppLink
                  to={item.url}
                  className="inline-flex items-start gap-1 break-words font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {item.title}
                  <span className="sr-only"> (open in Chat)</span>
                  <ArrowUpRight className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                </AppLink>
                {item.description && <p className="mt-1 break-words text-sm text-ink-700">{item.description}</p>}
                <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
                  <span>{label}</span>
                  <span aria-hidden>·</span>
                  <span>{itemDuration(item.duration)}</span>
                  <span aria-hidden>·</span>
                  <span>{capitalise(item.skillLevel)}</span>
                </p>
                {item.concepts.length > 0 && (
                  <ul aria-label="Concepts" className="mt-2 flex flex-wrap gap-1.5">
                    {item.concepts.map((c) => (
                      <li key={c} className="rounded-full bg-surface px-2 py-0.5 text-xs text-ink-700 ring-1 ring-inset ring-line-200">
                        {c}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Questions and prompts the learner can take to the tutor: one click puts the words in the Chat tab's message box. */
export function PromptList({ title, prompts, onAsk }: { title: string; prompts: string[]; onAsk: (text: string) => void }) {
  if (prompts.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-medium text-ink-800">{title}</p>
      <ul aria-label={title} className="mt-1.5 space-y-1.5">
        {prompts.map((p) => (
          <li key={p}>
            <button
              type="button"
              onClick={() => onAsk(p)}
              className="flex w-full items-start gap-2 rounded-lg border border-line-200 bg-surface px-3 py-2 text-left text-sm text-ink-800 transition-colors hover:border-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
              <span className="min-w-0 break-words">{p}</span>
              <span className="sr-only"> (ask in Chat)</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
