// The plans' names without zod: the header's My Plan badge is in every page's first load, which must stay free of zod
// (billing.ts, the catalogue with its schemas, imports it). billing.test.ts checks the catalogue's names are these.
import type { PlanId } from './billing.ts';

export const PLAN_NAMES: Readonly<Record<PlanId, string>> = {
  free: 'Free',
  basic: 'Basic',
  premium: 'Premium',
  pro: 'Pro',
  family: 'Family',
};

/** 'Free Plan' (spec 002 section 2: the profile's Account Details), and so on for each plan. */
export const planLabel = (plan: PlanId) => `${PLAN_NAMES[plan]} Plan`;
