// A server module as the app sees it: one Fastify plugin that registers the module's routes, the routes of it that
// anyone may call, and its OpenAPI tag. app.ts lists the modules once; everything else (registration, the public
// list the auth plugin enforces, the tags of the OpenAPI document) is derived from that list (modules/README.md).
import type { FastifyInstance } from 'fastify';

/**
 * A route anyone may call, as 'METHOD /api/path' (the path as registered, with its :params), or a prefix ending in
 * '*'. HEAD goes with GET. Every other /api route answers 401 to a caller without a session (auth.plugin.ts).
 */
export type PublicRoute = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api${string}`;

export type ServerModule<Context> = {
  /** The OpenAPI tag of the module's routes (their schemas name it), with what the module is for. */
  tag: { name: string; description: string };
  /** What a visitor may call; nothing by default: a module's routes are private unless listed here. */
  publicRoutes?: readonly PublicRoute[];
  /** Registers the routes, given what the app builds once for every module (app.ts AppContext). */
  plugin: (app: FastifyInstance, context: Context) => Promise<void>;
};

/** Declares a module (typed by what it needs of the app's context). */
export const defineModule = <Context>(module: ServerModule<Context>): ServerModule<Context> => module;
