import { z } from 'zod';

/**
 * The skill tree's curricula (spec 002 sections 2, 3 and 9; issue 23): one skill graph per subject of the selector,
 * written as data in content/curricula/<slug>.json and loaded by ./curricula. A skill here is what every learner
 * shares; what belongs to one learner (status, progress) is kept by the server, and the page lays the graph out
 * itself (dagre), so there is no position either.
 */

/** Spec 002 section 9: the skill tree's difficulty levels, in order. */
export const SKILL_DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillDifficulty = (typeof SKILL_DIFFICULTIES)[number];

/**
 * The subject selector of /skill-tree, in the specification's order, each with the catalogue subject it opens
 * (the tutor, the lesson and subject selection work on catalogue subjects: drizzle/0002_seed_subjects.sql and the
 * Programming and Art migration). `slug` names the curriculum file.
 */
export const SKILL_TREE_SUBJECTS = [
  { name: 'Mathematics', slug: 'mathematics', catalogueName: 'Mathematics', subjectId: 1 },
  { name: 'Science', slug: 'science', catalogueName: 'Science', subjectId: 2 },
  { name: 'Programming', slug: 'programming', catalogueName: 'Programming', subjectId: 14 },
  { name: 'Language Arts', slug: 'language-arts', catalogueName: 'Reading & Language Arts', subjectId: 3 },
  { name: 'History', slug: 'history', catalogueName: 'History & Social Studies', subjectId: 4 },
  { name: 'Art', slug: 'art', catalogueName: 'Art', subjectId: 15 },
] as const;
export type SkillTreeSubject = (typeof SKILL_TREE_SUBJECTS)[number]['name'];
export const SKILL_TREE_SUBJECT_NAMES = SKILL_TREE_SUBJECTS.map((s) => s.name) as [SkillTreeSubject, ...SkillTreeSubject[]];

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const phrase = z.string().trim().min(1).max(120);

/** How the tutor and the lesson practise a skill; every entry is checked to resolve on the server (curricula.test.ts). */
export const SkillPracticeSchema = z.strictObject({
  /** Ids of the offline tutor's topic cards of the same subject. */
  topicCards: z.array(z.string().regex(KEBAB)).max(6),
  /** Kinds of problem the maths engine solves (MathKind); Mathematics only. */
  mathKinds: z.array(z.string().regex(KEBAB)).max(4),
  /** Topics a structured lesson can be made on, phrased as a learner would type them. */
  lessonTopics: z.array(phrase).max(4),
});
export type SkillPractice = z.infer<typeof SkillPracticeSchema>;

export const SkillSchema = z
  .strictObject({
    /** Unique across every subject, kebab-case with the subject's prefix, e.g. math-fractions-basics; stored progress refers to it. */
    id: z.string().regex(KEBAB, 'a skill id is kebab-case, e.g. math-fractions-basics').max(60),
    name: z.string().trim().min(1).max(60),
    /** One or two sentences a learner reads in the side panel. */
    description: z.string().trim().min(20).max(300),
    /** A short grouping within the subject, e.g. 'Number', 'Algebra'. */
    category: z.string().trim().min(1).max(40),
    /** Ids of skills of the same subject that open this one. */
    prerequisites: z.array(z.string().regex(KEBAB)),
    /** Depth in the graph: 1 for a root, otherwise 1 + the highest level among the prerequisites (checkCurriculum). */
    level: z.number().int().min(1).max(20),
    difficulty: z.enum(SKILL_DIFFICULTIES),
    /** Minutes a learner usually needs to reach mastery. */
    estimatedTime: z.number().int().min(5).max(600),
    /** Points for mastering it; more for a harder skill (checkCurriculum). */
    points: z.number().int().min(1).max(1000),
    /** A lucide-react icon name in kebab-case ('calculator', 'book-open'); a web test checks it exists. */
    icon: z.string().regex(KEBAB),
    realWorldApplications: z.array(phrase).min(2).max(4),
    practice: SkillPracticeSchema,
  })
  .refine((s) => s.practice.topicCards.length + s.practice.lessonTopics.length > 0, {
    message: 'a skill needs at least one topic card or lesson topic to practise it',
    path: ['practice'],
  });
export type Skill = z.infer<typeof SkillSchema>;

/** One subject's curriculum as stored in content/curricula/<slug>.json. */
export const CurriculumFileSchema = z.strictObject({
  subject: z.enum(SKILL_TREE_SUBJECT_NAMES),
  skills: z.array(SkillSchema).min(1),
});
export type CurriculumFile = z.infer<typeof CurriculumFileSchema>;

/** What checkCurriculum found wrong; `skill` is the skill the problem is reported on. */
export type CurriculumProblem =
  | { kind: 'duplicate-id'; skill: string }
  | { kind: 'missing-prerequisite'; skill: string; prerequisite: string }
  | { kind: 'cycle'; skill: string; path: string[] }
  | { kind: 'unreachable'; skill: string }
  | { kind: 'level-mismatch'; skill: string; level: number; expected: number }
  | { kind: 'points-order'; skill: string; detail: string };

