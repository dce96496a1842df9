import type { Subject } from '@brightpath/shared/subjects';

/** The three lists the chat may offer; undefined when not loaded (or not needed). */
export type SubjectLists = { chosen?: Subject[]; forAge?: Subject[]; all?: Subject[] };
export type SubjectSource = 'chosen' | 'age' | 'all';

/** The learner's chosen subjects, else those suited to their age, else the whole catalogue. */
export function subjectsToOffer(lists: SubjectLists): { subjects: Subject[]; source: SubjectSource } {
  if (lists.chosen?.length) return { subjects: lists.chosen, source: 'chosen' };
  if (lists.forAge?.length) return { subjects: lists.forAge, source: 'age' };
  return { subjects: lists.all ?? [], source: 'all' };
}

/** A subject named in the URL may be any subject of the catalogue, not only one on offer. */
export function findSubject(lists: SubjectLists, id: number): Subject | undefined {
  for (const list of [lists.chosen, lists.forAge, lists.all]) {
    const found = list?.find((s) => s.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A subject id from the URL (/chat/3 or ?subject=3): a positive integer, else null. */
export function parseSubjectId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
