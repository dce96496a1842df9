import { CONNECTION_LIMITS, connectionKey, type AutoGenerateResult, type ConnectionType } from '@brightpath/shared/connections';
import { CURRICULA } from '@brightpath/shared/curricula';
import { SKILL_TREE_SUBJECTS } from '@brightpath/shared/skills';
import type { Db } from '@/db/client.ts';
import type { OwnerId } from '@/lib/ownership.ts';
import { ALL_CARDS } from '@/tutor/offline/library/index.ts';
import { createConceptGraph, type ConceptGraph, type SkillGraphs } from '@/tutor/offline/connections/concept-graph.ts';
import { writeConnections, type ConnectionRequest } from '@/tutor/pipeline/connection-writer.ts';
import type { TutorModel } from '@/tutor/pipeline/providers.ts';
import { connectionsRepository, type NewConnection } from './connections.repository.ts';

/** The types that read the same from either end. */
const SYMMETRIC = new Set<ConnectionType>(['related', 'contrast']);

/**
 * The curricula's skill graphs by catalogue subject id (packages/shared curricula.ts), for the offline concept graph:
 * it links skills by their prerequisites (docs/decisions/035).
 */
export const SKILL_GRAPHS: SkillGraphs = new Map(SKILL_TREE_SUBJECTS.map((s) => [s.subjectId, CURRICULA[s.name]]));

export type ConnectionsServiceDeps = {
  db: Db;
  tutor: TutorModel;
  timeoutMs: number;
  /** The concept graph; by default over every topic card and SKILL_GRAPHS. */
  graph?: ConceptGraph;
};

export function connectionsService(deps: ConnectionsServiceDeps) {
  const repository = connectionsRepository(deps.db);
  const graph = deps.graph ?? createConceptGraph(ALL_CARDS, SKILL_GRAPHS);
  return {
    repository,
    /**
     * Generates connections for a concept (the provider's, else the concept graph's) and stores for the learner those
     * they do not have yet (from, to and type compared case-insensitively), at most CONNECTION_LIMITS.generateMax,
     * strongest first, in one transaction. `generated` counts what was stored.
     */
    async autoGenerate(
      userId: OwnerId,
      request: ConnectionRequest,
      log: { warn: (details: Record<string, unknown>, message: string) => void },
    ): Promise<AutoGenerateResult & { by: 'provider' | 'offline' }> {
      const mine = repository.forUser(userId);
      const written = await writeConnections({ tutor: deps.tutor, timeoutMs: deps.timeoutMs, graph, log }, request);
      const have = new Set((await mine.keys()).map(connectionKey));
      const fresh: NewConnection[] = [];
      for (const link of written.links) {
        const key = connectionKey(link);
        // A related or contrast link reads the same both ways: the learner's reverse of it is the same connection.
        const reverse = SYMMETRIC.has(link.connectionType)
          ? connectionKey({ ...link, fromConcept: link.toConcept, toConcept: link.fromConcept })
          : key;
        if (have.has(key) || have.has(reverse)) continue;
        have.add(key);
        fresh.push({ ...link, subject: link.subject ?? request.subject?.id ?? null });
        if (fresh.length === CONNECTION_LIMITS.generateMax) break;
      }
      const stored = await mine.addGenerated(fresh);
      return { generated: stored.length, connections: stored, by: written.by };
    },
  };
}
