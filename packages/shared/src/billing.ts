// Plans and billing (spec 002 sections 2, 3, 4, 7, 8 and 9; DESIGN.md decisions 6, 9 and 10; docs/decisions/037):
// the plan catalogue, the usage bar's rules, overage in integer cents, and the contracts of the checkout, the
// subscription and the family plan. Money is always integer cents; a price is never a float.
import { z } from 'zod';
import { PlanIdSchema } from './auth.ts';
import { dbIdParam } from './fields.ts';

export { PlanIdSchema };
export type PlanId = z.infer<typeof PlanIdSchema>;
export const PLAN_IDS = PlanIdSchema.options;
export const PAID_PLAN_IDS = ['basic', 'premium', 'pro', 'family'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const PaidPlanIdSchema = z.enum(PAID_PLAN_IDS, { error: 'Choose one of the paid plans: basic, premium, pro or family' });

/** A plan as the pricing page shows it (spec 002 section 3 "Plan definition"); -1 sessions is unlimited. */
export type PlanDefinition = {
  id: PlanId;
  name: string;
  /** The monthly price in cents (spec 002 section 9). */
  priceCents: number;
  /** Tutoring sessions the price covers each month (spec 002 section 9); -1 unlimited. */
  sessionsIncluded: number;
  /** Each session past the included ones, in cents; null: no overage (the plan is unlimited or refuses more). */
  overageCents: number | null;
  popular: boolean;
  /** Accounts sharing the plan, the owner included (Family only). */
  maxUsers: number | null;
  features: readonly string[];
  limitations: readonly string[];
};

/** What every plan has: the product as built gates no feature by plan, only the number of sessions. */
const EVERY_PLAN = [
  'Text, voice and five-phase structured lessons',
  'All subjects, the skill tree and spaced reviews',
  'Progress, analytics and searchable learning history',
] as const;

/**
 * The five plans (spec 002 section 9's table; the features and limitations are ours, true of the product as built).
 * The monthly session limit each plan enforces is not here: it is read from the database (plan_settings, editable in
 * the admin console) and defaults to DEFAULT_SESSION_LIMITS.
 */
export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    sessionsIncluded: 3,
    overageCents: null,
    popular: false,
    maxUsers: null,
    features: ['3 tutoring sessions a month included', ...EVERY_PLAN],
    limitations: ['No sessions past the monthly limit until next month', 'One learner'],
  },
  {
    id: 'basic',
    name: 'Basic',
    priceCents: 999,
    sessionsIncluded: 20,
    overageCents: 50,
    popular: false,
    maxUsers: null,
    features: ['20 tutoring sessions a month included', 'Extra sessions at $0.50 each', ...EVERY_PLAN],
    limitations: ['Extra sessions stop at the monthly limit', 'One learner'],
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 1999,
    sessionsIncluded: 50,
    overageCents: 40,
    popular: true,
    maxUsers: null,
    features: ['50 tutoring sessions a month included', 'Extra sessions at $0.40 each', ...EVERY_PLAN],
    limitations: ['One learner'],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCents: 2999,
    sessionsIncluded: -1,
    overageCents: null,
    popular: false,
    maxUsers: null,
    features: ['Unlimited tutoring sessions', 'No overage, ever', ...EVERY_PLAN],
    limitations: ['One learner'],
  },
  {
    id: 'family',
    name: 'Family',
    priceCents: 3999,
    sessionsIncluded: -1,
    overageCents: null,
    popular: false,
    maxUsers: 5,
    features: [
      'Unlimited tutoring sessions for up to 5 learners',
      'Invite members with a single-use link',
      "Each member's progress, streak and achievements for the owner",
      'Safety alerts for members under 13 (never their conversations)',
      ...EVERY_PLAN,
    ],
    limitations: ['Up to 5 accounts, the owner included'],
  },
];

