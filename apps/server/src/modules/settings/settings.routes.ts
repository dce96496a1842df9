import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SettingsSchema, SettingsUpdateSchema, TestingResetSchema } from '@brightpath/shared/settings';
import type { Database, Db } from '@/db/client.ts';
import { defineModule } from '@/lib/server-module.ts';
import { errorResponses } from '@/plugins/errors.ts';
import { requireAdmin, requireUser } from '../auth/auth.api.ts';
import { settingsRepository } from './settings.repository.ts';

/** What the testing reset did, as the settings page says it. */
export const TESTING_RESET_MESSAGE =
  'The welcome message, guidance banner and getting-started checklist will show again on your dashboard.';

/** The learner's settings (spec 002 sections 2-4 and 9), kept on the account (DESIGN.md decision 1). */
export async function settingsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = settingsRepository(opts.db);

  r.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The caller's settings (the defaults until they change one), with their plan and this month's tutoring sessions",
        response: { 200: SettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => settings.forUser(requireUser(request).id).read(),
  );

  r.patch(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "Change some of the caller's settings, by section; the rest stay as they are",
        body: SettingsUpdateSchema,
        response: { 200: SettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => settings.forUser(requireUser(request).id).update(request.body),
  );

  r.post(
    '/api/settings/testing-reset',
    {
      schema: {
        tags: ['settings'],
        summary: "Administrators only: show the dashboard's first-run aids again on the caller's own account",
        response: { 200: TestingResetSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await settings.forUser(requireAdmin(request).id).resetFirstRunAids();
      return { message: TESTING_RESET_MESSAGE };
    },
  );
}

export const settingsModule = defineModule({
  tag: { name: 'settings', description: "The learner's settings: notifications, audio, appearance, privacy and learning" },
  plugin: (app, { database }: { database: Database }) => settingsRoutes(app, { db: database.db }),
});
