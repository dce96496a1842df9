import { SUBJECT_CATEGORIES, type Subject } from '@brightpath/shared/subjects';

/** Subjects grouped by category: the known categories in their catalogue order, then any other alphabetically. */
export function groupSubjects(subjects: Subject[]): { category: string; subjects: Subject[] }[] {
  const groups = new Map<string, Subject[]>();
  for (const s of subjects) groups.set(s.category, [...(groups.get(s.category) ?? []), s]);
  const rank = (c: string) => {
    const i = (SUBJECT_CATEGORIES as readonly string[]).indexOf(c);
    return i === -1 ? SUBJECT_CATEGORIES.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, subjects: list.sort((a, b) => a.id - b.id) }));
}
