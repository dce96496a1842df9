// The subject catalogue in memory: a dozen rows, read on every tutor turn, written only by migrations. Loaded
// once at start; whatever comes to change the table later (an admin editor) calls reload() after its commit.
import { asc } from 'drizzle-orm';
import type { Subject } from '@brightpath/shared/subjects';
import type { Db } from '../../db/client.ts';
import { subjects } from '../../db/schema/index.ts';

export type SubjectCatalogue = {
  get: (id: number) => Subject | undefined;
  all: () => readonly Subject[];
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
  return { get: (id) => byId.get(id), all: () => list, reload };
}
