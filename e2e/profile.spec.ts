import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, guestWithProfile, learnerProfile, newLearner, registerViaApi, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/profile-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A figure of a description list, read through its label. */
const figure = (scope: Page | Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const card = (page: Page) => page.getByRole('region', { name: 'Personal Information' });
const form = (page: Page) => page.getByRole('form', { name: 'Edit personal information' });

async function saveProfile(request: APIRequestContext, baseURL: string, profile: Record<string, unknown>) {
  const saved = await request.post('/api/users', { data: profile, headers: { origin: baseURL } });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
}

test('a learner edits and saves the profile, sees it after a reload, and cancels an edit', async ({ page, baseURL }) => {
  const request = page.context().request;
  const learner = await registerViaApi(request, baseURL!);
  await saveProfile(request, baseURL!, learnerProfile(15, 'Sam'));

  // The user menu's Profile link leads here.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle(/^Profile · /);

  await expect(figure(card(page), 'Name')).toHaveText('Sam Tester');
  await expect(figure(card(page), 'Email')).toHaveText(learner.email);
  await expect(figure(card(page), 'Age')).toHaveText('15');
  await expect(figure(card(page), 'Learning Style')).toHaveText('Visual');
  await expect(figure(card(page), 'Learning Goals')).toHaveText('Improve grades');
  const account = page.getByRole('region', { name: 'Account Details' });
  await expect(figure(account, 'Plan')).toHaveText('Free Plan');
  await expect(account.getByText('Active Member')).toBeVisible();
  await expect(figure(account, 'Member Since')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(account.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  const links = page.getByRole('region', { name: 'Quick Links' });
  await expect(links.getByRole('link', { name: /View Progress/ })).toHaveAttribute('href', '/progress');
  await expect(links.getByRole('link', { name: /Start Learning/ })).toHaveAttribute('href', '/chat');
  await expect(links.getByRole('link', { name: /Take Assessment/ })).toHaveAttribute('href', '/questionnaire');
  await expectAccessible(page);
  await shoot(page, 'view');

  // Edit: the name is one field, split at its first space on Save; an emptied age is saved as none.
  await card(page).getByRole('button', { name: 'Edit' }).click();
  await expect(form(page).getByRole('textbox', { name: 'Name' })).toBeFocused();
  await form(page).getByRole('textbox', { name: 'Name' }).fill('  Ada   King Lovelace ');
  const email = `ada.${learner.email}`;
  await expect(form(page).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  await form(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await form(page).getByRole('spinbutton', { name: 'Age' }).fill('');
  await form(page).getByRole('combobox', { name: 'Learning Style' }).selectOption('auditory');
  await form(page).getByRole('checkbox', { name: 'Explore interests' }).check();
  await expectAccessible(page);
  await shoot(page, 'edit');

  const saved = page.waitForResponse((r) => r.url().includes('/api/user-profile') && r.request().method() === 'PUT');
  await form(page).getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    firstName: 'Ada',
    lastName: 'King Lovelace',
    email,
    age: null,
    learningStyle: 'auditory',
    primaryGoals: ['Improve grades', 'Explore interests'],
  });
  await expect(toastWith(page, 'Profile Updated')).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  await expect(card(page).getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(figure(card(page), 'Name')).toHaveText('Ada King Lovelace');
  // The header greets the learner by the new name.
  await expect(page.getByRole('button', { name: 'Account menu for Ada' })).toBeVisible();

  // After a reload: what the server stored.
  await page.reload();
  await expect(figure(card(page), 'Name')).toHaveText('Ada King Lovelace');
  await expect(figure(card(page), 'Email')).toHaveText(email);
  await expect(figure(card(page), 'Age')).toHaveText('Not set');
  await expect(figure(card(page), 'Learning Style')).toHaveText('Auditory');
  await expect(card(page).getByRole('listitem')).toHaveText(['Improve grades', 'Explore interests']);

  // Cancel puts back what was saved, and nothing is sent.
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/user-profile') && r.method() === 'PUT') sent = true;
  });
  await card(page).getByRole('button', { name: 'Edit' }).click();
  await form(page).getByRole('textbox', { name: 'Name' }).fill('Somebody Else');
  await form(page).getByRole('spinbutton', { name: 'Age' }).fill('44');
  await form(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(form(page)).toHaveCount(0);
  await expect(figure(card(page), 'Name')).toHaveText('Ada King Lovelace');
  await expect(figure(card(page), 'Age')).toHaveText('Not set');
  await page.reload();
  await expect(figure(card(page), 'Name')).toHaveText('Ada King Lovelace');
  expect(sent).toBe(false);
});

test("an e-mail another account signs in with is refused under the field, and the form's own checks speak first", async ({
  page,
  baseURL,
  playwright,
}) => {
  const other = newLearner();
  // The other account registers from its own cookie jar, so this page stays with its own learner.
  const elsewhere = await playwright.request.newContext({ baseURL });
  await registerViaApi(elsewhere, baseURL!, other);
  await elsewhere.dispose();
  await registerViaApi(page.context().request, baseURL!);

  await page.goto('/profile');
  await card(page).getByRole('button', { name: 'Edit' }).click();
  await form(page).getByRole('textbox', { name: 'Name' }).fill('   ');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByText('Please enter your name')).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Name' })).toBeFocused();

  await form(page).getByRole('textbox', { name: 'Name' }).fill('Kim');
  await form(page).getByRole('textbox', { name: 'Email' }).fill(other.email.toUpperCase());
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByText('An account with that email address already exists')).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expectAccessible(page);
});

test("the Learning Statistics are the dashboard's figures", async ({ page, baseURL }) => {
  const request = page.context().request;
  await guestWithProfile(request, baseURL!, learnerProfile(15));
  const all = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const maths = all.find((s) => s.name === 'Mathematics')!.id;
  const chosen = await request.put('/api/user-subjects', {
    data: { subjects: [{ subjectId: maths, level: 'beginner' }] },
    headers: { origin: baseURL! },
  });
  expect(chosen.status(), await chosen.text()).toBeLessThan(300);
  for (const userMessage of ['What is a fraction?', 'And what is a denominator?']) {
    const sent = await request.post('/api/chat/tutor', { data: { userMessage, subjectId: maths }, headers: { origin: baseURL! } });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  await page.goto('/dashboard');
  const dashboard = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(dashboard('Total Sessions')).toHaveText(/^[1-9]\d*$/);
  const onDashboard = {
    sessions: await dashboard('Total Sessions').textContent(),
    streak: await dashboard('Learning Streak').textContent(),
    concepts: await dashboard('Concepts Mastered').textContent(),
  };
  await page.goto('/progress');
  const timeStudied = await figure(page, 'Time Studied').textContent();

  await page.goto('/profile');
  const stats = page.getByRole('region', { name: 'Learning Statistics' });
  await expect(figure(stats, 'Total Sessions')).toHaveText(onDashboard.sessions!);
  await expect(figure(stats, 'Learning Streak')).toHaveText(onDashboard.streak!);
  await expect(figure(stats, 'Concepts Mastered')).toHaveText(onDashboard.concepts!);
  await expect(figure(stats, 'Time Studied')).toHaveText(timeStudied!);
  await expect(figure(stats, 'Subjects')).toHaveText('1');
  await expect(figure(stats, 'Messages Sent')).toHaveText('2');
  // A guest is offered an account, which keeps everything.
  await expect(page.getByRole('region', { name: 'Account Details' }).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('region', { name: 'Quick Links' }).getByRole('link', { name: /Continue Learning/ })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'statistics');
});
