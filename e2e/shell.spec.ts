import { expect, test } from '@playwright/test';
import {
  admin,
  BETA_URL,
  expectAccessible,
  expectApart,
  guestWithProfile,
  learnerProfile,
  loginViaApi,
  registerViaApi,
  toastWith,
} from './fixtures';

test('home page: heading, three steps and the calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Brightpath' })).toBeVisible();
  for (const step of ['Account Setup', 'AI Assessment', 'Start Learning'])
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/onboarding');
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expectAccessible(page);
});

test('header navigation for a visitor', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/pricing');
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Brightpath home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('header navigation for a learner: no Admin Console', async ({ page, baseURL }) => {
  await registerViaApi(page.context().request, baseURL!);
  await page.goto('/login');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(nav.getByRole('link', { name: 'AI Tutor' })).toHaveAttribute('href', '/chat');
  await expect(nav.getByRole('link', { name: 'My Plan' })).toHaveAttribute('href', '/subscription');
  await page.getByRole('button', { name: /Account menu/ }).click();
  for (const [name, href] of [
    ['Profile', '/profile'],
    ['Progress Analytics', '/progress'],
    ['Skill Tree', '/skill-tree'],
    ['Settings', '/settings'],
    ['Help Center', '/help'],
  ]) {
    await expect(page.getByRole('menuitem', { name })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Console' })).toHaveCount(0);
  await expectAccessible(page);
});

test('header navigation for an administrator shows the Admin Console', async ({ page, baseURL }) => {
  const a = admin();
  await loginViaApi(page.context().request, baseURL!, a.username, a.password);
  await page.goto('/login');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Console' })).toHaveAttribute('href', '/admin');
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header becomes a side menu that toggles and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Plans' })).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await open.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.keyboard.press('Escape');
  });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the top progress bar runs on a route change', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeAttached();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
});

test('toasts sit at the top right under the header on a wide screen, clear of every field and button, and close with their button', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill('nobody_at_all');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = toastWith(page, 'Login failed');
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  for (const control of await page.getByRole('main').locator('input, button, a[href]').all())
    await expectApart(toast, control, 'toast and control');
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
});

test("a visitor's pages log no console error and no failed request", async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // A request cancelled because the test moves to the next page (a preload still in flight) is no failure: the
  // browser logs nothing for it. Any other failure, and every answer of 400 or more, is one.
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`failed: ${r.url()} ${error}`);
  });
  page.on('response', (r) => {
    // The not-found page itself answers 404 by design (a document, not a call the app makes).
    if (r.status() >= 400 && r.request().resourceType() !== 'document') problems.push(`${r.status()}: ${r.url()}`);
  });
  for (const [path, heading] of [
    ['/', 'Welcome to Brightpath'],
    ['/login', null],
    ['/register', null],
    ['/onboarding', null],
    ['/no/such/page', '404 Page Not Found'],
  ] as const) {
    const probe = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/session');
    await page.goto(path);
    expect((await probe).status()).toBe(200);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open help chat' })).toBeVisible();
  }
  await expect(page).toHaveTitle('404 Page Not Found');
  expect(problems).toEqual([]);
});

test("the chat's title names the subject open: 'AI Tutor - {subject}'", async ({ page, baseURL }) => {
  await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
  const subjects = (await (await page.context().request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const first = subjects.find((s) => s.id === 1)!;
  await page.goto('/chat/1');
  await expect(page).toHaveTitle(`AI Tutor - ${first.name}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveTitle('Learning Dashboard · Brightpath');
});

test('the beta banner shows when the server runs with BETA_BANNER=true', async ({ page }) => {
  await page.goto(`${BETA_URL}/`);
  await expect(page.getByText('BETA TESTING ENVIRONMENT')).toBeVisible();
  await expect(page).toHaveTitle('Brightpath (Beta Testing)');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Brightpath' })).toBeVisible();
  await expect(page.getByText('BETA TESTING ENVIRONMENT')).toHaveCount(0);
});

test('a visitor without a session who opens the dashboard or the tutor is offered to sign in or start fresh', async ({ page }) => {
  const main = page.getByRole('main');
  for (const path of ['/dashboard', '/chat', '/chat/1?skill=fractions']) {
    await page.goto(path);
    await expect(main.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  }
  await main.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await main.getByRole('link', { name: 'Start Fresh' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expectAccessible(page);
});
