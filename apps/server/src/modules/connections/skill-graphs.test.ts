import { describe, expect, it } from 'vitest';
import { connectionKey } from '@brightpath/shared/connections';
import { CURRICULA } from '@brightpath/shared/curricula';
import { SKILL_TREE_SUBJECTS } from '@brightpath/shared/skills';
import { createConceptGraph } from '@/tutor/offline/connections/concept-graph.ts';
import { ALL_CARDS } from '@/tutor/offline/library/index.ts';
import { SKILL_GRAPHS } from './connections.service.ts';

// The product's concept graph: the topic cards and the six curricula (docs/decisions/035 and 036).
const graph = createConceptGraph(ALL_CARDS, SKILL_GRAPHS);

describe('auto-generation offline over the curricula', () => {
  it.each(SKILL_TREE_SUBJECTS.map((s) => [s.name, s.subjectId] as const))(
    '%s: a skill with prerequisites gives its prerequisite and its cards’ links, typed and each once',
    (name, subjectId) => {
      const skill = CURRICULA[name].find((s) => s.prerequisites.length > 0 && s.practice.topicCards.length > 0)!;
      const { concept, links } = graph.linksFor(skill.name, subjectId);
      expect(concept).toBe(skill.name);
      const prerequisite = CURRICULA[name].find((s) => s.id === skill.prerequisites[0])!;
      expect(links).toContainEqual(
        expect.objectContaining({ fromConcept: prerequisite.name, toConcept: skill.name, connectionType: 'prerequisite', strength: 5 }),
      );
      expect(new Set(links.map((l) => l.connectionType)).size).toBeGreaterThanOrEqual(2);
      const keys = links.map((l) => connectionKey(l));
      expect(new Set(keys).size).toBe(keys.length);
    },
  );
});
