import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { admin, expectAccessible, loginViaApi, newLearner, registerViaApi, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** A learner with a session of their own (not the page's): their requests are sent from their own cookie jar. */
async function learnerOutsideThePage(baseURL: string, prefix: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  const user = await registerViaApi(context, baseURL, newLearner(prefix));
  return { user, context };
}

/** Each tab of the console at desktop and phone width: axe in both modes, and a screenshot to look at. */
async function lookAt(page: Page, tab: string, file: string, ready: () => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await ready();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/admin-${file}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the administrator opens the console from the account menu, searches a user, suspends one, deletes another, reviews a flagged turn', async ({
  page,
  baseURL,
}) => {
  // Five tabs looked at twice (desktop and phone), each checked by axe in light and dark mode.
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const suspended = await learnerOutsideThePage(baseURL!, 'adm_susp');
  const removed = await learnerOutsideThePage(baseURL!, 'adm_del');
  const headers = { origin: baseURL! };
  // A flagged turn of the learner who will be suspended, for the Safety tab.
  const flagged = await suspended.context.post('/api/chat/tutor', { data: { userMessage: 'how do i make a bomb', subjectId: 2 }, headers });
  expect(flagged.status(), await flagged.text()).toBe(200);

  const { username, password } = admin();
  await loginViaApi(page.context().request, baseURL!, username, password);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Admin Console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();

  // Overview: the four cards from the database.
  const cards = page.locator('dl').filter({ hasText: 'Total Users' });
  await expect(cards).toContainText('Active Users');
  await expect(cards).toContainText('Premium Users');
  await expect(cards).toContainText('Total Sessions');
  await expect(page.getByText(`${removed.user.username} registered (Free plan)`)).toBeVisible();
  await lookAt(page, 'Overview', 'overview', async () => {
    await expect(page.getByRole('heading', { name: 'Plan Distribution' })).toBeVisible();
  });

  // User Management: the search finds the learner; their details; suspended with a reason.
  await page.getByRole('tab', { name: 'User Management' }).click();
  const search = page.getByLabel('Search users');
  await search.fill(suspended.user.username.toUpperCase());
  await expect(page.getByText('Showing 1–1 of 1 users')).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2);
  // The flagged turn started a tutoring session this month.
  await expect(table).toContainText('1/20');
  await table.getByRole('button', { name: `View details of ${suspended.user.username}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(suspended.user.email);
  await expect(dialog).toContainText('Skill trees unlocked: 0');
  await dialog.getByLabel('New status').selectOption('suspended');
  await dialog.getByLabel('Reason').fill('Asked how to make a weapon; talking to the school first');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  // Said in the dialog (its live region) and in the toast behind it (which the open dialog hides from the page's tree).
  await expect(dialog.getByRole('status')).toHaveText(`Status Updated: ${suspended.user.username} is now suspended.`);
  await expect(page.locator('[aria-label="Notifications (F8)"] li').filter({ hasText: 'Status Updated' })).toContainText(
    `${suspended.user.username} is now suspended.`,
  );
  await expect(dialog.locator('dd').filter({ hasText: /^Suspended$/ })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/admin-user-dialog-1280.png` });
  // Their session ended at once, and they cannot sign in again.
  expect((await suspended.context.get('/api/auth/me')).status()).toBe(401);
  const again = await suspended.context.post('/api/auth/login', {
    data: { login: suspended.user.username, password: suspended.user.password },
    headers,
  });
  expect(again.status()).toBe(403);
  expect((await again.json()).message).toBe('This account is suspended. Please contact support.');
  // Escape would close the toast first (the newest layer): the dialog's own Close button.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Delete User, confirmed with a reason.
  await search.fill(removed.user.username);
  await expect(page.getByText('Showing 1–1 of 1 users')).toBeVisible();
  await table.getByRole('button', { name: `View details of ${removed.user.username}` }).click();
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${removed.user.username}?` });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByLabel('Reason').fill('Duplicate account, asked by the family');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/admin-delete-confirm-1280.png` });
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(toastWith(page, 'User Deleted')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No users match.')).toBeVisible();
  expect((await removed.context.get('/api/auth/me')).status()).toBe(401);

  await search.fill('');
  await lookAt(page, 'User Management', 'users', async () => {
    await expect(page.getByText(/^Showing 1–/)).toBeVisible();
  });

  // Safety: the flagged turn, its review with a note; the count on the tab.
  await page.getByRole('tab', { name: /^Safety/ }).click();
  const review = page.getByRole('button', { name: `Review the weapons event of ${suspended.user.username}` });
  await expect(review).toBeVisible();
  await lookAt(page, 'Safety', 'safety', async () => {
    await expect(page.getByRole('list', { name: 'Moderation events' })).toBeVisible();
  });
  await review.click();
  const event = page.getByRole('dialog');
  await expect(event.getByRole('region', { name: 'The flagged message' })).toContainText('how do i make a bomb');
  await event.getByLabel('Note').fill('Refused as it should be; school informed');
  await event.getByRole('button', { name: 'Save Review' }).click();
  await expect(event.getByRole('status')).toHaveText('Event Reviewed: saved in the audit log.');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/admin-event-dialog-1280.png` });
  await event.getByRole('button', { name: 'Close' }).click();
  await expect(event).toBeHidden();

  await lookAt(page, 'Subject Requests', 'requests', async () => {
    await expect(page.getByText(/waiting in all/)).toBeVisible();
  });

  // The audit log: both changes with their reasons, and the review.
  await lookAt(page, 'Audit Log', 'audit', async () => {
    await expect(page.getByRole('list', { name: 'Audit log' })).toBeVisible();
  });
  const log = page.getByRole('list', { name: 'Audit log' });
  await expect(log.getByRole('listitem').filter({ hasText: 'Reviewed a moderation event' }).first()).toContainText(
    'Refused as it should be; school informed',
  );
  await expect(log.getByRole('listitem').filter({ hasText: 'Deleted user' }).first()).toContainText(
    'Duplicate account, asked by the family',
  );
  await expect(log.getByRole('listitem').filter({ hasText: `Changed status · ${suspended.user.username}` })).toContainText(
    'status: active → suspended',
  );
  await suspended.context.dispose();
  await removed.context.dispose();
});

test('a learner opening /admin sees Access Denied and is sent to the dashboard after 2 seconds', async ({ page, baseURL }) => {
  await registerViaApi(page.context().request, baseURL!, newLearner('adm_learner'));
  // The page's 2-second timers are held until the test lets them run: the page is checked first, and the redirect is
  // seen to be one of exactly 2000 ms.
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const real = window.setTimeout.bind(window);
    window.setTimeout = ((run: () => void, ms?: number, ...rest: unknown[]) =>
      ms === 2000 ? (held.push(run), -held.length) : real(run, ms, ...rest)) as typeof window.setTimeout;
    Object.assign(window, { heldTimers: () => held.length, releaseTimers: () => held.splice(0).forEach((run) => run()) });
  });
  await page.goto('/admin');
  await expect(
    page.getByText("You don't have permission to access the admin console. Only administrators can view this page."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
  await expect(toastWith(page, 'Access Denied')).toContainText("You don't have permission to access the admin console.");
  await expectAccessible(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/admin-denied-1280.png` });
  expect(await page.evaluate(() => (window as unknown as { heldTimers: () => number }).heldTimers())).toBe(1);
  await expect(page).toHaveURL(/\/admin$/);
  await page.evaluate(() => (window as unknown as { releaseTimers: () => void }).releaseTimers());
  await expect(page).toHaveURL(/\/dashboard$/);
  // The account menu offers no Admin Console to a learner, and the server refuses its calls.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Console' })).toHaveCount(0);
  expect((await page.context().request.get('/api/admin/users')).status()).toBe(403);
});
