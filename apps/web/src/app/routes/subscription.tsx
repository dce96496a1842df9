import { SubscriptionPage } from '@/features/billing/components/subscription-page';

/** /subscription (under RequireAccount): the learner's plan, this month's usage, invoices and quick actions. */
export default function SubscriptionRoute() {
  return <SubscriptionPage />;
}
