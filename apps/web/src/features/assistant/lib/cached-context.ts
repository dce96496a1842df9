import type { QueryClient } from '@tanstack/react-query';
import type { AssistantContext } from '@brightpath/shared/assistant';
import { ASSISTANT_LIMITS } from '@brightpath/shared/assistant';
import type { Dashboard } from '@brightpath/shared/progress';
import type { Subject, UserSubject } from '@brightpath/shared/subjects';

// The assistant reads what other screens already fetched, and never fetches it itself: the progress hint and the
// subject's name are worth no extra request (the server reads the learner's own progress anyway). Features do not
// import each other (docs/decisions/015), so the cache is looked up by its keys, which are the API paths.

const startsWith = (prefix: string) => (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix);

function cached<T>(client: QueryClient, prefix: string): T[] {
  return client
    .getQueriesData<T>({ predicate: startsWith(prefix) })
    .map(([, data]) => data)
    .filter((data): data is T => data !== undefined && data !== null);
}

/** The learner's figures from the dashboard, if it was loaded, with the current subject's progress and level. */
export function cachedProgress(client: QueryClient, subjectId?: number): AssistantContext['userProgress'] {
  const dashboard = cached<Dashboard>(client, '/api/dashboard')[0];
  if (!dashboard?.stats) return undefined;
  const { totalSessions, streak, conceptsMastered, avgSessionTime, subjectProgress } = dashboard.stats;
  const progress: Record<string, number | string> = {
    totalSessions,
    streak,
    conceptsMastered,
    avgSessionTime,
    subjects: subjectProgress.length,
  };
  const current = subjectId === undefined ? undefined : subjectProgress.find((s) => s.subjectId === subjectId);
  if (current) {
    progress.subjectProgress = current.progress;
    progress.subjectLevel = current.level;
  }
  return progress;
}

/** The name of a subject from any subject list already loaded (the learner's, the age list, the catalogue, the dashboard). */
export function cachedSubjectName(client: QueryClient, subjectId: number): string | undefined {
  const chosen = cached<UserSubject[]>(client, '/api/user-subjects').flatMap((list) => (Array.isArray(list) ? list : []));
  const lists = cached<Subject[]>(client, '/api/subjects').flatMap((list) => (Array.isArray(list) ? list : []));
  const dashboard = cached<Dashboard>(client, '/api/dashboard').flatMap((d) => d.stats?.subjectProgress ?? []);
  const name =
    chosen.find((us) => us.subjectId === subjectId)?.subject.name ??
    lists.find((s) => s.id === subjectId)?.name ??
    dashboard.find((s) => s.subjectId === subjectId)?.subject.name;
  return name?.slice(0, ASSISTANT_LIMITS.subjectMax);
}
