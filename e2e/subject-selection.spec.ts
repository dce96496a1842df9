import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, guestWithProfile, learnerProfile, loginViaApi, newLearner, registerViaApi, toastWith } from './fixtures';

const card = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const levels = (page: Page, name: string) => page.getByRole('group', { name: `Level for ${name}` });
const continueTo = (page: Page) => page.getByRole('button', { name: /^Continue to Dashboard/ });

test('a learner picks subjects and levels, requests a subject, and continues; a reload keeps what was saved', async ({ page, baseURL }) => {
  await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
  await page.goto('/subject-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Learning Subjects' })).toBeVisible();
  await expect(card(page, 'Mathematics')).toBeVisible();

  // Grouped by category, each with its count.
  const academic = page.getByRole('region', { name: 'Academic' });
  await expect(academic.getByRole('listitem')).toHaveCount(6);
  await expect(academic.getByText('6 subjects')).toBeAttached();
  await expect(card(academic, 'Programming')).toBeVisible();
  await expect(card(academic, 'Art')).toBeVisible();
  // Programming and Art (migration 0019) in the Academic group, at the desktop and phone widths, without sideways scrolling.
  mkdirSync('.tmp/screenshots', { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(card(academic, 'Art')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `.tmp/screenshots/subject-selection-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('heading', { level: 2, name: 'Life Skills' })).toBeVisible();
  // A 15-year-old sees College Prep (14+) but not Practical Home Skills (18+).
  await expect(card(page, 'College Prep')).toBeVisible();
  await expect(card(page, 'Practical Home Skills')).toHaveCount(0);
  // Mathematics, the interest given in onboarding, is chosen already at Beginner; deselected, nothing is.
  await expect(card(page, 'Mathematics')).toHaveAttribute('aria-pressed', 'true');
  await expect(continueTo(page)).toHaveText(/Continue to Dashboard \(1 selected\)/);
  await card(page, 'Mathematics').click();
  await expect(continueTo(page)).toBeDisabled();
  await expect(continueTo(page)).toHaveText(/Continue to Dashboard \(0 selected\)/);
  await expectAccessible(page);

  await card(page, 'Mathematics').click();
  await expect(card(page, 'Mathematics')).toHaveAttribute('aria-pressed', 'true');
  await expect(levels(page, 'Mathematics').getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'true');
  await levels(page, 'Mathematics').getByRole('button', { name: 'Intermediate' }).click();
  await expect(levels(page, 'Mathematics').getByRole('button', { name: 'Intermediate' })).toHaveAttribute('aria-pressed', 'true');
  await expect(levels(page, 'Mathematics').getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'false');
  await card(page, 'Financial Literacy').click();
  await levels(page, 'Financial Literacy').getByRole('button', { name: 'Advanced' }).click();
  await card(page, 'Science').click();
  await expect(continueTo(page)).toHaveText(/\(3 selected\)/);
  // Toggling again deselects.
  await card(page, 'Science').click();
  await expect(card(page, 'Science')).toHaveAttribute('aria-pressed', 'false');
  await expect(levels(page, 'Science')).toHaveCount(0);
  await expect(continueTo(page)).toHaveText(/\(2 selected\)/);
  await expectAccessible(page);

  // Request a Subject: the name is required.
  await page.getByRole('button', { name: 'Request a Subject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Subject' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  // The modal dialog hides the page (toasts included) from assistive technology, so the message is in the dialog too.
  await expect(dialog.getByText('Please enter a subject name')).toBeVisible();
  const required = page.locator('li.toast', { hasText: 'Subject Required' });
  await expect(required).toBeVisible();
  await expect(required).toContainText('Please enter a subject name');
  await dialog.getByLabel('Subject name').fill('Astronomy');
  await dialog.getByLabel('Description (optional)').fill('Stars, planets and telescopes');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  const requested = toastWith(page, 'Subject Requested');
  await expect(requested).toBeVisible();
  await expect(requested).toContainText('Your request for "Astronomy" has been submitted for review.');
  await expect(dialog).toHaveCount(0);
  const mine = await (await page.context().request.get('/api/subject-requests')).json();
  expect(mine[0]).toMatchObject({ name: 'Astronomy', description: 'Stars, planets and telescopes', category: 'Custom' });

  await continueTo(page).click();
  const saved = toastWith(page, 'Subjects saved!');
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Your subject preferences have been saved successfully.');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/subject-selection');
  await expect(card(page, 'Mathematics')).toHaveAttribute('aria-pressed', 'true');
  await expect(levels(page, 'Mathematics').getByRole('button', { name: 'Intermediate' })).toHaveAttribute('aria-pressed', 'true');
  await expect(levels(page, 'Financial Literacy').getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Science')).toHaveAttribute('aria-pressed', 'false');
  await expect(continueTo(page)).toHaveText(/\(2 selected\)/);

  // Deselecting one and continuing replaces the whole selection.
  await card(page, 'Financial Literacy').click();
  await continueTo(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await page.goto('/subject-selection');
  await expect(card(page, 'Mathematics')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Financial Literacy')).toHaveAttribute('aria-pressed', 'false');
});

test('the subjects suit the learner: a 10-year-old sees fewer than a 30-year-old', async ({ page, baseURL }) => {
  await guestWithProfile(page.context().request, baseURL!, learnerProfile(10));
  await page.goto('/subject-selection');
  await expect(card(page, 'Mathematics')).toBeVisible();
  await expect(card(page, 'Financial Literacy')).toBeVisible();
  await expect(card(page, 'College Prep')).toHaveCount(0);
  await expect(card(page, 'Interview Prep')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Future Planning' })).toHaveCount(0);

  await page.context().clearCookies();
  await guestWithProfile(page.context().request, baseURL!, learnerProfile(30));
  await page.reload();
  await expect(card(page, 'Practical Home Skills')).toBeVisible();
  await expect(card(page, 'College Prep')).toBeVisible();
  await expect(card(page, 'Interview Prep')).toBeVisible();
});

test('a visitor without a session is offered to sign in or start fresh', async ({ page }) => {
  await page.goto('/subject-selection');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Start Fresh' })).toHaveAttribute('href', '/onboarding');
});

test('a failed save says so and still goes to the dashboard', async ({ page, baseURL }) => {
  await guestWithProfile(page.context().request, baseURL!, learnerProfile(20));
  await page.route('**/api/user-subjects', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
  );
  await page.goto('/subject-selection');
  await card(page, 'Science').click();
  await continueTo(page).click();
  const failed = toastWith(page, 'Error saving subjects');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Failed to save your subject selections. Please try again.');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the same learner on another device sees the same profile and subjects', async ({ page, baseURL, browser }) => {
  // First device: onboarding as a guest, the assessment and subjects, then an account is registered from that guest.
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Age', { exact: true }).fill('16');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Education level').selectOption('high-school');
  await page.getByRole('radio', { name: 'Auditory' }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Biology' }).click();
  await page.getByRole('checkbox', { name: 'Explore interests' }).check();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL('**/dashboard');

  await page.goto('/subject-selection');
  // Science is chosen already: Biology was an interest in onboarding.
  await expect(card(page, 'Science')).toHaveAttribute('aria-pressed', 'true');
  await levels(page, 'Science').getByRole('button', { name: 'Advanced' }).click();
  await card(page, 'Study Techniques').click();
  await continueTo(page).click();
  await page.waitForURL('**/dashboard');

  const account = await registerViaApi(page.context().request, baseURL!, newLearner('device'));
  const me = await (await page.context().request.get('/api/auth/me')).json();
  expect(me).toMatchObject({ isGuest: false, onboardingComplete: true });

  // Second device: a fresh browser, signed in as the same learner.
  const other = await browser.newContext({ baseURL });
  try {
    await loginViaApi(other.request, baseURL!, account.username, account.password);
    const second = await other.newPage();
    await second.goto('/onboarding');
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(second.getByLabel('First name')).toHaveValue('Noor');
    await expect(second.getByLabel('Age', { exact: true })).toHaveValue('16');
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(second.getByRole('radio', { name: 'Auditory' })).toBeChecked();
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(second.getByRole('button', { name: 'Biology' })).toHaveAttribute('aria-pressed', 'true');

    await second.goto('/subject-selection');
    await expect(card(second, 'Science')).toHaveAttribute('aria-pressed', 'true');
    await expect(levels(second, 'Science').getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(second, 'Study Techniques')).toHaveAttribute('aria-pressed', 'true');
    await expect(levels(second, 'Study Techniques').getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(second, 'Mathematics')).toHaveAttribute('aria-pressed', 'false');

    // The questionnaire greets them by the saved first name.
    await second.goto('/questionnaire');
    await expect(second.getByLabel('What should we call you?')).toHaveValue('Noor');
  } finally {
    await other.close();
  }
});
