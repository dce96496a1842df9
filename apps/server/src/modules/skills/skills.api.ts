// What the skills module offers: the gate the app hands to the chat and the lesson (lib/skill-gate.ts), and its table
// for the export and the deletion of everything. The skill_reports table is this module's alone.
import { CURRICULA, findSkill } from '@brightpath/shared/curricula';
import type { Db } from '@/db/client.ts';
import { learnerTables } from '@/lib/learner-data.ts';
import type { SkillGate } from '@/lib/skill-gate.ts';
import type { OwnerId } from '@/lib/ownership.ts';
import { skillsRepository } from './skills.repository.ts';
import { traceSkills } from './skills.service.ts';
import { skillReports } from './skills.tables.ts';

/** Open: the skill is not locked for the learner now (its prerequisites done, or work on it already counted). */
export function skillGate(db: Db): SkillGate {
  const repo = skillsRepository(db);
  return async (userId: OwnerId, skillId: string) => {
    const found = findSkill(skillId);
    if (!found) return false;
    const traced = traceSkills(CURRICULA[found.subject], await repo.forUser(userId).events());
    return traced.get(skillId)!.status !== 'locked';
  };
}

/** The learner's rows in this module's table, for the export and the deletion of everything (docs/decisions/032). */
export const skillsLearnerData = learnerTables({
  table: skillReports,
  owner: skillReports.userId,
  order: [skillReports.skillId],
});
