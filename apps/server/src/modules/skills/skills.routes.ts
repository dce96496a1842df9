import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CURRICULA, findSkill } from '@brightpath/shared/curricula';
import {
  DueReviewsSchema,
  SKILL_PROGRESS_MESSAGES,
  SkillIdParamSchema,
  SkillProgressListSchema,
  SkillProgressQuerySchema,
  SkillProgressSchema,
  SkillProgressUpdateSchema,
} from '@brightpath/shared/skill-progress';
import type { Database, Db } from '@/db/client.ts';
import { skillLockedError } from '@/lib/skill-gate.ts';
import { defineModule } from '@/lib/server-module.ts';
import { badRequest, errorResponses, notFound } from '@/plugins/errors.ts';
import { requireUser } from '../auth/auth.api.ts';
import { skillsRepository } from './skills.repository.ts';
import { dueReviewsOf, skillProgressOf, traceSkills } from './skills.service.ts';

/** The skill tree's progress (spec 002 sections 2, 3, 7; issue 23; docs/decisions/036). */
export async function skillsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const skills = skillsRepository(opts.db);

  r.get(
    '/api/skill-progress',
    {
      schema: {
        tags: ['skills'],
        summary: "The caller's state on every skill of a subject's skill tree: status, progress, mastery and review",
        querystring: SkillProgressQuerySchema,
        response: { 200: SkillProgressListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { subject } = request.query;
      const now = new Date();
      const traced = traceSkills(CURRICULA[subject], await skills.forUser(requireUser(request).id).events());
      return { subject, skills: CURRICULA[subject].map((s) => skillProgressOf(s.id, traced.get(s.id)!, now)) };
    },
  );

  // A static segment: matched before '/api/skill-progress/:skillId' whatever the order.
  r.get(
    '/api/skill-progress/due',
    {
      schema: {
        tags: ['skills'],
        summary: "The caller's skills whose review has come (FSRS), across every subject, the longest due first",
        response: { 200: DueReviewsSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ due: dueReviewsOf(await skills.forUser(requireUser(request).id).events(), new Date()) }),
  );

  r.post(
    '/api/skill-progress/:skillId',
    {
      schema: {
        tags: ['skills'],
        summary: 'Record progress the caller reports on a skill (0 to 100; 100 completes it); a locked skill is refused',
        params: SkillIdParamSchema,
        body: SkillProgressUpdateSchema,
        response: { 200: SkillProgressSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const found = findSkill(request.params.skillId);
      if (!found) throw notFound(SKILL_PROGRESS_MESSAGES.skillNotFound);
      if (found.subject !== request.body.subject) throw badRequest(SKILL_PROGRESS_MESSAGES.wrongSubject(found.subject));
      const repo = skills.forUser(requireUser(request).id);
      const curriculum = CURRICULA[found.subject];
      if (traceSkills(curriculum, await repo.events()).get(found.skill.id)!.status === 'locked') throw skillLockedError();
      const now = new Date();
      await repo.report(found.skill.id, request.body.progress, now);
      return skillProgressOf(found.skill.id, traceSkills(curriculum, await repo.events()).get(found.skill.id)!, now);
    },
  );
}

export const skillsModule = defineModule({
  tag: { name: 'skills', description: "The skill tree: the learner's mastery and progress per skill" },
  plugin: (app, { database }: { database: Database }) => skillsRoutes(app, { db: database.db }),
});
