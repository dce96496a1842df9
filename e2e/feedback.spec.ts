import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { admin, expectAccessible, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/feedback-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor reports a bug with its reproduction fields, and an administrator reads it', async ({ page, baseURL }) => {
  await page.goto('/help');
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha Testing Feedback' })).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue('general');
  await expect(page.getByLabel('Steps to Reproduce')).toHaveCount(0);

  // The specified messages, before anything is sent.
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Please provide a rating')).toBeVisible();
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Please provide more details')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'form');

  const title = `Send button stuck ${Date.now()}`;
  await page.getByLabel('Category').selectOption('bug');
  await page.getByText('3', { exact: true }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('After the tutor answers, the send button stays grey.');
  await page.getByLabel('Email (optional)').fill('tester@example.com');
  await page.getByLabel('Steps to Reproduce').fill('1. Ask the tutor a question\n2. Wait for the reply');
  await page.getByLabel('Expected Behavior').fill('The send button is ready again');
  await page.getByLabel('Actual Behavior').fill('It stays grey until I reload');
  await expectAccessible(page);
  await shoot(page, 'bug');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();

  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  await expect(toastWith(page, 'Feedback Submitted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expectAccessible(page);
  await shoot(page, 'thanks');

  // As the console will read it.
  const operator = await playwrightRequest.newContext({ baseURL });
  const { username, password } = admin();
  expect((await operator.post('/api/auth/login', { data: { login: username, password }, headers: { origin: baseURL! } })).status()).toBe(
    200,
  );
  const list = await (await operator.get('/api/admin/feedback?handled=false&pageSize=100')).json();
  expect(list.items.find((i: { title: string }) => i.title === title)).toMatchObject({
    category: 'bug',
    rating: 3,
    userEmail: 'tester@example.com',
    reproductionSteps: '1. Ask the tutor a question\n2. Wait for the reply',
    expectedBehavior: 'The send button is ready again',
    actualBehavior: 'It stays grey until I reload',
    userId: null,
  });
  await operator.dispose();
});

test('Cancel goes back to the page before', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha Testing Feedback' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/help$/);
});
