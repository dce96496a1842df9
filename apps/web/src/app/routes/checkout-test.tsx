import { useParams } from 'react-router';
import { TestCheckoutPage } from '@/features/billing/components/test-checkout-page';

/** /checkout/test/:id (under RequireAccount): the built-in test-mode checkout, when no Stripe key is set. */
export default function TestCheckoutRoute() {
  const { id = '' } = useParams();
  return <TestCheckoutPage key={id} id={id} />;
}
