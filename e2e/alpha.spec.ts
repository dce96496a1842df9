import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { admin, BETA_URL, expectAccessible, newLearner, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/alpha-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a learner at /admin-login is refused and is not left signed in by the page', async ({ page, baseURL }) => {
  // The learner's account, made from another client: this browser starts as a visitor.
  const other = await playwrightRequest.newContext({ baseURL });
  const learner = newLearner('alphaL');
  expect((await other.post('/api/auth/register', { data: learner, headers: { origin: baseURL! } })).status()).toBe(201);
  await other.dispose();

  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Alpha Testing' })).toBeVisible();
  await page.getByRole('button', { name: 'Access Alpha Testing' }).click();
  await expect(toastWith(page, 'Please enter both username and password')).toBeVisible();
  await expect(toastWith(page, 'Missing Information')).toBeVisible();

  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Access Alpha Testing' }).click();
  await expect(toastWith(page, 'Invalid credentials or access denied')).toBeVisible();

  await page.getByLabel('Password').fill(learner.password);
  await page.getByRole('button', { name: 'Access Alpha Testing' }).click();
  await expect(toastWith(page, 'Admin privileges required for alpha testing')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toBeNull();
  // The page itself is for administrators.
  await page.goto('/alpha-testing');
  await expect(page.getByText('Admin privileges required for alpha testing')).toBeVisible();
});

test('an administrator signs in, creates a test user and opens it, returns, and runs the API tests', async ({ page }) => {
  const { username, password } = admin();
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Alpha Testing' })).toBeVisible();
  // No credentials anywhere on the page.
  expect(await page.locator('body').innerText()).not.toContain(password);
  await expectAccessible(page);
  await shoot(page, 'admin-login');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Alpha Testing' }).click();
  await expect(page).toHaveURL(/\/alpha-testing$/);

  // Setup view: the five profiles, the metrics from the server, the scenarios.
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha Testing Environment' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(5);
  const metrics = page.getByRole('region', { name: 'Alpha Metrics' });
  await expect(metrics.getByText('Total Users')).toBeVisible();
  await expect(metrics.getByText('Completion Rate')).toBeVisible();
  await expect(page.getByRole('heading', { name: '3. Progress and Feedback' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'setup');

  await page.getByRole('radio', { name: /Aisha Bello/ }).check();
  await page.getByRole('button', { name: 'Create Test User' }).click();
  await expect(toastWith(page, 'Test User Created')).toBeVisible();
  const shown = page.getByLabel('Test user password');
  await expect(shown).toHaveText(/^[A-Za-z0-9_-]{24}$/);
  await expect(page.getByRole('button', { name: 'Run API Tests' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'testing');

  // Login Existing: this browser acts as the test user, with a banner on every page.
  await page.getByRole('button', { name: 'Open as alpha_aisha' }).click();
  await expect(toastWith(page, 'Logged In')).toBeVisible();
  const banner = page.getByRole('region', { name: 'Acting as a test user' });
  await expect(banner).toContainText('alpha_aisha');
  await expect(page.getByText('This browser is acting as alpha_aisha')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toBeVisible();
  const me = await (await page.request.get('/api/auth/session')).json();
  expect(me.user).toMatchObject({ username: 'alpha_aisha', role: 'learner' });
  await expectAccessible(page);
  await shoot(page, 'acting-dashboard');

  // Back to the administrator's own session.
  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page).toHaveURL(/\/alpha-testing\?profile=college-auditory&view=testing$/);
  await expect(banner).toHaveCount(0);
  expect((await (await page.request.get('/api/auth/session')).json()).user).toMatchObject({ username, role: 'admin' });
  // The password was shown once: not after returning.
  await expect(page.getByLabel('Test user password')).toHaveCount(0);

  await page.getByRole('button', { name: 'Run API Tests' }).click();
  await expect(toastWith(page, 'Automated Test Complete (4/4 interactions successful)')).toBeVisible();

  // Creating the same profile again is refused with the specified texts.
  await page.getByRole('button', { name: 'Switch User Profile' }).click();
  await page.getByRole('radio', { name: /Aisha Bello/ }).check();
  await page.getByRole('button', { name: 'Create Test User' }).click();
  await expect(toastWith(page, 'This user may already exist. Try logging in instead.')).toBeVisible();
});

test('/test-complete onboards a visitor with a test profile on an alpha testing server, and is the 404 page elsewhere', async ({
  page,
}) => {
  await page.goto('/test-complete');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  // The route is not there at all on a server without ALPHA_TESTING.
  expect(
    (await page.request.post('/api/alpha/test-complete', { data: {}, headers: { origin: new URL(page.url()).origin } })).status(),
  ).toBe(404);

  await page.goto(`${BETA_URL}/test-complete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Test Complete' })).toBeVisible();
  await expect(page).toHaveURL(`${BETA_URL}/dashboard`);
  const me = await (await page.request.get(`${BETA_URL}/api/auth/session`)).json();
  expect(me.user).toMatchObject({ isGuest: true, onboardingComplete: true });
});
