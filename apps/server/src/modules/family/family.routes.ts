import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FamilyInviteSchema,
  FamilyMemberIdSchema,
  FamilyMemberProgressSchema,
  FamilySchema,
  JoinFamilySchema,
} from '@brightpath/shared/billing';
import { FAMILY_JOIN_PATH, FAMILY_MESSAGES, FamilyInvitePreviewSchema } from '@brightpath/shared/family';
import { TimeZoneQuerySchema } from '@brightpath/shared/progress';
import type { Database } from '@/db/client.ts';
import { perLearnerRateLimit } from '@/lib/learner-rate-limit.ts';
import { defineModule } from '@/lib/server-module.ts';
import { errorResponses, forbidden, notFound } from '@/plugins/errors.ts';
import { requireUser } from '../auth/auth.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { familyRepository } from './family.repository.ts';

/** Invitations made, previewed and used per learner and minute: plenty for a family, little for guessing tokens. */
export const FAMILY_WRITES_PER_MINUTE = 20;

/**
 * The address the invitation's link opens: the page's own origin (the request's, which the same-origin rule has
 * checked for a POST: plugins/security.ts), so a link made on the site opens the site.
 */
function originOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : `${request.protocol}://${request.host}`;
}

/** The Family plan (DESIGN.md decision 10; issue 24 point 6): invitations, joining, leaving, and the owner's view of members. */
export async function familyRoutes(app: FastifyInstance, opts: { database: Database; catalogue: SubjectCatalogue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const families = familyRepository(opts.database.db, opts.catalogue);
  const limited = { rateLimit: perLearnerRateLimit('family', FAMILY_WRITES_PER_MINUTE, FAMILY_MESSAGES.tooFast) };
  const mine = (request: FastifyRequest) => families.forUser(requireUser(request).id);
  /** The owner's access to a member (lib/ownership.ts familyOwnerOnly): another account than a member of theirs is a 404. */
  const member = async (request: FastifyRequest, userId: number) => {
    const view = await families.forFamilyOwner(requireUser(request), userId);
    if (!view) throw notFound(FAMILY_MESSAGES.memberNotFound);
    return view;
  };

  r.get(
    '/api/family',
    {
      schema: {
        tags: ['family'],
        summary:
          "The caller's Family plan: their role (owner, member or none), its owner, its members (for the owner) and open invitations",
        response: { 200: FamilySchema, ...errorResponses(401) },
      },
    },
    async (request) => mine(request).family(),
  );

  r.post(
    '/api/family/invites',
    {
      config: limited,
      schema: {
        tags: ['family'],
        summary:
          'A single-use invitation link that expires in 7 days (owner of a Family plan only: 403); the owner, members and open invitations take at most 5 seats (409)',
        response: { 201: FamilyInviteSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await mine(request).createInvite();
      const url = `${originOf(request)}${FAMILY_JOIN_PATH}?token=${encodeURIComponent(token)}`;
      return reply.status(201).send({ token, url, expiresAt: expiresAt.toISOString() });
    },
  );

  r.delete(
    '/api/family/invites',
    {
      schema: {
        tags: ['family'],
        summary: "Revoke the caller's open invitations: their links stop working and their seats are free again",
        response: { 200: z.object({ revoked: z.number().int() }), ...errorResponses(401) },
      },
    },
    async (request) => ({ revoked: await mine(request).revokeInvites() }),
  );

  r.post(
    '/api/family/invites/preview',
    {
      config: limited,
      schema: {
        tags: ['family'],
        summary: 'Whose Family plan an invitation joins; an unknown one is a 404, one used, revoked or expired a 410',
        body: JoinFamilySchema,
        response: { 200: FamilyInvitePreviewSchema, ...errorResponses(400, 401, 404, 410, 429) },
      },
    },
    async (request) => mine(request).previewInvite(request.body.token),
  );

  r.post(
    '/api/family/join',
    {
      config: limited,
      schema: {
        tags: ['family'],
        summary:
          "Join the Family plan of an invitation: a registered account only (403 for a guest); 404/410 for an invitation not valid; 409 when already in or owning a family, on a paid plan of one's own, or when the family is full",
        body: JoinFamilySchema,
        response: { 200: FamilySchema, ...errorResponses(400, 401, 403, 404, 409, 410, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.isGuest) throw forbidden(FAMILY_MESSAGES.guestMustRegister, 'GUEST_ACCOUNT');
      const repo = families.forUser(user.id);
      await repo.join(request.body.token);
      return repo.family();
    },
  );

  r.post(
    '/api/family/leave',
    {
      schema: {
        tags: ['family'],
        summary: 'Leave the Family plan the caller is a member of; they return to the Free plan (404 when in none)',
        response: { 200: FamilySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const repo = mine(request);
      await repo.leave();
      return repo.family();
    },
  );

  r.delete(
    '/api/family/members/:userId',
    {
      schema: {
        tags: ['family'],
        summary: "Remove a member from the caller's Family plan; they return to the Free plan (404 for anyone else)",
        params: FamilyMemberIdSchema,
        response: { 200: FamilySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await (await member(request, request.params.userId))['remove-member']();
      return mine(request).family();
    },
  );

  r.get(
    '/api/family/members/:userId/progress',
    {
      schema: {
        tags: ['family'],
        summary:
          "A member's progress summary for the owner of their Family plan: sessions, streak, subjects, achievements and, under 13, the safety events recorded (category and time). Never a conversation. Each read is recorded in the audit log",
        params: FamilyMemberIdSchema,
        querystring: TimeZoneQuerySchema,
        response: { 200: FamilyMemberProgressSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => (await member(request, request.params.userId))['member-progress']({ timeZone: request.query.timeZone ?? 'UTC' }),
  );
}

export const familyModule = defineModule({
  tag: { name: 'family', description: 'The Family plan: invitations, members and the owner’s view of their progress' },
  plugin: (app, { database, catalogue }: { database: Database; catalogue: SubjectCatalogue }) => familyRoutes(app, { database, catalogue }),
});
