import { describe, expect, it } from 'vitest';
import { CURRICULA, CURRICULUM_FILES, findSkill, parseCurriculum } from './curricula';
import { checkCurriculum, dependentsOf, SKILL_DIFFICULTIES, SKILL_TREE_SUBJECTS, topologicalOrder, type Skill } from './skills';

const ALL = SKILL_TREE_SUBJECTS.flatMap((s) => CURRICULA[s.name].map((skill) => ({ subject: s.name, skill })));

/** A minimal skill for the graph functions: only what they read. */
const node = (id: string, prerequisites: string[] = [], level = 1, difficulty: Skill['difficulty'] = 'beginner', points = 10) => ({
  id,
  prerequisites,
  level,
  difficulty,
  points,
});

describe('the skill tree subjects', () => {
  it('are the six of the selector, in the specification order, each with its catalogue subject', () => {
    expect(SKILL_TREE_SUBJECTS.map((s) => s.name)).toEqual(['Mathematics', 'Science', 'Programming', 'Language Arts', 'History', 'Art']);
    expect(SKILL_TREE_SUBJECTS.map((s) => s.catalogueName)).toEqual([
      'Mathematics',
      'Science',
      'Programming',
      'Reading & Language Arts',
      'History & Social Studies',
      'Art',
    ]);
    expect(SKILL_DIFFICULTIES).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
  });
});

describe('the curricula', () => {
  it('load every subject, at least 30 skills for Mathematics and 15 for each other subject', () => {
    for (const s of SKILL_TREE_SUBJECTS)
      expect(CURRICULA[s.name].length, s.name).toBeGreaterThanOrEqual(s.name === 'Mathematics' ? 30 : 15);
  });

  for (const s of SKILL_TREE_SUBJECTS) {
    describe(s.name, () => {
      const skills = CURRICULA[s.name];

      it('is a sound graph: no cycle, no missing prerequisite, every skill reachable, levels consistent', () => {
        expect(checkCurriculum(skills)).toEqual([]);
        const roots = skills.filter((k) => k.prerequisites.length === 0);
        expect(roots.length, 'at least one root').toBeGreaterThan(0);
        const reached = new Set([...roots.map((r) => r.id), ...roots.flatMap((r) => dependentsOf(skills, r.id).map((d) => d.id))]);
        expect([...reached].sort()).toEqual(skills.map((k) => k.id).sort());
        for (const k of skills) expect(k.level, k.id).toBe(1 + Math.max(0, ...k.prerequisites.map((p) => findSkill(p)!.skill.level)));
      });

      it('is a real graph, not a chain: some skill has two prerequisites and some skill opens two others', () => {
        expect(skills.some((k) => k.prerequisites.length >= 2)).toBe(true);
        expect(skills.some((k) => skills.filter((o) => o.prerequisites.includes(k.id)).length >= 2)).toBe(true);
        expect(new Set(skills.map((k) => k.level)).size).toBeGreaterThanOrEqual(4);
        expect(new Set(skills.map((k) => k.category)).size).toBeGreaterThanOrEqual(3);
      });

      it('keeps prerequisites within the subject, lists the skills by level, and names its maths kinds only in Mathematics', () => {
        for (const k of skills) for (const p of k.prerequisites) expect(findSkill(p)?.subject, `${k.id} -> ${p}`).toBe(s.name);
        expect(skills.map((k) => k.level)).toEqual([...skills.map((k) => k.level)].sort((a, b) => a - b));
        if (s.name !== 'Mathematics') expect(skills.flatMap((k) => k.practice.mathKinds)).toEqual([]);
      });

      it('gives more points for a harder difficulty and uses every difficulty up to advanced', () => {
        const used = new Set(skills.map((k) => k.difficulty));
        for (const d of ['beginner', 'intermediate', 'advanced'] as const) expect(used.has(d), d).toBe(true);
        const rank = (k: Skill) => SKILL_DIFFICULTIES.indexOf(k.difficulty);
        for (const a of skills) for (const b of skills) if (rank(a) < rank(b)) expect(a.points, `${a.id} < ${b.id}`).toBeLessThan(b.points);
      });
    });
  }

  it('gives every skill an id used once across all subjects, with its subject prefix', () => {
    const ids = ALL.map((a) => a.skill.id);
    expect(new Set(ids).size).toBe(ids.length);
    const PREFIX = { Mathematics: 'math-', Science: 'sci-', Programming: 'prog-', 'Language Arts': 'lang-', History: 'hist-', Art: 'art-' };
    for (const { subject, skill } of ALL) expect(skill.id.startsWith(PREFIX[subject]), skill.id).toBe(true);
  });

  it('Mathematics runs from counting to calculus', () => {
    const math = CURRICULA.Mathematics;
    expect(math[0]!.id).toBe('math-counting');
    const integrals = findSkill('math-integrals')!.skill;
    expect(integrals.level).toBe(Math.max(...math.map((k) => k.level)));
    // Every skill leads back to counting or to shapes, the two roots of the subject.
    expect(math.filter((k) => k.prerequisites.length === 0).map((k) => k.id)).toEqual(['math-counting', 'math-shapes']);
    expect(dependentsOf(math, 'math-counting').map((k) => k.id)).toContain('math-integrals');
  });
});

