import { z } from 'zod';
import { checkCurriculum, CurriculumFileSchema, SKILL_TREE_SUBJECTS, type Skill, type SkillTreeSubject } from './skills';
import mathematics from './content/curricula/mathematics.json' with { type: 'json' };
import science from './content/curricula/science.json' with { type: 'json' };
import programming from './content/curricula/programming.json' with { type: 'json' };
import languageArts from './content/curricula/language-arts.json' with { type: 'json' };
import history from './content/curricula/history.json' with { type: 'json' };
import art from './content/curricula/art.json' with { type: 'json' };

/** The curriculum files by slug, as bundled (static JSON imports: nothing is read from disk at run time). */
export const CURRICULUM_FILES: Readonly<Record<(typeof SKILL_TREE_SUBJECTS)[number]['slug'], unknown>> = {
  mathematics,
  science,
  programming,
  'language-arts': languageArts,
  history,
  art,
};

/**
 * One curriculum file checked as data and as a graph; throws with the file and every problem, so a bad edit stops
 * the build, the tests and the start instead of showing a learner a broken tree.
 */
export function parseCurriculum(slug: string, data: unknown): Skill[] {
  const where = `content/curricula/${slug}.json`;
  const parsed = CurriculumFileSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${where}:\n${z.prettifyError(parsed.error)}`);
  const expected = SKILL_TREE_SUBJECTS.find((s) => s.slug === slug);
  if (parsed.data.subject !== expected?.name)
    throw new Error(`${where}: the subject is '${parsed.data.subject}', expected '${expected?.name ?? 'a subject of the skill tree'}'`);
  const problems = checkCurriculum(parsed.data.skills);
  if (problems.length > 0) throw new Error(`${where}:\n${problems.map((p) => `- ${JSON.stringify(p)}`).join('\n')}`);
  return parsed.data.skills;
}

/** Every subject's skills, in the order of its file (roots first, then by level), keyed by the selector's name. */
export const CURRICULA: Readonly<Record<SkillTreeSubject, readonly Skill[]>> = Object.fromEntries(
  SKILL_TREE_SUBJECTS.map((s) => [s.name, parseCurriculum(s.slug, CURRICULUM_FILES[s.slug])]),
) as Record<SkillTreeSubject, Skill[]>;

const ALL_SKILLS = new Map<string, { skill: Skill; subject: SkillTreeSubject }>();
for (const s of SKILL_TREE_SUBJECTS)
  for (const skill of CURRICULA[s.name]) {
    if (ALL_SKILLS.has(skill.id))
      throw new Error(`content/curricula/${s.slug}.json: skill id '${skill.id}' is already used in ${ALL_SKILLS.get(skill.id)!.subject}`);
    ALL_SKILLS.set(skill.id, { skill, subject: s.name });
  }

/** A skill of any subject by id, with the subject it belongs to (skill ids are unique across subjects). */
export const findSkill = (id: string) => ALL_SKILLS.get(id);