export function planById(id: PlanId): PlanDefinition {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Per-learner monthly session limits by default (DESIGN.md decision 6); -1 unlimited. The database holds the live ones. */
export const DEFAULT_SESSION_LIMITS: Readonly<Record<PlanId, number>> = { free: 20, basic: 50, premium: -1, pro: -1, family: -1 };

/** '$9.99', '$0', '$0.50' from cents. */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Money is integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return abs === 0 ? '$0' : `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// --- Usage (spec 002 section 9 "Usage and levels") ---

/** The usage warning shows above 80% of the limit. */
export const USAGE_WARNING_AT = 0.8;

/** The usage bar's percentage: capped at 100; an unlimited plan counts as 100 for the ratio (spec 002 section 9). */
export function usagePercent(sessionsUsed: number, sessionsLimit: number): number {
  const limit = sessionsLimit < 0 ? 100 : sessionsLimit;
  if (limit === 0) return 100;
  return Math.min(100, Math.round((sessionsUsed / limit) * 100));
}

/** Whether the usage warning shows: usage above 80% of a finite limit. */
export const usageWarning = (sessionsUsed: number, sessionsLimit: number) =>
  sessionsLimit > 0 && sessionsUsed > sessionsLimit * USAGE_WARNING_AT;

/** Sessions past the included ones, and what they cost in cents, for a plan with an overage rate. */
export function overageOf(planId: PlanId, sessionsUsed: number): { sessions: number; amountCents: number; rateCents: number | null } {
  const plan = planById(planId);
  if (plan.overageCents === null || plan.sessionsIncluded < 0) return { sessions: 0, amountCents: 0, rateCents: plan.overageCents };
  const sessions = Math.max(0, sessionsUsed - plan.sessionsIncluded);
  return { sessions, amountCents: sessions * plan.overageCents, rateCents: plan.overageCents };
}

// --- Texts (spec 002 sections 2, 4, 5 and 8), verbatim ---

export const BILLING_MESSAGES = {
  mostPopular: 'Most Popular',
  getStarted: 'Get Started',
  currentPlan: 'Current Plan',
  alreadyFree: 'Already on Free Plan',
  processing: 'Processing...',
  checkoutFailedTitle: 'Subscription Error',
  checkoutFailed: 'Failed to start subscription process. Please try again.',
  cancelledTitle: 'Subscription Cancelled',
  cancelFailed: 'Failed to cancel subscription. Please try again or contact support.',
  billingPeriod: 'Monthly',
  cardDeclined: 'Your card was declined. Try another card.',
  familyFull: 'This Family plan already has 5 members, the most it can have.',
  inviteInvalid: 'This invitation link is not valid any more. Ask the family owner for a new one.',
} as const;

// --- Contracts ---

/** GET /api/plans (public): the catalogue with the monthly limits in force, and whether payments are in test mode. */
export const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string(),
  priceCents: z.number().int().min(0),
  sessionsIncluded: z.number().int().min(-1),
  /** The monthly limit this plan enforces now (database; -1 unlimited). */
  sessionsLimit: z.number().int().min(-1),
  overageCents: z.number().int().min(0).nullable(),
  popular: z.boolean(),
  maxUsers: z.number().int().positive().nullable(),
  features: z.array(z.string()),
  limitations: z.array(z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlansSchema = z.object({ plans: z.array(PlanSchema), testMode: z.boolean() });
export type Plans = z.infer<typeof PlansSchema>;

const sameOriginPath = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .min(1, `${what} is required`)
    .max(2000, `${what} is too long`);

/** POST /api/stripe/create-checkout (spec 002 section 7): only same-origin addresses are accepted (checked on the server). */
export const CreateCheckoutSchema = z.object({
  planId: PaidPlanIdSchema,
  successUrl: sameOriginPath('successUrl'),
  cancelUrl: sameOriginPath('cancelUrl'),
});
export type CreateCheckout = z.input<typeof CreateCheckoutSchema>;
export const CheckoutUrlSchema = z.object({ url: z.string() });

export const SubscriptionStateSchema = z.enum(['active', 'past_due', 'canceled', 'incomplete']);
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

/** GET /api/subscription/status (spec 002 section 7, extended): the account's plan, this month's usage and overage. */
export const SubscriptionStatusSchema = z.object({
  planId: PlanIdSchema,
  sessionsUsed: z.number().int().min(0),
  sessionsLimit: z.number().int().min(-1),
  sessionsIncluded: z.number().int().min(-1),
  status: SubscriptionStateSchema,
  /** ISO time the paid period ends (null on Free). */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** This period's sessions past the included ones and their cost so far. */
  overage: z.object({ sessions: z.number().int().min(0), amountCents: z.number().int().min(0), rateCents: z.number().int().nullable() }),
  /** Set when the plan comes from a Family plan the account is a member of (not its owner). */
  familyOwner: z.string().nullable(),
  testMode: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** POST /api/subscription/change: move a paid subscription to another paid plan, prorated. */
export const ChangePlanSchema = z.object({ planId: PaidPlanIdSchema });

/** An invoice line the learner can see (test mode records overage this way; Stripe's invoices otherwise). */
export const InvoiceLineSchema = z.object({
  id: z.number().int(),
  period: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  createdAt: z.string(),
});
export const InvoiceLinesSchema = z.object({ lines: z.array(InvoiceLineSchema) });

/** The built-in test-mode checkout (no Stripe key): the session the page shows, and the card it is paid with. */
export const TestCheckoutSessionSchema = z.object({
  id: z.string(),
  planId: PaidPlanIdSchema,
  planName: z.string(),
  amountCents: z.number().int(),
  email: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
  cancelUrl: z.string(),
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSessionSchema>;
export const TestCardSchema = z.object({
  cardNumber: z
    .string({ error: 'Enter the card number' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits')),
  expiry: z.string({ error: 'Enter the expiry date' }).regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry date as MM/YY'),
  cvc: z.string({ error: 'Enter the CVC' }).regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC'),
  name: z.string({ error: 'Enter the name on the card' }).trim().min(1, 'Enter the name on the card').max(100),
});
export type TestCard = z.input<typeof TestCardSchema>;

// --- Family plan (DESIGN.md decision 10) ---

export const FamilyInviteSchema = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });
export const JoinFamilySchema = z.object({
  token: z.string({ error: 'The invitation token is required' }).min(16, 'The invitation token is not valid').max(200),
});
export const FamilyMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  joinedAt: z.string(),
});
export const FamilySchema = z.object({
  role: z.enum(['owner', 'member', 'none']),
  owner: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  members: z.array(FamilyMemberSchema),
  maxUsers: z.number().int(),
  openInvites: z.number().int(),
});
export type Family = z.infer<typeof FamilySchema>;
/** DELETE /api/family/members/:userId and its progress: the member's id in the path (text, coerced). */
export const FamilyMemberIdSchema = z.object({ userId: dbIdParam('The member is not valid') });
/** What the owner sees of a member: a progress summary, and safety events only for a member under 13; never messages. */
export const FamilyMemberProgressSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  sessions: z.number().int(),
  streak: z.number().int(),
  subjects: z.array(z.string()),
  achievements: z.array(z.string()),
  safetyEvents: z.array(z.object({ category: z.string(), at: z.string() })).nullable(),
});
export type FamilyMemberProgress = z.infer<typeof FamilyMemberProgressSchema>;
