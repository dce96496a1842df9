import { errorResponses } from '@/plugins/errors.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActivitySchema,
  AdminStatsSchema,
  AdminUserDetailsSchema,
  AdminUserParamsSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  ChangeStatusResultSchema,
  ChangeStatusSchema,
  DeleteUserResultSchema,
  DeleteUserSchema,
} from '@brightpath/shared/admin';
import { CheckAccessSchema } from '@brightpath/shared/auth';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { defineModule } from '@/lib/server-module.ts';
import { adminRoute, requireAdmin, requireUser } from '../auth/auth.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { adminRepository } from './admin.repository.ts';

/**
 * The administration console (spec 002 sections 2, 4 and 6; docs/decisions/040): accounts, their status and deletion,
 * the Overview's figures, Recent Activity and the audit log. Administrators only (403 to a learner, 401 to a visitor),
 * validated, rate-limited per administrator; every change written to the audit log in its own transaction.
 */
export async function adminRoutes(app: FastifyInstance, opts: { config: Config; db: Db; catalogue: SubjectCatalogue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = adminRepository(opts.db, opts.catalogue);
  const read = adminRoute(app, opts.config.adminRateLimit, 'read');
  const action = adminRoute(app, opts.config.adminRateLimit, 'action');
  const tags = ['admin'];

  // The one admin route a learner may call: it answers whether the caller is an administrator.
  r.get(
    '/api/admin/check-access',
    {
      schema: {
        tags,
        summary: 'Whether the caller is an administrator',
        response: { 200: CheckAccessSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ isAdmin: requireUser(request).role === 'admin' }),
  );

  r.get(
    '/api/admin/users',
    {
      ...read,
      schema: {
        tags,
        summary: 'Registered accounts, newest first: search (username, e-mail or name), plan and status filters, a page at a time',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => repo.usersFor(requireAdmin(request)).list(request.query),
  );

  r.get(
    '/api/admin/users/:userId',
    {
      ...read,
      schema: {
        tags,
        summary: "One account's details (recorded in the audit log as a read of that account)",
        params: AdminUserParamsSchema,
        response: { 200: AdminUserDetailsSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => repo.usersFor(requireAdmin(request)).details({ userId: request.params.userId }),
  );

  r.post(
    '/api/admin/users/:userId/status',
    {
      ...action,
      schema: {
        tags,
        summary: "Set an account's status (active, suspended, pending) with a reason; any but active ends its sessions at once",
        params: AdminUserParamsSchema,
        body: ChangeStatusSchema,
        response: { 200: ChangeStatusResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const result = await repo.actionsBy(requireAdmin(request)).setStatus(request.params.userId, request.body.status, request.body.reason);
      // This process forgets the account's cached sessions now, not when the database's change notification arrives
      // (on PostgreSQL a moment after the commit): the suspended learner's very next request is refused.
      app.sessionCache.evictUser(request.params.userId);
      return result;
    },
  );

  r.delete(
    '/api/admin/users/:userId',
    {
      ...action,
      schema: {
        tags,
        summary: 'Delete an account and everything it holds, in one transaction, with a reason (never the last active administrator)',
        params: AdminUserParamsSchema,
        body: DeleteUserSchema,
        response: { 200: DeleteUserResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const result = await repo.actionsBy(requireAdmin(request)).delete(request.params.userId, request.body.reason);
      app.sessionCache.evictUser(request.params.userId);
      return result;
    },
  );

  r.get(
    '/api/admin/stats',
    {
      ...read,
      schema: {
        tags,
        summary: "The Overview's figures: accounts, active accounts, accounts per plan, tutoring sessions and their average",
        response: { 200: AdminStatsSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => repo.usersFor(requireAdmin(request)).stats(),
  );

  r.get(
    '/api/admin/activity',
    {
      ...read,
      schema: {
        tags,
        summary: 'Recent Activity: the newest registrations and tutoring sessions, newest first',
        response: { 200: ActivitySchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ events: await repo.activityFor(requireAdmin(request)).list() }),
  );

  r.get(
    '/api/admin/audit-log',
    {
      ...read,
      schema: {
        tags,
        summary: "The operators' audit log, newest first: changes (with reason, before and after) and reads across learners",
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => repo.auditLogFor(requireAdmin(request)).list(request.query),
  );
}

export const adminModule = defineModule({
  tag: { name: 'admin', description: 'The administration console' },
  plugin: (app, { config, database, catalogue }: { config: Config; database: Database; catalogue: SubjectCatalogue }) =>
    adminRoutes(app, { config, db: database.db, catalogue }),
});
