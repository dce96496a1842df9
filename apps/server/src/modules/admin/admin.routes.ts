import { errorResponses } from '@/plugins/errors.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CheckAccessSchema } from '@brightpath/shared/auth';
import { requireUser } from '../auth/auth.api.ts';
import { defineModule } from '@/lib/server-module.ts';

export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The one admin route a learner may call: it answers whether the caller is an administrator.
  r.get(
    '/api/admin/check-access',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether the caller is an administrator',
        response: { 200: CheckAccessSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ isAdmin: requireUser(request).role === 'admin' }),
  );
}

export const adminModule = defineModule({
  tag: { name: 'admin', description: 'The administration console' },
  plugin: (app) => adminRoutes(app),
});
