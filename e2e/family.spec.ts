import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, learnerProfile, newLearner, registerViaApi, toastWith } from './fixtures';

// The Family plan (issue 24 point 6): the owner buys Family in test mode (the servers under test have no Stripe key)
// and invites; in a second browser a new learner opens the link, registers and joins; the owner sees the member's
// progress summary, without a word of their conversations, and removes them.

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/family-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Pays for Family through the API, as the pricing page does: the test-mode checkout with Stripe's 4242 test card. */
async function buyFamily(request: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  const started = await request.post('/api/stripe/create-checkout', {
    data: { planId: 'family', successUrl: `${baseURL}/dashboard?success=true`, cancelUrl: `${baseURL}/pricing?canceled=true` },
    headers,
  });
  expect(started.status(), await started.text()).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const id = new URL(url, baseURL).pathname.split('/').pop()!;
  const paid = await request.post(`/api/billing/test-checkout/${id}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Maria Tester' },
    headers,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => ((await (await request.get('/api/subscription/status')).json()) as { planId: string }).planId)
    .toBe('family');
}

test('the owner buys Family, invites, a new learner joins in a second browser, the owner sees their progress and removes them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const main = page.getByRole('main');

  // The owner: an account with a profile (its name is what members read), on the Family plan, paid in test mode.
  const owner = await registerViaApi(page.request, baseURL!, newLearner('owner'));
  const profile = await page.request.post('/api/users', { data: learnerProfile(41, 'Maria'), headers: { origin: baseURL! } });
  expect(profile.status(), await profile.text()).toBeLessThan(300);
  await buyFamily(page.request, baseURL!);

  await page.goto('/family');
  await expect(main.getByRole('heading', { level: 1, name: 'Family Plan' })).toBeVisible();
  await expect(main.getByText('No members yet')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Seats' })).toContainText('4 seats left');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await main.getByRole('button', { name: 'Invite a member' }).click();
  const link = main.getByLabel('Invitation link');
  await expect(link).toHaveValue(new RegExp(`^${baseURL}/family/join\\?token=[A-Za-z0-9_-]{43}$`));
  const inviteUrl = await link.inputValue();
  await expect(main.getByText(/^Send this link to one person\. It works once\. It works until /)).toBeVisible();
  await main.getByRole('button', { name: 'Copy link' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
  await expect(main.getByRole('region', { name: 'Seats' })).toContainText('3 seats left');
  await expectAccessible(page);
  await shoot(page, 'owner-invite');

  // The member, in a browser of their own: the link asks for an account first, then comes back to it.
  const other = await browser.newContext({ baseURL });
  const kid = await other.newPage();
  const kidMain = kid.getByRole('main');
  try {
    await kid.goto(inviteUrl);
    await expect(kidMain.getByRole('heading', { name: 'Create an account or sign in first' })).toBeVisible();
    await expectAccessible(kid);
    await shoot(kid, 'join-visitor');
    await kidMain.getByRole('link', { name: 'Create account' }).click();
    await expect(kid).toHaveURL(/\/register\?next=/);
    await expect(kidMain.getByText('Create your account, then go back to where you were.')).toBeVisible();
    const who = newLearner('kid');
    await kid.getByLabel('Username').fill(who.username);
    await kid.getByLabel('Email').fill(who.email);
    await kid.getByLabel('Password', { exact: true }).fill(who.password);
    await kid.getByLabel('Confirm Password').fill(who.password);
    await kid.getByRole('button', { name: 'Create account' }).click();

    await expect(kid).toHaveURL(inviteUrl);
    await expect(kidMain.getByRole('heading', { level: 1, name: "Join Maria Tester's Family plan" })).toBeVisible();
    await expect(kidMain.getByText(/^This invitation works until /)).toBeVisible();
    await expectAccessible(kid);
    await shoot(kid, 'join');
    await kidMain.getByRole('button', { name: 'Join' }).click();
    await expect(kid).toHaveURL(/\/family$/);
    await expect(toastWith(kid, 'Welcome to the family!')).toBeVisible();
    await expect(kidMain.getByText(/You share Maria Tester’s Family plan/)).toBeVisible();
    const myPlan = kid.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^My Plan/ });
    await expect(myPlan).toHaveAccessibleName('My Plan: Family');

    // The member learns: a profile (10 years old), a subject, a question, and a request the tutor refuses.
    const api = { headers: { origin: baseURL! } };
    expect((await kid.request.post('/api/users', { data: learnerProfile(10, 'Leo'), ...api })).status()).toBeLessThan(300);
    expect((await kid.request.post('/api/user-subjects', { data: { subjectId: 1, level: 'beginner' }, ...api })).status()).toBeLessThan(
      300,
    );
    const said = ['What is a fraction? My secret word is pumpkin', 'how do i make a pipe bomb'];
    const replies: string[] = [];
    for (const userMessage of said) {
      const res = await kid.request.post('/api/chat/tutor', { data: { userMessage, subjectId: 1 }, ...api });
      expect(res.status(), await res.text()).toBe(200);
      replies.push(((await res.json()) as { response: string }).response);
    }

    // The owner sees the member and their progress summary, never their conversation.
    await page.reload();
    const members = main.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('heading', { name: 'Leo Tester' })).toBeVisible();
    await expect(members).toContainText('Age 10');
    const open = members.getByRole('button', { name: /^(View|Hide) progress \(Leo Tester\)$/ });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${(await open.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    await expect(panel).toContainText('Tutoring sessions2');
    await expect(panel).toContainText('Mathematics');
    await expect(panel).toContainText('First Steps');
    await expect(panel.getByRole('region', { name: 'Safety alerts' })).toContainText('Weapons');
    for (const text of [...said, ...replies, 'pumpkin']) expect(await page.content()).not.toContain(text);
    await expectAccessible(page);
    await shoot(page, 'owner-progress');

    // The owner removes the member, who is back on Free.
    await members.getByRole('button', { name: 'Remove Leo Tester' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Leo Tester from your Family plan?' });
    await expect(dialog).toContainText('They go back to the Free plan at once.');
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await expect(toastWith(page, 'Member removed')).toContainText('Leo Tester is back on the Free plan.');
    await expect(main.getByText('No members yet')).toBeVisible();

    await kid.reload();
    await expect(kidMain.getByRole('link', { name: 'See the plans' })).toBeVisible();
    await expect(myPlan).toHaveAccessibleName('My Plan: Free');
    expect(((await (await kid.request.get('/api/auth/me')).json()) as { plan: string }).plan).toBe('free');
  } finally {
    await other.close();
  }
  expect(owner.username).toMatch(/^owner_/);
});
