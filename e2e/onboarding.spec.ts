import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, toastWith } from './fixtures';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const form = (page: Page) => page.getByRole('main').locator('form');

test('Get Started leads a visitor through the four steps, each with its checks, to the dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Step 1: welcome; nothing to check, Back is disabled and Skip Setup is not offered yet.
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile setup progress' })).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your learning journey' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Skip Setup' })).toHaveCount(0);
  await expectAccessible(page);
  await continueButton(page).click();

  // Step 2: first name and age are required.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile setup progress' })).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByRole('button', { name: 'Skip Setup' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();
  await continueButton(page).click();
  const missing = toastWith(page, 'Missing Information');
  await expect(missing).toBeVisible();
  await expect(missing).toContainText('Please fill in your name and age to continue.');
  await expect(form(page).getByText('First name is required')).toBeVisible();
  await expect(form(page).getByText('Age is required')).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name (optional)').fill('Lovelace');
  await page.getByLabel('Age', { exact: true }).fill('15');
  await expect(form(page).getByText('First name is required')).toHaveCount(0);
  await continueButton(page).click();

  // Step 3: education level and learning style are required; study time is optional.
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await continueButton(page).click();
  await expect(form(page).getByText('Please choose your education level')).toBeVisible();
  await expect(form(page).getByText('Please choose a learning style')).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('Education level').selectOption('high-school');
  await expect(page.getByRole('radio')).toHaveCount(3);
  await page.getByRole('radio', { name: 'Visual' }).click();
  await expect(page.getByRole('radio', { name: 'Visual' })).toBeChecked();
  await page.getByLabel('Study time and session length (optional)').selectOption('evening-short');
  await expectAccessible(page);
  // Back keeps what was entered.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await continueButton(page).click();
  await expect(page.getByLabel('Education level')).toHaveValue('high-school');
  await continueButton(page).click();

  // Step 4: a subject and a primary goal are required; Complete Setup stays disabled until they are there.
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile setup progress' })).toHaveAttribute('aria-valuenow', '100');
  const complete = page.getByRole('button', { name: 'Complete Setup' });
  await expect(complete).toBeDisabled();
  await expect(continueButton(page)).toHaveCount(0);
  // A keyboard user can still press it and hear why it is disabled.
  await complete.focus();
  await page.keyboard.press('Enter');
  const noSubjects = toastWith(page, 'Missing Subjects');
  await expect(noSubjects).toBeVisible();
  await expect(noSubjects).toContainText("Please select at least one subject you're interested in.");
  await expect(form(page).getByText("Please select at least one subject you're interested in.")).toBeVisible();
  await expect(form(page).getByText('Please choose at least one primary goal')).toBeVisible();

  const subjects = page.getByRole('group', { name: 'Subjects to explore' }).getByRole('button');
  await expect(subjects).toHaveCount(12);
  await page.getByRole('button', { name: 'Mathematics' }).click();
  await page.getByRole('button', { name: 'Programming' }).click();
  await expect(page.getByRole('button', { name: 'Mathematics' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Art', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(complete).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Improve grades' }).check();
  await expect(page.getByRole('group', { name: /Careers/ }).getByRole('button')).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Designer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Engineer', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Engineer', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(complete).toBeEnabled();
  await expectAccessible(page);
  await complete.click();

  const welcome = toastWith(page, 'Welcome to Brightpath!');
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText("Your profile has been set up successfully. Let's start learning!");
  await page.waitForURL('**/dashboard');
  expect(await page.evaluate(() => [localStorage.getItem('onboardingComplete'), localStorage.getItem('userId')])).toEqual([
    'true',
    expect.stringMatching(/^\d+$/),
  ]);

  // The visitor became a guest with the saved profile; coming back shows it again.
  const me = await (await page.context().request.get('/api/auth/me')).json();
  expect(me).toMatchObject({ isGuest: true, onboardingComplete: true });
  await page.goto('/onboarding');
  await continueButton(page).click();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last name (optional)')).toHaveValue('Lovelace');
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('15');
  await continueButton(page).click();
  await expect(page.getByLabel('Education level')).toHaveValue('high-school');
  await expect(page.getByRole('radio', { name: 'Visual' })).toBeChecked();
  await expect(page.getByLabel('Study time and session length (optional)')).toHaveValue('evening-short');
  await continueButton(page).click();
  await expect(page.getByRole('button', { name: 'Programming' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: 'Improve grades' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Engineer', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('Skip Setup from step 2 saves the guest profile and goes straight to the dashboard', async ({ page }) => {
  await page.goto('/onboarding');
  await continueButton(page).click();
  await page.getByRole('button', { name: 'Skip Setup' }).click();
  const skipped = toastWith(page, 'Setup Skipped');
  await expect(skipped).toBeVisible();
  await expect(skipped).toContainText('You can complete your profile later in settings.');
  await expect(page).toHaveURL(/\/dashboard$/);

  const me = await (await page.context().request.get('/api/auth/me')).json();
  const profile = await (await page.context().request.get(`/api/users/${me.id}`)).json();
  expect(profile).toMatchObject({ firstName: 'Guest', age: 18, skipped: true });
});

test('the keyboard alone completes a step: Enter continues, checks show inline', async ({ page }) => {
  await page.goto('/onboarding');
  await continueButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeFocused();
  await page.getByLabel('First name').fill('Kim');
  await page.keyboard.press('Enter');
  await expect(form(page).getByText('Age is required')).toBeVisible();
  await page.getByLabel('Age', { exact: true }).fill('2');
  await page.keyboard.press('Enter');
  await expect(form(page).getByText('Age must be between 4 and 120')).toBeVisible();
  await page.getByLabel('Age', { exact: true }).fill('40');
  await page.getByLabel('Email (optional)').fill('not-an-email');
  await page.keyboard.press('Enter');
  await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email (optional)').fill('kim@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the steps fit the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/onboarding');
    for (let step = 1; step <= 4; step++) {
      await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (step === 2) {
        await page.getByLabel('First name').fill('Jo');
        await page.getByLabel('Age', { exact: true }).fill('9');
      }
      if (step === 3) {
        await page.getByLabel('Education level').selectOption('middle-school');
        await page.getByRole('radio', { name: 'Kinesthetic' }).click();
      }
      if (step < 4) await continueButton(page).click();
    }
  });
});