describe('parseCurriculum', () => {
  const math = CURRICULUM_FILES.mathematics as { subject: string; skills: Record<string, unknown>[] };
  const withSkills = (skills: Record<string, unknown>[]) => ({ ...math, skills });

  it('names the file and the field of a bad skill', () => {
    const bad = withSkills([{ ...math.skills[0], difficulty: 'hard' }, ...math.skills.slice(1)]);
    expect(() => parseCurriculum('mathematics', bad)).toThrow(/content\/curricula\/mathematics\.json[\s\S]*difficulty/);
  });

  it('refuses a skill with nothing to practise it, and a file of another subject', () => {
    const first = math.skills[0] as { practice: object };
    const bad = withSkills([{ ...first, practice: { topicCards: [], mathKinds: [], lessonTopics: [] } }, ...math.skills.slice(1)]);
    expect(() => parseCurriculum('mathematics', bad)).toThrow('at least one topic card or lesson topic');
    expect(() => parseCurriculum('science', math)).toThrow("the subject is 'Mathematics', expected 'Science'");
  });

  it('refuses a graph problem with the skill it is on', () => {
    const bad = withSkills(math.skills.map((k) => (k.id === 'math-counting' ? { ...k, prerequisites: ['math-integrals'] } : k)));
    expect(() => parseCurriculum('mathematics', bad)).toThrow(/"kind":"cycle"/);
  });
});

describe('checkCurriculum', () => {
  it('finds nothing wrong in a sound graph', () => {
    expect(checkCurriculum([node('a'), node('b'), node('c', ['a', 'b'], 2), node('d', ['c'], 3)])).toEqual([]);
  });

  it('reports a cycle with its path, and the skills it cuts off as unreachable', () => {
    const problems = checkCurriculum([node('a'), node('b', ['a', 'd'], 2), node('c', ['b'], 3), node('d', ['c'], 4)]);
    expect(problems).toContainEqual({ kind: 'cycle', skill: 'b', path: ['b', 'd', 'c', 'b'] });
    expect(problems.filter((p) => p.kind === 'unreachable').map((p) => p.skill)).toEqual(['b', 'c', 'd']);
  });

  it('reports a skill that needs itself', () => {
    expect(checkCurriculum([node('a', ['a'])])).toContainEqual({ kind: 'cycle', skill: 'a', path: ['a', 'a'] });
  });

  it('reports a missing prerequisite and a duplicate id', () => {
    expect(checkCurriculum([node('a'), node('b', ['x'], 2), node('a')])).toEqual([
      { kind: 'duplicate-id', skill: 'a' },
      { kind: 'missing-prerequisite', skill: 'b', prerequisite: 'x' },
      { kind: 'level-mismatch', skill: 'b', level: 2, expected: 1 },
    ]);
  });

  it('reports a level that is not one more than the highest prerequisite', () => {
    expect(checkCurriculum([node('a'), node('b', ['a'], 2), node('c', ['a', 'b'], 2)])).toEqual([
      { kind: 'level-mismatch', skill: 'c', level: 2, expected: 3 },
    ]);
    expect(checkCurriculum([node('a', [], 2)])).toEqual([{ kind: 'level-mismatch', skill: 'a', level: 2, expected: 1 }]);
  });

  it('reports points that do not grow with difficulty', () => {
    const problems = checkCurriculum([node('a', [], 1, 'beginner', 30), node('b', ['a'], 2, 'intermediate', 30)]);
    expect(problems.map((p) => [p.kind, p.skill])).toEqual([['points-order', 'b']]);
  });
});

describe('topologicalOrder and dependentsOf', () => {
  const graph = [node('d', ['b', 'c'], 3), node('c', ['a'], 2), node('b', ['a'], 2), node('a'), node('e')];

  it('puts every prerequisite before the skills that need it, keeping the given order among equals', () => {
    expect(topologicalOrder(graph).map((s) => s.id)).toEqual(['a', 'c', 'b', 'd', 'e']);
    const order = topologicalOrder(CURRICULA.Mathematics).map((s) => s.id);
    for (const k of CURRICULA.Mathematics)
      for (const p of k.prerequisites) expect(order.indexOf(p), `${p} before ${k.id}`).toBeLessThan(order.indexOf(k.id));
  });

  it('throws on a cycle', () => {
    expect(() => topologicalOrder([node('a', ['b']), node('b', ['a'])])).toThrow('cycle among: a, b');
  });

  it('gives the skills that need one, directly or not, in order', () => {
    expect(dependentsOf(graph, 'a').map((s) => s.id)).toEqual(['c', 'b', 'd']);
    expect(dependentsOf(graph, 'b').map((s) => s.id)).toEqual(['d']);
    expect(dependentsOf(graph, 'e')).toEqual([]);
    expect(dependentsOf(CURRICULA.Mathematics, 'math-derivatives').map((s) => s.id)).toEqual(['math-integrals']);
  });
});
