import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, guestWithProfile, learnerProfile, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Connections' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/connections-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const grid = (page: Page) => page.getByRole('list', { name: 'Your connections' });
const card = (page: Page, from: string, to: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${from} to ${to}`, exact: true }) });

test('create, search, auto-generate, edit and delete learning connections', async ({ page, baseURL }) => {
  await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));

  // The dashboard's Learning Connections quick action leads here.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Learning Connections/ }).click();
  await expect(page).toHaveURL(/\/connections$/);
  await expect(page).toHaveTitle('Learning Connections · Brightpath');
  await expect(page.getByText('No connections yet')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'empty');

  // Create Connection, from the keyboard: the toggle opens the form; nothing filled in is the specified toast.
  const toggle = page.getByRole('button', { name: 'Create Connection', exact: true }).first();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'Create Connection' });
  await form.getByRole('button', { name: 'Create Connection' }).click();
  await expect(toastWith(page, 'Missing Information')).toContainText('Please fill in all required fields.');

  await form.getByLabel(/From concept/).fill('Fractions');
  await form.getByLabel(/To concept/).fill('Percentages');
  await form.getByLabel(/Connection type/).selectOption('Prerequisite');
  await expect(form.getByLabel('Strength')).toHaveValue('1');
  await form.getByLabel('Strength').selectOption('4 - Strong');
  await form.getByLabel(/Context/).fill('25% is the same as 1/4');
  await expectAccessible(page);
  await shoot(page, 'create');
  await form.getByLabel(/Context/).press('Tab');
  await form.getByRole('button', { name: 'Create Connection' }).click();
  await expect(toastWith(page, 'Connection Created')).toBeVisible();
  const fractions = card(page, 'Fractions', 'Percentages');
  await expect(fractions).toContainText('Prerequisite');
  await expect(fractions).toContainText('Strength: Strong');
  await expect(form).toBeHidden();

  // The same connection again, in other letters: refused with a clear message.
  await toggle.click();
  await form.getByLabel(/From concept/).fill('fractions');
  await form.getByLabel(/To concept/).fill('PERCENTAGES');
  await form.getByLabel(/Connection type/).selectOption('Prerequisite');
  await form.getByRole('button', { name: 'Create Connection' }).click();
  await expect(toastWith(page, 'You already have this connection: fractions to PERCENTAGES (Prerequisite).')).toBeVisible();
  await toggle.click();
  await expect(form).toBeHidden();

  // Auto-Generate: a concept is needed; then the offline concept graph links Photosynthesis.
  await page.getByRole('button', { name: 'Auto-Generate' }).click();
  const generateForm = page.getByRole('form', { name: 'Auto-Generate Connections' });
  await generateForm.getByRole('button', { name: 'Generate Connections' }).click();
  await expect(toastWith(page, 'Please enter a concept to generate connections for.')).toBeVisible();
  await generateForm.getByLabel(/Concept/).fill('photosynthesis');
  await generateForm.getByLabel('Subject').selectOption('Science');
  await generateForm.getByLabel(/Context/).fill('my biology test');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/connections/auto-generate'));
  await generateForm.getByRole('button', { name: 'Generate Connections' }).click();
  const { generated } = (await (await answer).json()) as { generated: number };
  expect(generated).toBeGreaterThan(2);
  await expect(toastWith(page, 'Connections Generated')).toContainText(`Generated ${generated} new learning connections automatically.`);
  await expect(grid(page).getByRole('listitem')).toHaveCount(generated + 1);
  await expect(grid(page).getByText('Generated', { exact: true })).toHaveCount(generated);
  await expect(card(page, 'Photosynthesis', 'Cells')).toContainText('Related');
  await expect(page.getByRole('status').filter({ hasText: 'You have' })).toHaveText(`You have ${generated + 1} connections.`);
  await expectAccessible(page);
  await shoot(page, 'list');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: `${SHOTS}/connections-list-dark-1280.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  // Search: on the server, from 3 characters.
  const search = page.getByRole('searchbox', { name: 'Search connections' });
  await search.fill('pe');
  await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
  await search.fill('PERC');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results).toContainText('Fractions');
  await expect(page.getByText('1 connection matches “PERC”.')).toBeVisible();
  await search.fill('sunlight');
  await expect(results.getByRole('listitem').first()).toContainText('Photosynthesis');
  await expectAccessible(page);
  await shoot(page, 'search');
  await search.fill('');
  await expect(grid(page)).toBeVisible();

  // Edit in place.
  await page.getByRole('button', { name: 'Edit Fractions to Percentages' }).click();
  const edit = page.getByRole('form', { name: 'Edit Fractions to Percentages' });
  await edit.getByLabel('Strength').selectOption('5 - Very Strong');
  await edit.getByLabel(/Connection type/).selectOption('Builds On');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Connection Updated')).toBeVisible();
  await expect(fractions).toContainText('Strength: Very Strong');
  await expect(fractions).toContainText('Builds On');

  // Delete, after the confirmation.
  await page.getByRole('button', { name: 'Delete Fractions to Percentages' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this connection?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(fractions).toBeVisible();
  await page.getByRole('button', { name: 'Delete Fractions to Percentages' }).click();
  await dialog.getByRole('button', { name: 'Delete Connection' }).click();
  await expect(toastWith(page, 'Connection Deleted')).toBeVisible();
  await expect(fractions).toHaveCount(0);
  await expect(grid(page).getByRole('listitem')).toHaveCount(generated);

  // Kept on the server: a reload shows the same.
  await page.reload();
  await expect(grid(page).getByRole('listitem')).toHaveCount(generated);
});
