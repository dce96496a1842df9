import { History, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { HistoryConversation } from '@brightpath/shared/history';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useConversationHistory } from '../api/get-history';
import { ConversationMeta } from './conversation-meta';
import { HistorySection } from './section';

const ROLE_LABEL = { user: 'You', assistant: 'Tutor' } as const;

/** Recent Conversations (spec 002 section 2): each with subject, date, duration, concepts and its last 4 messages. */
export function RecentConversations({ iconOf }: { iconOf: (subjectId: number) => string | undefined }) {
  const history = useConversationHistory();
  const pages = history.data?.pages;
  const conversations = pages?.flatMap((p) => p.conversations) ?? [];
  const total = pages?.[0]?.total ?? 0;
  return (
    <HistorySection
      title="Recent Conversations"
      icon={History}
      aside={pages && total > 0 ? <span className="text-sm text-ink-600">{`${conversations.length} of ${total}`}</span> : undefined}
    >
      {!pages ? (
        history.isError ? (
          <ErrorState message="We couldn't load your conversations." onRetry={() => void history.refetch()} />
        ) : (
          <LoadingState label="Loading your conversations..." showLabel />
        )
      ) : conversations.length === 0 ? (
        <div>
          <EmptyState
            icon={MessageSquare}
            title="No conversations yet"
            description="Your conversations with the AI tutor will be listed here."
          />
          <div className="mt-4 text-center">
            <Link to="/chat" className={buttonClass('primary')}>
              Start a conversation
            </Link>
          </div>
        </div>
      ) : (
        <>
          <ol className="space-y-4" aria-label="Your conversations">
            {conversations.map((c) => (
              <ConversationCard key={c.id} conversation={c} subjectIcon={iconOf(c.subjectId)} />
            ))}
          </ol>
          {history.hasNextPage && (
            <div className="mt-4 text-center">
              <Button variant="secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                {history.isFetchingNextPage ? 'Loading...' : 'Show more conversations'}
              </Button>
            </div>
          )}
          {history.isFetchNextPageError && (
            <p role="alert" className="mt-3 text-center text-sm text-red-700">
              We couldn't load more conversations. Please try again.
            </p>
          )}
        </>
      )}
    </HistorySection>
  );
}

function ConversationCard({ conversation: c, subjectIcon }: { conversation: HistoryConversation; subjectIcon?: string }) {
  return (
    <li className="rounded-xl border border-line-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-ink-900">{c.title}</h3>
          <div className="mt-1">
            <ConversationMeta subject={c.subject} subjectIcon={subjectIcon} date={c.date} duration={c.duration} />
          </div>
        </div>
        <Link to={`/chat/${c.subjectId}`} className={buttonClass('secondary', 'sm')} aria-label={`Study ${c.subject} with the tutor`}>
          <MessageSquare className="h-4 w-4" aria-hidden /> Continue
        </Link>
      </div>
      {c.concepts.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Concepts">
          {c.concepts.map((concept) => (
            <li
              key={concept}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200"
            >
              {concept}
            </li>
          ))}
        </ul>
      )}
      <ol className="mt-3 space-y-1.5" aria-label={`Last messages of ${c.title}`}>
        {c.messages.map((m) => (
          <li key={m.id} className="break-words text-sm text-ink-800">
            <span className="font-medium text-ink-600">{ROLE_LABEL[m.role]}: </span>
            {m.content}
          </li>
        ))}
      </ol>
    </li>
  );
}
