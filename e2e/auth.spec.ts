import { expect, test } from '@playwright/test';
import { BETA_URL, expectAccessible, guestWithProfile, newLearner, registerViaApi, toastWith } from './fixtures';

test.describe('registration', () => {
  test('shows every validation message, then registers and lands on /onboarding', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Username').fill('a'.repeat(31));
    await expect(page.getByText('Username must be less than 30 characters')).toBeVisible();

    const user = newLearner();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    const toast = toastWith(page, 'Account created successfully!');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Redirecting to complete your profile setup...');
    await page.waitForURL('**/onboarding');
    // Signed in now: the header shows the learner's navigation.
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('a taken username gets the failure toast with the server message', async ({ page, baseURL }) => {
    const taken = await registerViaApi(page.context().request, baseURL!);
    await page.context().clearCookies();
    await page.goto('/register');
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email').fill(`other_${taken.email}`);
    await page.getByLabel('Password', { exact: true }).fill(taken.password);
    await page.getByLabel('Confirm Password').fill(taken.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    const toast = toastWith(page, 'Registration failed');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('That username is already taken');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('login', () => {
  test('validation messages, a failed login toast, then a successful login to /dashboard', async ({ page, baseURL }) => {
    const user = await registerViaApi(page.context().request, baseURL!);
    await page.context().clearCookies();

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Brightpath' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username or email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username or Email').fill(user.username);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const failed = toastWith(page, 'Login failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Invalid username/email or password');

    await page.getByLabel('Username or Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // One check for the title and the description together: the login page reloads into the dashboard shortly after
    // the toast, and a second look at the toast could come after that reload on a busy machine.
    await expect(toastWith(page, 'Login successful!').filter({ hasText: 'Welcome back to Brightpath!' })).toBeVisible();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toMatch(/^\d+$/);
  });

  test('the hint tells how to create an administrator, without any credential, only while none exists', async ({ page }) => {
    // The beta server runs without an administrator; this one was started with one.
    await page.goto(`${BETA_URL}/login`);
    await expect(page.getByText('npm run admin:create -- --username <name>')).toBeVisible();
    await expect(page.getByText(process.env.E2E_ADMIN_PASSWORD!)).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Brightpath' })).toBeVisible();
    await expect(page.getByText('Running your own Brightpath?')).toHaveCount(0);
  });

  test('sign out revokes the session and returns to /', async ({ page, baseURL }) => {
    await registerViaApi(page.context().request, baseURL!);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('userToken', 'legacy'));
    await page.goto('/pricing');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('userToken')])).toEqual([null, null]);
    const me = await page.context().request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });

  test('a guest is warned before signing out, and offered an account instead', async ({ page, baseURL }) => {
    await guestWithProfile(page.context().request, baseURL!);
    await page.goto('/pricing');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Sign out of your guest account?' });
    await expect(warning).toBeVisible();
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toHaveCount(0);
    expect((await page.context().request.get('/api/auth/me')).status()).toBe(200);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out anyway' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().request.get('/api/auth/me')).status()).toBe(401);
  });
});
