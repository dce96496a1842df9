import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DATA_MESSAGES,
  DATA_EXPORT_FILE_NAME,
  DataExportSchema,
  DeleteAccountDataResultSchema,
  DeleteAccountDataSchema,
} from '@brightpath/shared/account-data';
import type { Database, Db } from '@/db/client.ts';
import { perLearnerRateLimit } from '@/lib/learner-rate-limit.ts';
import { defineModule } from '@/lib/server-module.ts';
import { errorResponses, forbidden, unauthorized } from '@/plugins/errors.ts';
import { requireUser } from '../auth/auth.api.ts';
import { accountRepository } from './account.repository.ts';

/** Exports a learner may start per minute: each reads all they hold. */
const EXPORTS_PER_MINUTE = 10;

/** Data & Privacy (spec 002 sections 2 and 4): export everything the account holds, delete everything (docs/decisions/032). */
export async function accountRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accounts = accountRepository(opts.db);

  r.get(
    '/api/account/export',
    {
      config: { rateLimit: perLearnerRateLimit('account-export', EXPORTS_PER_MINUTE, ACCOUNT_DATA_MESSAGES.exportTooOften) },
      schema: {
        tags: ['account'],
        summary: `Everything the caller's account holds, as the file ${DATA_EXPORT_FILE_NAME} (streamed, table by table)`,
        response: { 200: DataExportSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const mine = accounts.forUser(requireUser(request).id);
      const account = await mine.account();
      if (!account) throw unauthorized();
      const stream = Readable.from(mine.exportJson(account), { objectMode: false });
      stream.on('error', (err) => request.log.error({ err }, 'data export failed while streaming'));
      // A stream is sent as it is read, never through the response schema's serializer: the schema documents the file.
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${DATA_EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );

  r.delete(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete everything the account holds, and the account, in one transaction; ends the session',
        body: DeleteAccountDataSchema,
        response: { 200: DeleteAccountDataResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.role === 'admin') throw forbidden(ACCOUNT_DATA_MESSAGES.administrator, 'ADMIN_ACCOUNT');
      // The sign-in sessions go with the account: this browser's cookie names nothing any more, and is cleared.
      await accounts.forUser(user.id).deleteEverything();
      app.clearSessionCookie(request, reply);
      return { deleted: true as const };
    },
  );
}

export const accountModule = defineModule({
  tag: { name: 'account', description: "Data & Privacy: export everything the caller's account holds, or delete all of it" },
  plugin: (app, { database }: { database: Database }) => accountRoutes(app, { db: database.db }),
});
