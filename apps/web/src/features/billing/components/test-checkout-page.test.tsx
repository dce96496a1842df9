import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, type TestCheckoutSession } from '@brightpath/shared/billing';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { ORIGIN, stubLocation, testCheckoutFixture } from '../testing/billing-fixture';
import { TestCheckoutPage } from './test-checkout-page';

const ID = 'cs_bp_0123456789abcdef01234567';
const SESSION_URL = `/api/billing/test-checkout/${ID}`;

function serve({
  session = testCheckoutFixture(),
  sessionStatus = 200,
  pay = () => json({ url: `${ORIGIN}/dashboard?success=true` }),
  cancel = () => json({ url: `${ORIGIN}/pricing?canceled=true` }),
}: {
  session?: TestCheckoutSession;
  sessionStatus?: number;
  pay?: (call: FetchCall) => Response | Promise<Response>;
  cancel?: () => Response;
} = {}) {
  return stubFetch((call) => {
    if (call.url === SESSION_URL && call.method === 'GET')
      return sessionStatus === 200 ? json(session) : json({ message: 'Not Found' }, sessionStatus);
    if (call.url === `${SESSION_URL}/pay` && call.method === 'POST') return pay(call);
    if (call.url === `${SESSION_URL}/cancel` && call.method === 'POST') return cancel();
    return json({ message: 'Not Found' }, 404);
  });
}

const renderPage = () => renderWithProviders(<TestCheckoutPage id={ID} />, { path: '/checkout/test/:id', entry: `/checkout/test/${ID}` });
const field = (name: string) => screen.getByRole('textbox', { name });

async function fillCard(user: ReturnType<typeof renderPage>['user'], number: string) {
  await user.type(field('Card number'), number);
  await user.type(field('Expiry (MM/YY)'), '1234');
  await user.type(field('CVC'), '123');
  await user.type(field('Name on card'), 'Ada Lovelace');
}

describe('TestCheckoutPage', () => {
  it('is labelled as test mode, lists the test cards, and sums up the order', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Checkout' })).toBeInTheDocument();
    expect(screen.getByText('TEST MODE', { selector: 'span' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'TEST MODE: no real payment' });
    expect(banner).toHaveTextContent('No real payment is taken.');
    expect(banner).toHaveTextContent('4242 4242 4242 4242Visa: payment succeeds');
    expect(banner).toHaveTextContent('4000 0000 0000 0002Card declined');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('PlanPremium');
    expect(summary).toHaveTextContent('Price$19.99 per month');
    expect(summary).toHaveTextContent('Accountada@example.com');
    expect(summary).toHaveTextContent('Due today$19.99');
    expect(screen.getByRole('button', { name: 'Pay $19.99' })).toBeInTheDocument();
  });

  it("checks the card with the server's schema when a field is left and on Pay, and sends nothing until it is right", async () => {
    const { calls } = serve();
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Order summary' });
    await user.type(field('Expiry (MM/YY)'), '13');
    await user.tab();
    expect(await screen.findByText('Enter the expiry date as MM/YY')).toBeInTheDocument();
    expect(screen.queryByText('Enter the 3 or 4 digit CVC')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(screen.getByText('Enter a card number of 12 to 19 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit CVC')).toBeInTheDocument();
    expect(screen.getByText('Enter the name on the card')).toBeInTheDocument();
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('pays with 4242…: the digits sent, Processing payment... meanwhile, then the address the server answers', async () => {
    const assign = stubLocation();
    let release!: () => void;
    const { calls } = serve({
      pay: async () => {
        await new Promise<void>((r) => (release = r));
        return json({ url: `${ORIGIN}/dashboard?success=true` });
      },
    });
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user, '4242424242424242');
    // Grouped as it is typed.
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Expiry (MM/YY)')).toHaveValue('12/34');
    await user.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByRole('button', { name: 'Processing payment...' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: `${SESSION_URL}/pay`,
        method: 'POST',
        body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
      },
    ]);
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/dashboard?success=true`));
  });

  it('says a declined card in an alert and keeps the form as typed', async () => {
    const assign = stubLocation();
    serve({ pay: () => json({ message: BILLING_MESSAGES.cardDeclined, code: 'CARD_DECLINED' }, 402) });
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.cardDeclined);
    expect(field('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(field('Name on card')).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Pay $19.99' })).not.toHaveAttribute('aria-disabled');
    expect(assign).not.toHaveBeenCalled();
  });

  it("says the server's word for a number that is not a test card, and reads a checkout that expired meanwhile again", async () => {
    stubLocation();
    let expired = false;
    stubFetch((call) => {
      if (call.url === SESSION_URL) return json(testCheckoutFixture({ status: expired ? 'expired' : 'open' }));
      const card = (call.body as { cardNumber: string }).cardNumber;
      if (card === '4111111111111111')
        return json({ message: "This is a test-mode checkout: pay with one of Stripe's test card numbers.", code: 'TEST_CARD_ONLY' }, 400);
      expired = true;
      return json({ message: 'This checkout has expired. Choose your plan again on the pricing page.', code: 'CHECKOUT_EXPIRED' }, 409);
    });
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This is a test-mode checkout: pay with one of Stripe's test card numbers.");

    await user.clear(field('Card number'));
    await user.type(field('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByText('This checkout has expired: nothing was charged. Start again from the plans.')).toBeInTheDocument();
  });

  it('goes to the cancel address on Cancel', async () => {
    const assign = stubLocation();
    const { calls } = serve();
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Order summary' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/pricing?canceled=true`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${SESSION_URL}/cancel`]);
  });

  it('says when the checkout has expired, is paid already, or is not found', async () => {
    serve({ session: testCheckoutFixture({ status: 'expired' }) });
    const expired = renderPage();
    expect(await screen.findByText('This checkout has expired: nothing was charged. Start again from the plans.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expired.unmount();

    serve({ session: testCheckoutFixture({ status: 'complete' }) });
    const complete = renderPage();
    expect(await screen.findByText('This checkout is paid already. My Plan shows your subscription.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Plan' })).toHaveAttribute('href', '/subscription');
    complete.unmount();

    serve({ sessionStatus: 400 });
    const malformed = renderPage();
    expect(await screen.findByText('This checkout was not found. Start again from the plans.')).toBeInTheDocument();
    malformed.unmount();

    serve({ sessionStatus: 404 });
    renderPage();
    expect(await screen.findByText('This checkout was not found. Start again from the plans.')).toBeInTheDocument();
    // Still labelled as test mode.
    expect(within(screen.getByRole('region', { name: 'TEST MODE: no real payment' })).getByText('Test cards')).toBeInTheDocument();
  });
});
