import { AskPanel } from './ask-panel';
import { RecentConversations } from './recent-conversations';
import { SearchPanel, type HistorySubject } from './search-panel';

/** /history (spec 002 section 2): Search Conversations, Ask About Your Learning, Recent Conversations. */
export function HistoryPage({ subjects }: { subjects: HistorySubject[] }) {
  const icons = new Map(subjects.map((s) => [s.id, s.icon]));
  const iconOf = (id: number) => icons.get(id);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Learning History</h1>
        <p className="mt-2 text-ink-700">Search everything you discussed with your tutor, and ask about your own learning.</p>
      </div>
      <SearchPanel subjects={subjects} iconOf={iconOf} />
      <AskPanel />
      <RecentConversations iconOf={iconOf} />
    </div>
  );
}
