import { FlaskConical, Lock } from 'lucide-react';
import { formatCents, type TestCheckoutSession } from '@brightpath/shared/billing';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { ApiRequestError } from '@/lib/api-client';
import { useTestCheckout } from '../api/get-test-checkout';
import { TEST_CARDS } from '../lib/test-cards';
import { TestCardForm } from './test-card-form';

export const TEST_CHECKOUT = {
  title: 'Test Checkout',
  badge: 'TEST MODE',
  banner:
    'No real payment is taken. No Stripe account is connected to this Brightpath, so this page stands in for Stripe Checkout: paying here runs the same steps as a real payment, and nothing is charged.',
  cardsTitle: 'Test cards',
  cardsHint: 'With any expiry date in the future (MM/YY), any CVC and any name. Stripe’s other test card numbers work too.',
  summaryTitle: 'Order summary',
  perMonth: 'per month',
  dueToday: 'Due today',
  renews: 'Billed monthly until you cancel. Cancel anytime on My Plan.',
  notFound: 'This checkout was not found. Start again from the plans.',
  expired: 'This checkout has expired: nothing was charged. Start again from the plans.',
  complete: 'This checkout is paid already. My Plan shows your subscription.',
  loadFailed: "We couldn't load this checkout.",
} as const;

/**
 * The built-in test-mode checkout (/checkout/test/:id, issue 24): with no Stripe key, the plan is paid here with
 * Stripe's test card numbers, and the server completes it through the same events a real payment sends. Labelled as
 * test mode throughout; a declined card changes nothing.
 */
export function TestCheckoutPage({ id }: { id: string }) {
  const session = useTestCheckout(id);
  return (
    <div className="mx-auto max-w-5xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">{TEST_CHECKOUT.title}</h1>
        <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wider text-amber-900 ring-1 ring-inset ring-amber-300">
          {TEST_CHECKOUT.badge}
        </span>
      </div>
      <TestModeBanner />
      <div className="mt-8">
        {session.data ? (
          <Checkout session={session.data} onClosed={() => void session.refetch()} />
        ) : session.isError ? (
          // Not an id of ours (400) or not this account's (404): the same for the learner.
          session.error instanceof ApiRequestError && (session.error.status === 404 || session.error.status === 400) ? (
            <Closed text={TEST_CHECKOUT.notFound} />
          ) : (
            <ErrorState message={TEST_CHECKOUT.loadFailed} onRetry={() => void session.refetch()} />
          )
        ) : (
          <LoadingState label="Loading your checkout..." showLabel />
        )}
      </div>
    </div>
  );
}

function TestModeBanner() {
  return (
    <section
      aria-labelledby="test-mode-heading"
      className="mt-6 rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50 p-5 text-amber-900"
    >
      <h2 id="test-mode-heading" className="flex items-center gap-2 font-bold">
        <FlaskConical className="h-5 w-5 shrink-0" aria-hidden /> {TEST_CHECKOUT.badge}: no real payment
      </h2>
      <p className="mt-2 text-sm">{TEST_CHECKOUT.banner}</p>
      <h3 className="mt-4 text-sm font-semibold">{TEST_CHECKOUT.cardsTitle}</h3>
      <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="rounded-lg bg-surface/70 px-3 py-2 ring-1 ring-inset ring-amber-200">
            <span className="font-mono font-semibold tracking-wide">{card.number}</span>
            <span className="block text-xs">{card.result}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs">{TEST_CHECKOUT.cardsHint}</p>
    </section>
  );
}

function Checkout({ session, onClosed }: { session: TestCheckoutSession; onClosed: () => void }) {
  if (session.status === 'expired') return <Closed text={TEST_CHECKOUT.expired} />;
  if (session.status === 'complete') return <Closed text={TEST_CHECKOUT.complete} to="/subscription" label="Go to My Plan" />;
  const amount = formatCents(session.amountCents);
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="order-summary" className="h-fit rounded-2xl border border-line-200 bg-surface p-6 shadow-sm">
        <h2 id="order-summary" className="text-lg font-semibold text-ink-900">
          {TEST_CHECKOUT.summaryTitle}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-600">Plan</dt>
            <dd className="font-semibold text-ink-900">{session.planName}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-600">Price</dt>
            <dd className="font-semibold text-ink-900">
              {amount} {TEST_CHECKOUT.perMonth}
            </dd>
          </div>
          {session.email && (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">Account</dt>
              <dd className="min-w-0 break-words font-medium text-ink-900">{session.email}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-line-200 pt-3 text-base">
            <dt className="font-semibold text-ink-900">{TEST_CHECKOUT.dueToday}</dt>
            <dd className="font-bold text-ink-900">{amount}</dd>
          </div>
        </dl>
        <p className="mt-4 text-xs text-ink-600">{TEST_CHECKOUT.renews}</p>
      </section>
      <section aria-labelledby="payment-heading" className="rounded-2xl border border-line-200 bg-surface p-6 shadow-sm">
        <h2 id="payment-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
          <Lock className="h-4 w-4 text-ink-500" aria-hidden /> Payment
        </h2>
        <TestCardForm session={session} amount={amount} onClosed={onClosed} />
      </section>
    </div>
  );
}

function Closed({ text, to = '/pricing', label = 'See the plans' }: { text: string; to?: string; label?: string }) {
  return (
    <div className="rounded-2xl border border-line-200 bg-surface p-8 text-center shadow-sm">
      <p className="font-medium text-ink-900">{text}</p>
      <AppLink to={to} className={buttonClass('primary', 'md', 'mt-5')}>
        {label}
      </AppLink>
    </div>
  );
}
