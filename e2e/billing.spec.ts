import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectApart, newLearner, registerViaApi, toastWith } from './fixtures';

// Plans and billing (issue 24) in test mode, the servers under test having no Stripe key: the pricing page, the
// built-in test-mode checkout and the subscription page.

const SHOTS = '.tmp/screenshots';
const DECLINED = 'Your card was declined. Try another card.';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // From the top: a full-page shot of a scrolled page draws the sticky header where the scroll left it.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/billing-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const card = (page: Page, plan: string) => page.getByRole('main').getByRole('region', { name: plan, exact: true });

async function status(request: APIRequestContext) {
  const res = await request.get('/api/subscription/status');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { planId: string; status: string; cancelAtPeriodEnd: boolean; sessionsUsed: number };
}

/** Fills the test-mode card form. */
async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
}

test('a visitor picks Premium, registers, pays in test mode, and has Premium in My Plan; cancelled, it ends with the period', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const main = page.getByRole('main');

  // The plans, as a visitor sees them.
  await page.goto('/pricing');
  await expect(main.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  for (const plan of ['Free', 'Basic', 'Premium', 'Pro', 'Family']) await expect(card(page, plan)).toBeVisible();
  await expect(card(page, 'Premium')).toContainText('Most Popular');
  await expect(card(page, 'Free')).toContainText('Up to 20 sessions a month');
  await expect(main.getByText(/^Test mode: no real payments\./)).toBeVisible();
  await expect(main.getByText('Cancel anytime. No long-term contracts.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'pricing');

  // Premium asks for an account first, and the plan goes along.
  await card(page, 'Premium').getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account first' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\?plan=premium$/);
  await expect(main.getByText('Create your account, then go on to pay for the Premium plan.')).toBeVisible();
  const who = newLearner('bill');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password').fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The test-mode checkout.
  await expect(page).toHaveURL(/\/checkout\/test\/[^/]+$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Test Checkout' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'TEST MODE: no real payment' })).toContainText('4242 4242 4242 4242');
  const summary = main.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Premium');
  await expect(summary).toContainText('$19.99 per month');
  await fillCard(page, '4242 4242 4242 4242');
  await expectAccessible(page);
  await shoot(page, 'checkout');
  await page.getByRole('button', { name: 'Pay $19.99' }).click();

  // Back on the dashboard: the toast, the flag gone from the address, Premium beside My Plan.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toastWith(page, 'Subscription Active')).toContainText('You are now on the Premium plan.');
  const myPlan = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^My Plan/ });
  await expect(myPlan).toHaveAccessibleName('My Plan: Premium');
  expect((await status(page.context().request)).planId).toBe('premium');
  // The badge fits the header from its narrowest (768 px, below which the side menu holds the links).
  await page.setViewportSize({ width: 768, height: 900 });
  await expectApart(myPlan, page.getByRole('button', { name: /^Account menu for/ }), 'My Plan and the account menu at 768 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.setViewportSize({ width: 1280, height: 900 });

  // My Plan.
  await myPlan.click();
  await expect(main.getByRole('heading', { level: 1, name: 'My Plan' })).toBeVisible();
  const current = main.getByRole('region', { name: 'Current Plan' });
  await expect(current).toContainText('Premium');
  await expect(current).toContainText(/Renews on /);
  const usage = main.getByRole('region', { name: 'Usage This Month' });
  await expect(usage.getByRole('progressbar', { name: 'Sessions used this month' })).toHaveAttribute('aria-valuenow', '0');
  await expect(usage).toContainText('Included sessions50');
  await expect(usage.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/pricing');
  await expectAccessible(page);
  await shoot(page, 'subscription-premium');

  // Cancel at the period's end.
  await current.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await expect(confirm).toContainText('You keep the Premium plan until');
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(toastWith(page, 'Subscription Cancelled')).toBeVisible();
  await expect(current).toContainText(/Cancelled: your Premium plan ends on .+, and then your account moves to Free\./);
  await expect(current.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  const after = await status(page.context().request);
  expect(after).toMatchObject({ planId: 'premium', cancelAtPeriodEnd: true });
  await shoot(page, 'subscription-cancelled');

  // The plans mark Premium as the learner's until the period ends.
  await page.goto('/pricing');
  await expect(card(page, 'Premium').getByRole('button', { name: 'Current Plan' })).toBeVisible();

  // The period ends (the test clock of test mode): the account is back on Free, and My Plan says so.
  const ended = await page.context().request.post('/api/billing/test-clock/advance', { data: {}, headers: { origin: baseURL! } });
  expect(ended.status(), await ended.text()).toBe(200);
  await page.goto('/subscription');
  await expect(current).toContainText('Free: no card and no bill.');
  await expect(usage.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  await expect(myPlan).toHaveAccessibleName('My Plan: Free');
});

test('a declined card shows the error, keeps the form and changes nothing; Cancel returns to the plans calmly', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const request = page.context().request;
  await registerViaApi(request, baseURL!, newLearner('decl'));
  const main = page.getByRole('main');

  await page.goto('/pricing');
  await expect(card(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await card(page, 'Free').getByRole('button', { name: 'Current Plan' }).click();
  await expect(toastWith(page, 'Already on Free Plan')).toBeVisible();

  await card(page, 'Basic').getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/[^/]+$/);
  await expect(main.getByRole('region', { name: 'Order summary' })).toContainText('Basic');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(main.getByRole('alert')).toHaveText(DECLINED);
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/checkout\/test\//);
  expect((await status(request)).planId).toBe('free');
  await expectAccessible(page);
  await shoot(page, 'checkout-declined');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/pricing\?canceled=true$/);
  await expect(main.getByRole('status').filter({ hasText: 'Checkout canceled.' })).toBeVisible();
  expect((await status(request)).planId).toBe('free');
});

test('My Plan shows the usage bar, and the warning past 80% of the Free plan’s 20 sessions', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const request = page.context().request;
  await registerViaApi(request, baseURL!, newLearner('use'));
  const subjects = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const maths = subjects.find((s) => s.name === 'Mathematics')!.id;
  // 17 tutoring sessions started through the API (POST /api/sessions counts against the month, as a conversation does).
  for (let i = 0; i < 17; i++) {
    const res = await request.post('/api/sessions', { data: { subjectId: maths }, headers: { origin: baseURL! } });
    expect(res.status(), await res.text()).toBe(201);
  }
  expect((await status(request)).sessionsUsed).toBe(17);

  await page.goto('/subscription');
  const main = page.getByRole('main');
  const usage = main.getByRole('region', { name: 'Usage This Month' });
  const bar = usage.getByRole('progressbar', { name: 'Sessions used this month' });
  await expect(bar).toHaveAttribute('aria-valuenow', '85');
  await expect(bar).toHaveAttribute('aria-valuetext', '17 of 20 sessions used this month');
  await expect(usage.getByText(/^You have used over 80% of this month’s 20 sessions\./)).toBeVisible();
  await expect(usage.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  await expect(main.getByRole('region', { name: 'Current Plan' }).getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^My Plan/ })).toHaveAccessibleName(
    'My Plan: Free',
  );
  await expectAccessible(page);
  await shoot(page, 'subscription-free');

  // The settings' Subscription & Billing card reads the same rules.
  await page.goto('/settings');
  const billing = main.getByRole('region', { name: 'Subscription & Billing' });
  await expect(billing.getByRole('progressbar', { name: 'Sessions used this month' })).toHaveAttribute('aria-valuenow', '85');
  await expect(billing).toContainText('You have used over 80% of this month');
});

test('a subscriber moves to another paid plan from the pricing page, prorated, with no second checkout', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const request = page.context().request;
  await registerViaApi(request, baseURL!, newLearner('chg'));
  // Basic, bought through the API as the pages do: checkout, then the test-mode page's payment.
  const headers = { origin: baseURL! };
  const started = await request.post('/api/stripe/create-checkout', {
    data: { planId: 'basic', successUrl: `${baseURL}/dashboard?success=true`, cancelUrl: `${baseURL}/pricing?canceled=true` },
    headers,
  });
  expect(started.status(), await started.text()).toBe(200);
  const id = ((await started.json()) as { url: string }).url.split('/').pop()!;
  const paid = await request.post(`/api/billing/test-checkout/${id}/pay`, {
    data: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
    headers,
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto('/pricing');
  await expect(card(page, 'Basic').getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await card(page, 'Premium').getByRole('button', { name: 'Get Started' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Move to the Premium plan?' });
  await expect(confirm).toContainText('Your Basic subscription changes to Premium at $19.99 a month.');
  await confirm.getByRole('button', { name: 'Change Plan' }).click();
  await expect(toastWith(page, 'Plan Updated')).toBeVisible();
  await expect(card(page, 'Premium').getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^My Plan/ })).toHaveAccessibleName(
    'My Plan: Premium',
  );
  expect((await status(request)).planId).toBe('premium');
  // Still one subscription: the page went to no checkout.
  await expect(page).toHaveURL(/\/pricing$/);
});
