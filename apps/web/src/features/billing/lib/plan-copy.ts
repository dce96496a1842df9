import { formatCents, type Plan } from '@brightpath/shared/billing';
import { sessions } from './format';

// What the plan cards and the explanations say, from the plans as the server answers them (GET /api/plans: the
// catalogue and the monthly limits in force), so the page always says what the server enforces (docs/decisions/037).

export const PRICING_COPY = {
  title: 'Choose Your Plan',
  intro:
    'Every plan has the whole of Brightpath: the AI tutor by text and voice, structured lessons, every subject and your progress. Plans differ only in how many tutoring sessions they include.',
  testMode:
    'Test mode: no real payments. Checkout opens Brightpath’s own test page, where Stripe’s test card numbers work and nothing is charged.',
  canceled: 'Checkout canceled. You have not been charged and your plan has not changed. Choose a plan whenever you are ready.',
  explanationsTitle: 'How usage-based pricing works',
  footer: 'Cancel anytime. No long-term contracts.',
  footerMore: 'Prices are in US dollars and billed monthly. Extra sessions are added to the month they were used in.',
} as const;

/** '20 sessions included a month'; 'Unlimited sessions' (for up to N learners on Family). */
export function includedLine(plan: Plan): string {
  if (plan.sessionsIncluded < 0) return plan.maxUsers ? `Unlimited sessions for up to ${plan.maxUsers} learners` : 'Unlimited sessions';
  return `${sessions(plan.sessionsIncluded)} included a month`;
}

/** '$0.50 per extra session', or none. */
export const overageLine = (plan: Plan) =>
  plan.overageCents === null ? 'No charge for extra sessions' : `${formatCents(plan.overageCents)} per extra session`;

/**
 * 'Up to N sessions a month' (docs/decisions/037): where the monthly limit in force is finite and differs from the
 * included sessions (Free 20 against 3, Basic 50 against 20 by default); null otherwise.
 */
export const limitLine = (plan: Plan) =>
  plan.sessionsLimit >= 0 && plan.sessionsLimit !== plan.sessionsIncluded ? `Up to ${plan.sessionsLimit} sessions a month` : null;

/** 'A, B and C'. */
const list = (words: string[]) => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** The most a month's extra sessions can cost on a plan with a rate and a finite limit, in cents; null when uncapped. */
export function overageCapCents(plan: Plan): number | null {
  if (plan.overageCents === null || plan.sessionsLimit < 0 || plan.sessionsIncluded < 0) return null;
  return Math.max(0, plan.sessionsLimit - plan.sessionsIncluded) * plan.overageCents;
}

export type Explanation = { id: string; title: string; text: string };

/** The usage-based pricing explained (spec 002 section 2), true of the plans as the server enforces them. */
export function pricingExplanations(plans: Plan[]): Explanation[] {
  const out: Explanation[] = [
    {
      id: 'session',
      title: 'What counts as a tutoring session',
      text: 'A tutoring session starts when you send the first message of a new conversation with the tutor, and a finished structured lesson counts as one too. Everything else you say in that conversation belongs to the same session.',
    },
    {
      id: 'included',
      title: 'Included sessions',
      text: 'A plan’s price covers its included sessions every month. Sessions are counted by calendar month (UTC) from the 1st, and sessions you do not use do not carry over.',
    },
  ];

  const metered = plans.filter((p) => p.overageCents !== null && p.sessionsIncluded >= 0);
  if (metered.length > 0) {
    const rates = metered.map((p) => `${formatCents(p.overageCents!)} on ${p.name}`);
    out.push({
      id: 'overage',
      title: 'Extra sessions',
      text: `On ${list(metered.map((p) => p.name))}, each session past the included ones is an extra session, charged at the plan’s rate: ${list(rates)}. My Plan shows your extra sessions and what they cost so far as they happen, and they are added to that month’s bill.`,
    });
  }

  const limited = plans.filter((p) => p.sessionsLimit >= 0);
  const unlimited = plans.filter((p) => p.sessionsLimit < 0);
  if (limited.length > 0) {
    const caps = limited.map((p) => {
      const cap = overageCapCents(p);
      return `${p.name} up to ${p.sessionsLimit}${cap !== null && cap > 0 ? ` (so extra sessions add at most ${formatCents(cap)} to a month’s bill)` : ''}`;
    });
    const none = unlimited.length > 0 ? ` ${list(unlimited.map((p) => p.name))} ${unlimited.length === 1 ? 'has' : 'have'} no limit.` : '';
    out.push({
      id: 'limit',
      title: 'The monthly limit',
      text: `A limit caps the sessions an account can start in a month: ${list(caps)}.${none} When you reach it the tutor tells you and offers a bigger plan; you are never charged past it.`,
    });
  }

  const free = plans.find((p) => p.priceCents === 0);
  if (free) {
    const more =
      free.sessionsLimit >= 0 && free.sessionsLimit > free.sessionsIncluded ? `, and lets you start up to ${free.sessionsLimit}` : '';
    out.push({
      id: 'free',
      title: `The ${free.name} plan`,
      text: `${free.name} costs nothing and needs no card: it includes ${sessions(free.sessionsIncluded)} a month${more}. It is never charged.`,
    });
  }

  const flat = plans.filter((p) => p.priceCents > 0 && p.sessionsIncluded < 0 && p.overageCents === null);
  if (flat.length > 0) {
    const shared = flat.find((p) => p.maxUsers !== null);
    out.push({
      id: 'unlimited',
      title: 'Unlimited plans',
      text: `${list(flat.map((p) => p.name))} ${flat.length === 1 ? 'has' : 'have'} no session count and no extra charges: the price is the whole bill.${shared ? ` ${shared.name} shares its sessions among up to ${shared.maxUsers} accounts, the owner’s included.` : ''}`,
    });
  }

  out.push({
    id: 'changes',
    title: 'Changing or cancelling',
    text: 'Move to another paid plan whenever you like: the difference for the rest of the month is prorated, never charged twice. Cancel on My Plan and you keep your plan until the end of the period you paid for; then your account moves to Free.',
  });
  return out;
}
