import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, guestWithProfile, learnerProfile, loginViaApi, newLearner, registerViaApi } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths the dashboard is designed for; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/dashboard-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A stat card's value, read through its label. */
const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

const welcome = (page: Page) => page.getByRole('button', { name: 'Got it' });
const banner = (page: Page) => page.getByRole('region', { name: 'Guidance' });
const firstSteps = (page: Page) => page.getByRole('region', { name: 'Your first steps' });
/** Opens 'More to help you start', where the aids that are not the one next step are folded, if closed. */
async function openAids(page: Page) {
  const fold = page.getByRole('button', { name: /^More to help you start/ });
  if ((await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
}

async function chooseSubject(request: APIRequestContext, baseURL: string, name: string) {
  const all = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const subject = all.find((s) => s.name === name)!;
  const saved = await request.put('/api/user-subjects', {
    data: { subjects: [{ subjectId: subject.id, level: 'intermediate' }] },
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return subject.id;
}

test('a new learner, before onboarding, sees the Get Started checklist and the whole dashboard', async ({ page, baseURL }) => {
  const guest = await page.context().request.post('/api/auth/guest', { data: {}, headers: { origin: baseURL! } });
  expect(guest.status(), await guest.text()).toBeLessThan(300);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Dashboard' })).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Get Started' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 of 3 steps done')).toBeVisible();
  await expect(checklist.getByRole('listitem')).toHaveCount(3);
  await expect(checklist.getByRole('link', { name: 'Set up profile' })).toHaveAttribute('href', '/onboarding');
  await expect(checklist.getByRole('link', { name: 'Choose subjects' })).toHaveAttribute('href', '/subject-selection');
  await expect(checklist.getByRole('link', { name: 'Start chatting' })).toHaveAttribute('href', '/chat');
  // The aids for later are not shown yet.
  await expect(welcome(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect(firstSteps(page)).toHaveCount(0);

  // Always there: stats, Today's Learning, subjects (none yet), the quick actions.
  await expect(stat(page, 'Total Sessions')).toHaveText('0');
  await expect(stat(page, 'Learning Streak')).toHaveText('0 days');
  await expect(page.getByRole('link', { name: 'Choose Your First Subject' })).toHaveAttribute('href', '/subject-selection');
  await expect(page.getByText('No subjects yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Subject' })).toBeVisible();
  for (const [name, href] of [
    ['Continue Learning', '/chat'],
    ['New Subject', '/subject-selection'],
    ['Skill Tree', '/skill-tree'],
    ['Learning Connections', '/connections'],
    ['Learning History', '/history'],
    ['View Analytics', '/analytics'],
  ]) {
    await expect(page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: name!, exact: true })).toHaveAttribute(
      'href',
      href!,
    );
  }
  await expectAccessible(page);
  await shoot(page, 'new-learner');

  await checklist.getByRole('link', { name: 'Set up profile' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('after onboarding the welcome box and the banner show; dismissed, they stay dismissed after a reload and on another device', async ({
  page,
  baseURL,
  browser,
}) => {
  const request = page.context().request;
  const account = await registerViaApi(request, baseURL!, newLearner('dash'));
  const profile = await request.post('/api/users', { data: learnerProfile(16, 'Mira'), headers: { origin: baseURL! } });
  expect(profile.status(), await profile.text()).toBeLessThan(300);

  await page.goto('/dashboard');
  // One thing to do above the figures: the welcome, carrying the next step; the rest folded until wanted.
  const welcomeBox = page.getByRole('region', { name: 'Welcome to Brightpath, Mira!' });
  await expect(welcomeBox).toBeVisible();
  await expect(welcomeBox.getByRole('link', { name: 'Choose subjects' })).toHaveAttribute('href', '/subject-selection');
  await expect(banner(page)).toHaveCount(0);
  await expect(firstSteps(page)).toHaveCount(0);
  await openAids(page);
  await expect(banner(page)).toBeVisible();
  await expect(firstSteps(page)).toBeVisible();
  await expect(firstSteps(page).getByText('1 of 3 steps done')).toBeVisible();
  await expect(firstSteps(page).getByText('0 of 4 tried')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get Started' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'welcome');

  // How it works: six slides, moved with the keyboard, closed with Escape.
  await page.getByRole('button', { name: 'How it works' }).click();
  const dialog = page.getByRole('dialog', { name: 'How it works' });
  await expect(dialog.getByText(/^Slide 1 of 6/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(/^Slide 2 of 6/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('group', { name: '3 of 6' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('group', { name: '2 of 6' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/dashboard-how-it-works-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'How it works' })).toBeFocused();

  // Dismissed: gone at once, and saved on the account.
  const saved = (body: string) =>
    page.waitForResponse((r) => r.url().endsWith('/api/dashboard/flags') && r.request().postData() === body && r.ok());
  const bannerSaved = saved('{"guidanceBannerDismissed":true}');
  await banner(page).getByRole('button', { name: 'Dismiss guidance' }).click();
  await expect(banner(page)).toHaveCount(0);
  await bannerSaved;
  const welcomeSaved = saved('{"welcomeShown":true}');
  await welcome(page).click();
  await expect(welcome(page)).toHaveCount(0);
  await welcomeSaved;
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Dashboard' })).toBeFocused();

  await page.reload();
  // After the welcome, the next step alone.
  await expect(page.getByRole('region', { name: 'Choose your subjects' }).getByRole('link', { name: 'Choose subjects' })).toBeVisible();
  await openAids(page);
  await expect(firstSteps(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(welcome(page)).toHaveCount(0);

  // Another device: a fresh browser signed in as the same learner.
  const other = await browser.newContext({ baseURL });
  try {
    await loginViaApi(other.request, baseURL!, account.username, account.password);
    const second = await other.newPage();
    await second.goto('/dashboard');
    await openAids(second);
    await expect(firstSteps(second)).toBeVisible();
    await expect(banner(second)).toHaveCount(0);
    await expect(welcome(second)).toHaveCount(0);

    // Closing the first steps there closes them here too.
    await firstSteps(second).getByRole('button', { name: 'Close your first steps' }).click();
    await expect(firstSteps(second)).toHaveCount(0);
    await expect
      .poll(
        async () =>
          ((await (await second.context().request.get('/api/dashboard')).json()) as { flags: { gettingStartedComplete: boolean } }).flags,
      )
      .toMatchObject({ gettingStartedComplete: true });
  } finally {
    await other.close();
  }
  await page.reload();
  await expect(stat(page, 'Total Sessions')).toHaveText('0');
  await openAids(page);
  await expect(page.getByRole('region', { name: 'Find your starting point' })).toBeVisible();
  await expect(firstSteps(page)).toHaveCount(0);
});

test('after two tutor messages the stats, the subject card and the checklist change', async ({ page, baseURL }) => {
  const request = page.context().request;
  await guestWithProfile(request, baseURL!, learnerProfile(15, 'Theo'));
  const mathsId = await chooseSubject(request, baseURL!, 'Mathematics');

  await page.goto('/dashboard');
  await openAids(page);
  await expect(firstSteps(page).getByText('2 of 3 steps done')).toBeVisible();
  await expect(stat(page, 'Total Sessions')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'Ask Your First Question', exact: true })).toBeVisible();
  const maths = page.getByRole('region', { name: 'Your Subjects' }).getByRole('listitem').filter({ hasText: 'Mathematics' });
  await expect(maths).toContainText('0%');
  await expect(maths).toContainText('Intermediate');

  // Two messages in one conversation: one tutoring session (the offline tutor answers).
  let conversationId: number | undefined;
  for (const userMessage of ['What is 3/4 + 1/8?', 'Is it 7/8?']) {
    const res = await request.post('/api/chat/tutor', {
      data: { userMessage, subjectId: mathsId, conversationId },
      headers: { origin: baseURL! },
    });
    expect(res.status(), await res.text()).toBe(200);
    conversationId = ((await res.json()) as { conversationId: number }).conversationId;
  }

  await page.reload();
  await expect(stat(page, 'Total Sessions')).toHaveText('1');
  await expect(stat(page, 'Learning Streak')).toHaveText('1 day');
  // 7/8 is right at the first try: the chat's graded work, Fractions learned.
  await expect(stat(page, 'Concepts Mastered')).toHaveText('1');
  // Measured: 2 minutes before the first message, then seconds; the subject: 1 session of 5 is 10%, 1 concept of 5 10%.
  await expect(stat(page, 'Avg. Session')).toHaveText('2 min');
  await expect(maths).toContainText('20%');
  await expect(maths.getByRole('progressbar', { name: 'Mathematics progress' })).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByRole('link', { name: 'Start Learning Session' })).toHaveAttribute('href', '/chat');
  await openAids(page);
  await expect(firstSteps(page).getByRole('heading', { name: 'Setup Complete!' })).toBeVisible();
  // The guide noticed the question and the subject, though its own links were not used.
  await expect(firstSteps(page).getByText('2 of 4 tried')).toBeVisible();

  // A quick-start item tried is counted, there and after coming back.
  await firstSteps(page).getByRole('link', { name: 'Try it: Try the study timer' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto('/dashboard');
  await openAids(page);
  // The timer's item, and the progress page opened: four.
  await expect(firstSteps(page).getByText("You've tried all four.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'learning');
});
