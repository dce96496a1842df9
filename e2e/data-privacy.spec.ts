import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, learnerProfile, newLearner, registerViaApi, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** A registered learner, onboarded, with Mathematics chosen and one tutor turn about fractions. */
async function learnerWithATurn(request: APIRequestContext, baseURL: string) {
  const user = await registerViaApi(request, baseURL, newLearner('data'));
  const headers = { origin: baseURL };
  expect((await request.post('/api/users', { data: learnerProfile(15, 'Robin'), headers })).status()).toBeLessThan(300);
  const all = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const maths = all.find((s) => s.name === 'Mathematics')!.id;
  const saved = await request.put('/api/user-subjects', { data: { subjects: [{ subjectId: maths, level: 'beginner' }] }, headers });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const turn = await request.post('/api/chat/tutor', { data: { userMessage: 'What is a fraction?', subjectId: maths }, headers });
  expect(turn.status(), await turn.text()).toBe(200);
  return user;
}

const card = (page: Page) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Data & Privacy' }) })
    .last();

test('Export downloads brightpath-data.json with everything the account holds, and Delete All Data removes it all', async ({
  page,
  baseURL,
}) => {
  const request = page.context().request;
  const user = await learnerWithATurn(request, baseURL!);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Data & Privacy' })).toBeVisible();
  await expect(page.getByText('Your account and your learning stay on the server.')).toBeVisible();

  // Export: the browser saves the file under the specified name; it opens as JSON holding this learner's record.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('brightpath-data.json');
  const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    product: string;
    account: Record<string, unknown>;
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(data.product).toBe('Brightpath');
  expect(data.account.username).toBe(user.username);
  expect(data.account).not.toHaveProperty('passwordHash');
  expect(data.tables.messages!.map((m) => m.content)).toContain('What is a fraction?');
  expect(data.tables.messages!.some((m) => m.role === 'assistant')).toBe(true);
  expect(data.tables.learner_profiles![0]).toMatchObject({ firstName: 'Robin' });
  expect(data.tables.user_subjects).toHaveLength(1);
  await expect(toastWith(page, 'Data Exported')).toContainText('Your data was saved as brightpath-data.json.');

  // Delete All Data: a click alone does nothing; the typed word, exactly, does.
  await page.evaluate(() => localStorage.setItem('brightpath:probe', 'kept until the deletion'));
  await page.getByRole('button', { name: 'Delete All Data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete all of your data?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete Everything' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await expectAccessible(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/settings-delete-dialog-1280.png` });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  const deleted = page.waitForResponse((r) => r.url().endsWith('/api/account') && r.request().method() === 'DELETE');
  await confirm.click();
  expect((await deleted).status()).toBe(200);
  await expect(toastWith(page, 'Data Cleared')).toContainText('Everything your account held has been deleted.');
  await expect(page.getByRole('status').filter({ hasText: 'Your data has been deleted. Taking you to the home page...' })).toBeVisible();
  // Spec 002 section 9: to / after 2 seconds, signed out.
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('brightpath:probe'))).toBeNull();

  // The account is gone: its password no longer signs in, and the session's cookie reaches nothing.
  expect((await request.get('/api/auth/me')).status()).toBe(401);
  const login = await request.post('/api/auth/login', {
    data: { login: user.username, password: user.password },
    headers: { origin: baseURL! },
  });
  expect(login.status()).toBe(401);
});

test('Logout & Reset asks first, then signs out and clears the browser; the account stays', async ({ page, baseURL }) => {
  const request = page.context().request;
  const user = await learnerWithATurn(request, baseURL!);
  await page.goto('/settings');
  await page.evaluate(() => localStorage.setItem('brightpath:probe', 'kept until the reset'));
  await card(page).getByRole('button', { name: 'Logout & Reset' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out and reset this browser?' });
  await expect(dialog).toContainText('You will be signed out, and this browser will forget your settings and saved state.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await request.get('/api/auth/me')).status()).toBe(200);

  await card(page).getByRole('button', { name: 'Logout & Reset' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logout & Reset' }).click();
  await expect(toastWith(page, 'Logged Out')).toContainText('This browser has been reset.');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('brightpath:probe'))).toBeNull();
  expect((await request.get('/api/auth/me')).status()).toBe(401);
  // Only this browser was reset: the account signs in again with its learning.
  const login = await request.post('/api/auth/login', {
    data: { login: user.username, password: user.password },
    headers: { origin: baseURL! },
  });
  expect(login.status()).toBe(200);
});
