import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, guestWithProfile, learnerProfile } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/help-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search the questions' });
const results = (page: Page) => page.getByRole('status', { name: 'Search results' });
/** The questions' disclosure buttons (the only buttons with aria-expanded in the page's main area). */
const questions = (page: Page) => page.getByRole('main').locator('button[aria-expanded]');

test('a visitor reads the Help Center: opens a question, searches, and finds Start Chat', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page).toHaveTitle(/^Help Center · /);
  await expect(questions(page)).toHaveCount(10);
  for (const category of [
    'Getting Started',
    'Features',
    'Voice Features',
    'Progress Tracking',
    'Personalization',
    'Subjects',
    'Learning Tips',
    'Best Practices',
  ])
    await expect(page.getByRole('heading', { level: 2, name: category, exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Pro tip' })).toContainText('concept mastered');
  await expectAccessible(page);
  await shoot(page, 'closed');

  // A question opens and closes by keyboard; its answer is shown only while open.
  const plans = page.getByRole('button', { name: 'What do the plans include?' });
  await plans.focus();
  await page.keyboard.press('Enter');
  await expect(plans).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`#${await plans.getAttribute('aria-controls')}`);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(
    'Every account starts on the Free plan: it costs nothing, includes 3 tutoring sessions a month and lets you start up to 20.',
  );
  await expectAccessible(page);
  await shoot(page, 'open');
  await page.keyboard.press('Space');
  await expect(plans).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  // The search filters as the learner types.
  await searchbox(page).pressSequentially('voice');
  await expect(results(page)).toHaveText(/^\d+ of 10 questions match\.$/);
  await expect(page.getByRole('button', { name: 'Can I talk to the tutor and hear its answers?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'What do the plans include?' })).toHaveCount(0);
  await searchbox(page).fill('delete my data');
  await expect(results(page)).toHaveText('1 of 10 questions match.');
  await expect(questions(page)).toHaveText(['Where is my data kept, and can I export or delete it?']);
  await questions(page).first().click();
  await expect(page.getByText(/Export downloads everything your account holds as one file \(brightpath-data\.json\)/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'search');

  // Nothing matches: it says so and offers the tutor.
  await searchbox(page).fill('xylophone lessons');
  await expect(results(page)).toHaveText('No questions match “xylophone lessons”.');
  await expect(questions(page)).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'no-match');
  await page.getByRole('link', { name: 'Start Chat' }).first().click();
  await expect(page).toHaveURL(/\/chat$/);
  // A visitor is asked to sign in or start fresh before the tutor.
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('a learner reaches the Help Center from the user menu, and Start Chat opens the tutor', async ({ page, baseURL }) => {
  await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole('region', { name: 'Still have a question?' }).getByRole('link', { name: 'Start Chat' }).click();
  // The tutor opens on the learner's subject (/chat moves on to /chat/{subject} once it knows it).
  await expect(page).toHaveURL(/\/chat(\/\d+)?$/);
  await expect(page.getByRole('tab', { name: 'Chat' })).toBeVisible();
});
