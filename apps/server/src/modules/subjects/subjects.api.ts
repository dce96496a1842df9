// What the subjects module offers the other modules: the catalogue in memory, and a learner's level in a
// subject. The subjects, user_subjects and subject_requests tables are this module's alone.
//
// The catalogue: a dozen rows, read on every tutor turn, written only by migrations. Loaded once at start;
// whatever comes to change the table later (an admin editor) calls reload() after its commit.
import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Subject, SubjectLevel } from '@brightpath/shared/subjects';
import type { Db } from '@/db/client.ts';
import { subjects, userSubjects } from './subjects.tables.ts';
import type { Owner, OwnerId } from '@/lib/ownership.ts';

export type SubjectCatalogue = {
  get: (id: number) => Subject | undefined;
  all: () => readonly Subject[];
  /** Subjects whose inclusive [minAge, maxAge] holds the age; all of them when the age is unknown. */
  forAge: (age: number | null) => Subject[];
  reload: () => Promise<void>;
};

export async function loadSubjectCatalogue(db: Db): Promise<SubjectCatalogue> {
  let byId = new Map<number, Subject>();
  let list: Subject[] = [];
  const reload = async () => {
    const rows = await db.select().from(subjects).orderBy(asc(subjects.id));
    list = rows.map(({ createdAt: _, ...s }) => s);
    byId = new Map(list.map((s) => [s.id, s]));
  };
  await reload();
  return {
    get: (id) => byId.get(id),
    all: () => list,
    forAge: (age) => (age === null ? [...list] : list.filter((s) => s.minAge <= age && age <= s.maxAge)),
    reload,
  };
}

/** The level the learner chose for a subject (null when not chosen), as a scalar subquery. */
export const subjectLevelOf = (userId: Owner, subjectId: number | SQLWrapper) =>
  sql<SubjectLevel | null>`(select ${userSubjects.level} from ${userSubjects} where ${and(eq(userSubjects.userId, userId), eq(userSubjects.subjectId, subjectId))})`;

/** The learner's chosen subjects with their levels, as JSON (subject order). */
export const selectedSubjectsOf = (userId: OwnerId) =>
  sql<
    { subjectId: number; level: SubjectLevel }[]
  >`(select coalesce(json_agg(json_build_object('subjectId', subject_id, 'level', level) order by subject_id), '[]'::json) from ${userSubjects} where user_id = ${userId})`;

/** How many subjects the learner chose, as a scalar subquery. */
export const subjectCountOf = (userId: Owner) => sql<number>`(select count(*)::int from ${userSubjects} where user_id = ${userId})`;
