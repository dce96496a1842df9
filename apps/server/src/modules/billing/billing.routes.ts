import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePlanSchema,
  CheckoutUrlSchema,
  CreateCheckoutSchema,
  InvoiceLinesSchema,
  PlansSchema,
  SubscriptionStatusSchema,
  TestCardSchema,
  TestCheckoutSessionSchema,
} from '@brightpath/shared/billing';
import { ApiErrorSchema } from '@brightpath/shared/errors';
import type { Config } from '@/config.ts';
import { perLearnerRateLimit } from '@/lib/learner-rate-limit.ts';
import { defineModule } from '@/lib/server-module.ts';
import { errorResponses } from '@/plugins/errors.ts';
import { requireUser } from '../auth/auth.api.ts';
import { CHECKOUT_ID, type BillingService } from './billing.service.ts';

export type BillingRouteOptions = { config: Config; billing: BillingService };

const tooFast = (seconds: number) => `Too many payment attempts. Please wait ${seconds} seconds and try again.`;
/** Checkouts started and test cards tried, per learner per minute. */
export const CHECKOUT_ATTEMPTS_PER_MINUTE = 20;

const CheckoutParams = z.object({ id: z.string().regex(CHECKOUT_ID, 'The checkout is not valid') });
const WebhookAnswerSchema = z.object({ received: z.literal(true) });
const CardDeclinedSchema = ApiErrorSchema.extend({ declineCode: z.string().optional() });

/** The addresses checkout may return to: this site (as the request reached it) and ALLOWED_ORIGINS. */
const originsOf = (request: FastifyRequest, config: Config) => [`${request.protocol}://${request.host}`, ...config.allowedOrigins];

/** Plans, checkout (Stripe or the built-in test mode), Stripe's webhooks, the subscription and its usage (issue 24). */
export async function billingRoutes(app: FastifyInstance, { config, billing }: BillingRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const attempts = { rateLimit: perLearnerRateLimit('checkout', CHECKOUT_ATTEMPTS_PER_MINUTE, tooFast) };
  const stopReports = await billing.start();
  app.addHook('onClose', async () => stopReports());

  r.get(
    '/api/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plan catalogue with each plan’s monthly session limit in force, and whether payments are in test mode',
        response: { 200: PlansSchema },
      },
    },
    async () => billing.plans(),
  );

  r.post(
    '/api/stripe/create-checkout',
    {
      config: attempts,
      schema: {
        tags: ['billing'],
        summary: 'Start paying for a plan: the address of Stripe’s checkout, or of the test-mode checkout without a Stripe key',
        description:
          'successUrl and cancelUrl must be paths or addresses of this site. A guest account is asked to register first (403); ' +
          'the plan the account is on, or a live subscription to another (change it instead), is a 409.',
        body: CreateCheckoutSchema,
        response: { 200: CheckoutUrlSchema, ...errorResponses(400, 401, 403, 409, 413, 429, 502) },
      },
    },
    async (request) => billing.createCheckout(requireUser(request), request.body, originsOf(request, config)),
  );

  // Stripe's webhooks: verified on the raw body, so this route keeps the bytes as they came (its own parser, in its
  // own context); a cross-site post on purpose (sameOrigin: false), public, and answered 400 when not verified.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/stripe/webhook',
      {
        config: { sameOrigin: false, rateLimit: { max: 1200, timeWindow: '1 minute' } },
        schema: {
          tags: ['billing'],
          summary: 'Stripe’s webhook: the signature and its timestamp are checked on the raw body; each event is applied once',
          response: { 200: WebhookAnswerSchema, ...errorResponses(400, 413, 429) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        await billing.webhook(body, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    );
  });

  r.get(
    '/api/subscription/status',
    {
      schema: {
        tags: ['billing'],
        summary: 'The caller’s plan, this month’s sessions against its limit, the subscription’s state and the overage so far',
        response: { 200: SubscriptionStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => billing.status(requireUser(request).id),
  );

  r.post(
    '/api/subscription/cancel',
    {
      schema: {
        tags: ['billing'],
        summary: 'Cancel the caller’s subscription at the end of the period (access stays until then)',
        response: { 200: SubscriptionStatusSchema, ...errorResponses(401, 409, 413, 502) },
      },
    },
    async (request) => billing.cancel(requireUser(request).id),
  );

  r.post(
    '/api/subscription/change',
    {
      schema: {
        tags: ['billing'],
        summary: 'Move the caller’s subscription to another paid plan, prorated (Free subscribes through checkout)',
        body: ChangePlanSchema,
        response: { 200: SubscriptionStatusSchema, ...errorResponses(400, 401, 409, 413, 502) },
      },
    },
    async (request) => billing.changePlan(requireUser(request).id, request.body.planId),
  );

  r.get(
    '/api/subscription/invoices',
    {
      schema: {
        tags: ['billing'],
        summary: 'The caller’s invoice lines, newest first: paid invoices, and in test mode each month’s overage',
        response: { 200: InvoiceLinesSchema, ...errorResponses(401) },
      },
    },
    async (request) => billing.invoices(requireUser(request).id),
  );

  r.get(
    '/api/billing/test-checkout/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'Test mode: the caller’s checkout (another account’s is a 404)',
        params: CheckoutParams,
        response: { 200: TestCheckoutSessionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => billing.testCheckout(requireUser(request), request.params.id),
  );

  r.post(
    '/api/billing/test-checkout/:id/pay',
    {
      config: attempts,
      schema: {
        tags: ['billing'],
        summary: 'Test mode: pay with a Stripe test card; a declining one is a 402 and changes nothing',
        params: CheckoutParams,
        body: TestCardSchema,
        response: { 200: CheckoutUrlSchema, ...errorResponses(400, 401), 402: CardDeclinedSchema, ...errorResponses(404, 409, 413, 429) },
      },
    },
    async (request) => billing.payTestCheckout(requireUser(request).id, request.params.id, request.body),
  );

  r.post(
    '/api/billing/test-checkout/:id/cancel',
    {
      schema: {
        tags: ['billing'],
        summary: 'Test mode: leave the checkout; answers where to go back to',
        params: CheckoutParams,
        response: { 200: CheckoutUrlSchema, ...errorResponses(400, 401, 404, 413) },
      },
    },
    async (request) => billing.cancelTestCheckout(requireUser(request).id, request.params.id),
  );

  // The test clock, for the e2e journeys: registered only in test mode with BILLING_TEST_CLOCK=true (config.ts refuses
  // it with a Stripe key). Tests call billing.advanceTestPeriod directly.
  if (config.billing.testClock && billing.testMode) {
    r.post(
      '/api/billing/test-clock/advance',
      {
        schema: {
          tags: ['billing'],
          summary: 'Test mode with BILLING_TEST_CLOCK: end the caller’s billing period now (renewal, or the end of a cancelled one)',
          response: { 200: SubscriptionStatusSchema, ...errorResponses(401, 409, 413) },
        },
      },
      async (request) => billing.advanceTestPeriod(requireUser(request).id),
    );
  }
}

export const billingModule = defineModule({
  tag: { name: 'billing', description: 'Plans, checkout (Stripe or test mode), webhooks, the subscription, usage and overage' },
  publicRoutes: ['GET /api/plans', 'POST /api/stripe/webhook'],
  plugin: (app, context: BillingRouteOptions) => billingRoutes(app, context),
});
