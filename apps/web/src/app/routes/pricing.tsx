import { useMe } from '@/features/auth/api/get-me';
import { PricingPage } from '@/features/billing/components/pricing-page';
import { PageLoading } from '../layout/root-layout';

/** /pricing (public): the plans, with the signed-in account's own marked; a visitor or a guest is asked for an account first. */
export default function PricingRoute() {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageLoading />;
  return <PricingPage key={me?.id ?? 'visitor'} account={me ? { plan: me.plan, isGuest: me.isGuest } : null} />;
}