type GraphSkill = Pick<Skill, 'id' | 'prerequisites'>;

const byIdMap = <T extends GraphSkill>(skills: readonly T[]) => new Map(skills.map((s) => [s.id, s]));

/**
 * Every cycle once, as the path that closes it (['a', 'b', 'a']: a needs b, b needs a). Depth-first over the
 * prerequisite edges, with the usual white/grey/black colouring.
 */
function findCycles(skills: readonly GraphSkill[]): string[][] {
  const byId = byIdMap(skills);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (id: string) => {
    state.set(id, 'open');
    stack.push(id);
    for (const p of byId.get(id)?.prerequisites ?? []) {
      if (!byId.has(p)) continue;
      const s = state.get(p);
      if (s === 'open') cycles.push([...stack.slice(stack.indexOf(p)), p]);
      else if (s === undefined) visit(p);
    }
    stack.pop();
    state.set(id, 'done');
  };
  for (const s of skills) if (!state.has(s.id)) visit(s.id);
  return cycles;
}

/**
 * The problems of a curriculum, none when it is sound: duplicate ids, prerequisites that name no skill of the list,
 * cycles (with their path), skills no root leads to (only possible through a cycle), levels that are not 1 + the
 * highest prerequisite level, and points that fall as difficulty rises.
 */
export function checkCurriculum(
  skills: readonly Pick<Skill, 'id' | 'prerequisites' | 'level' | 'difficulty' | 'points'>[],
): CurriculumProblem[] {
  const problems: CurriculumProblem[] = [];
  const seen = new Set<string>();
  for (const s of skills) {
    if (seen.has(s.id)) problems.push({ kind: 'duplicate-id', skill: s.id });
    seen.add(s.id);
  }
  const byId = byIdMap(skills);
  for (const s of skills)
    for (const p of s.prerequisites) if (!byId.has(p)) problems.push({ kind: 'missing-prerequisite', skill: s.id, prerequisite: p });

  const cycles = findCycles(skills);
  for (const path of cycles) problems.push({ kind: 'cycle', skill: path[0]!, path });

  // Reachable: a root (no prerequisites), or a skill whose prerequisites are all reachable (so it can be unlocked).
  const reachable = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const s of skills) {
      if (reachable.has(s.id)) continue;
      if (s.prerequisites.every((p) => reachable.has(p) || !byId.has(p))) {
        reachable.add(s.id);
        grew = true;
      }
    }
  }
  for (const s of skills) if (!reachable.has(s.id)) problems.push({ kind: 'unreachable', skill: s.id });

  if (cycles.length === 0) {
    for (const s of skills) {
      const known = s.prerequisites.filter((p) => byId.has(p));
      const expected = 1 + Math.max(0, ...known.map((p) => byId.get(p)!.level));
      if (s.level !== expected) problems.push({ kind: 'level-mismatch', skill: s.id, level: s.level, expected });
    }
  }

  // Points grow with difficulty: every skill of a harder difficulty is worth more than every skill of an easier one.
  const rank = (d: SkillDifficulty) => SKILL_DIFFICULTIES.indexOf(d);
  for (const s of skills) {
    const easierMax = Math.max(0, ...skills.filter((o) => rank(o.difficulty) < rank(s.difficulty)).map((o) => o.points));
    if (s.points <= easierMax)
      problems.push({
        kind: 'points-order',
        skill: s.id,
        detail: `${s.points} points (${s.difficulty}) is not more than ${easierMax} for an easier skill`,
      });
  }
  return problems;
}

/**
 * The skills in an order where every prerequisite comes before the skills that need it (Kahn's algorithm; ties keep
 * the file's order, so the result is stable). Throws on a cycle, which checkCurriculum reports with its path.
 */
export function topologicalOrder<T extends GraphSkill>(skills: readonly T[]): T[] {
  const byId = byIdMap(skills);
  const waiting = new Map(skills.map((s) => [s.id, s.prerequisites.filter((p) => byId.has(p)).length]));
  const done: T[] = [];
  const placed = new Set<string>();
  while (done.length < skills.length) {
    const next = skills.find((s) => !placed.has(s.id) && waiting.get(s.id) === 0);
    if (!next)
      throw new Error(
        `the prerequisites form a cycle among: ${skills
          .filter((s) => !placed.has(s.id))
          .map((s) => s.id)
          .join(', ')}`,
      );
    placed.add(next.id);
    done.push(next);
    for (const s of skills) if (s.prerequisites.includes(next.id)) waiting.set(s.id, waiting.get(s.id)! - 1);
  }
  return done;
}

/** The skills that need `id`, directly or through others, in topological order (what mastering it helps to open). */
export function dependentsOf<T extends GraphSkill>(skills: readonly T[], id: string): T[] {
  const found = new Set<string>([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of skills)
      if (!found.has(s.id) && s.prerequisites.some((p) => found.has(p))) {
        found.add(s.id);
        grew = true;
      }
  }
  found.delete(id);
  return topologicalOrder(skills).filter((s) => found.has(s.id));
}
