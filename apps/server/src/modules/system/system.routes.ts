import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_NAME, PublicConfigSchema } from '@brightpath/shared/config';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { administratorExists } from '../auth/auth.api.ts';
import { defineModule } from '@/lib/server-module.ts';

export const VERSION = '0.1.0';

export async function systemRoutes(app: FastifyInstance, opts: { config: Config; database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Once an administrator exists one always will (the CLI and the start-up bootstrap only add them): after the
  // first yes, the question costs nothing.
  let adminSeen = false;
  const setupNeeded = async () => {
    adminSeen ||= await administratorExists(opts.database.db);
    return !adminSeen;
  };
  r.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await opts.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: opts.database.kind };
    },
  );

  r.get(
    '/api/config',
    { schema: { tags: ['system'], summary: 'Public settings for the web app', response: { 200: PublicConfigSchema } } },
    async () => ({
      productName: PRODUCT_NAME,
      betaBanner: opts.config.betaBanner,
      tutorProvider: opts.config.tutorProvider,
      speechEngine: opts.config.speech.engine,
      version: VERSION,
      setupNeeded: await setupNeeded(),
      alphaTesting: opts.config.alphaTesting,
    }),
  );
}

export const systemModule = defineModule({
  tag: { name: 'system', description: 'Health, the public configuration and whether an administrator exists' },
  publicRoutes: ['GET /api/health', 'GET /api/config'],
  plugin: systemRoutes,
});
