import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { badTextInRequest, findBadText, mayHoldBadTextJson } from './lib/input-safety.ts';
import { errorBody, registerErrorHandler } from './plugins/errors.ts';
import { inlineScriptHashes, registerSecurity } from './plugins/security.ts';
import type { PublicRoute, ServerModule } from './lib/server-module.ts';
import { accountModule } from './modules/account/account.routes.ts';
import { adminModule } from './modules/admin/admin.routes.ts';
import { alphaModule } from './modules/alpha/alpha.routes.ts';
import { assistantModule } from './modules/assistant/assistant.routes.ts';
import { assessmentsModule } from './modules/assessments/assessments.routes.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { authModule } from './modules/auth/auth.routes.ts';
import { billingModule } from './modules/billing/billing.routes.ts';
import { createBillingService, type BillingService } from './modules/billing/billing.service.ts';
import { chatModule } from './modules/chat/chat.routes.ts';
import { connectionsModule } from './modules/connections/connections.routes.ts';
import { familyModule } from './modules/family/family.routes.ts';
import { feedbackModule } from './modules/feedback/feedback.routes.ts';
import { createTutorService, type TutorOverrides, type TutorService } from './tutor/service.ts';
import { learningModule } from './modules/learning/learning.routes.ts';
import { moderationModule } from './modules/moderation/moderation.routes.ts';
import { profilesModule } from './modules/profiles/profiles.routes.ts';
import { progressModule } from './modules/progress/progress.routes.ts';
import { skillGate } from './modules/skills/skills.api.ts';
import { skillsModule } from './modules/skills/skills.routes.ts';
import { settingsModule } from './modules/settings/settings.routes.ts';
import type { SkillGate } from './lib/skill-gate.ts';
import { speechModule } from './modules/speech/speech.routes.ts';
import { loadSubjectCatalogue, type SubjectCatalogue } from './modules/subjects/subjects.api.ts';
import { subjectsModule } from './modules/subjects/subjects.routes.ts';
import { systemModule, VERSION } from './modules/system/system.routes.ts';

/** What the app builds once and hands every module's plugin (each takes what it needs of it). */
export type AppContext = {
  config: Config;
  database: Database;
  catalogue: SubjectCatalogue;
  ai: TutorService;
  skills: SkillGate;
  /** Payments: Stripe or the built-in test mode, chosen by the configuration (modules/billing). */
  billing: BillingService;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's billing (tests wait on its overage reports and end test-mode periods through it). */
    billing: BillingService;
  }
}

/**
 * The server's modules, once each: registered in this order, their public routes and OpenAPI tags read from here.
 * Adding a module is its folder and one line here (modules/README.md).
 */
export const MODULES: ServerModule<AppContext>[] = [
  systemModule,
  authModule,
  adminModule,
  profilesModule,
  subjectsModule,
  assessmentsModule,
  chatModule,
  moderationModule,
  progressModule,
  learningModule,
  speechModule,
  assistantModule,
  settingsModule,
  connectionsModule,
  accountModule,
  skillsModule,
  billingModule,
  familyModule,
  feedbackModule,
  alphaModule,
];

export const BODY_LIMIT = 1024 * 1024;

/**
 * The /api routes anyone may call: what the modules declare, and the OpenAPI description with its viewer. Every other
 * /api route answers 401 to a caller without a session, before its input is read (modules/auth/auth.plugin.ts): a new
 * route is private unless its module lists it. An entry that matches no route stops the server at start.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [...MODULES.flatMap((m) => m.publicRoutes ?? []), 'GET /api/docs*'];

/** The built web app: WEB_DIST_DIR, or apps/web/dist beside this server. */
function findWebDist(config: Config): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = config.webDistDir
    ? [resolve(config.webDistDir)]
    : [resolve(here, '../../web/dist'), resolve(here, '../../../apps/web/dist')];
  return candidates.find((p) => existsSync(resolve(p, 'index.html')));
}

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Replaces the tutor pipeline or the model factory (tests); the real ones by default. */
  tutor?: TutorOverrides;
};

/** Registers plugins, then modules. No listen: tests inject requests or listen on port 0. */
export async function buildApp({ config, database, logger = true, tutor }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // JSON only: text/plain is how cross-site forms would reach us; an empty JSON body counts as none.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    const raw = body as string;
    void defaultJson(request, raw, (err, parsed) => {
      if (err) return done(err);
      // Refused before validation, whatever the route's schema: a NUL (PostgreSQL cannot store it) or an unpaired
      // surrogate, anywhere in the body (lib/input-safety.ts).
      const bad = mayHoldBadTextJson(raw) ? findBadText(parsed) : undefined;
      if (bad) return done(badTextInRequest(bad));
      done(null, parsed);
    });
  });

  const webDist = findWebDist(config);
  const indexHtml = webDist ? readFileSync(resolve(webDist, 'index.html'), 'utf8') : undefined;
  await registerSecurity(app, config, { scriptHashes: inlineScriptHashes(indexHtml) });
  // Answers of 1 KiB and more are compressed (brotli at quality 4, else gzip) for a client that accepts it; the event
  // stream of the tutor is not (the default types leave text/event-stream out: each event goes out as it comes), nor
  // audio. The web app's files are compressed once at build and served as they are (preCompressed below). Request
  // bodies are taken as sent (no decompression), so the body limit counts what is parsed.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(authPlugin, { config, database, publicRoutes: PUBLIC_ROUTES });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Brightpath API', version: VERSION },
      tags: MODULES.map((m) => m.tag),
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bp_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // One tutor for every feature that calls it (the chat, the assistant, the structured lesson).
  const ai = createTutorService({ tutor: config.tutor, helplineCountry: config.safety.helplineCountry }, tutor);
  const context: AppContext = {
    config,
    database,
    catalogue: await loadSubjectCatalogue(database.db),
    ai,
    skills: skillGate(database.db),
    billing: createBillingService({ config: config.billing, database, log: (message) => app.log.warn(message) }),
  };
  app.decorate('billing', context.billing);
  for (const module of MODULES) await app.register(module.plugin, context);

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each script, stylesheet and page (apps/web/vite.config.ts precompress).
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 600, timeWindow: '1 minute' }) }, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (wantsPage && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send(errorBody(404, 'NOT_FOUND', `No route for ${request.method} ${path}`));
  });

  return app;
}
