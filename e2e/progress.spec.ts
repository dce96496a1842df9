import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, guestWithProfile, learnerProfile, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Progress' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/progress-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A guest learner who chose these subjects; answers their ids by name. */
async function learnerWithSubjects(request: APIRequestContext, baseURL: string, names: string[]) {
  await guestWithProfile(request, baseURL, learnerProfile(15));
  const all = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const ids = names.map((name) => all.find((s) => s.name === name)!.id);
  const saved = await request.put('/api/user-subjects', {
    data: { subjects: ids.map((subjectId) => ({ subjectId, level: 'beginner' })) },
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return ids;
}

/** A figure of a description list, read through its label. */
const figure = (scope: Page | Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('a new learner sees the start of the learning journey, and Begin Learning leads to the tutor', async ({ page, baseURL }) => {
  const [mathsId] = await learnerWithSubjects(page.context().request, baseURL!, ['Mathematics']);
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Start Your Learning Journey' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'empty');

  await page.getByRole('link', { name: 'Begin Learning' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${mathsId}$`));
});

test('after a first session: the achievement toast, the four tabs, and the study timer saving a session', async ({ page, baseURL }) => {
  const request = page.context().request;
  const [mathsId] = await learnerWithSubjects(request, baseURL!, ['Mathematics', 'Reading & Language Arts']);
  const sent = await request.post('/api/chat/tutor', {
    data: { userMessage: 'What is a fraction?', subjectId: mathsId },
    headers: { origin: baseURL! },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // The page's clock is Playwright's: the timer's minutes pass in milliseconds.
  await page.clock.install();
  await page.goto('/progress');

  // The first session unlocked First Steps: celebrated once, on arrival, with what it was for and its rarity.
  const celebration = toastWith(page, 'Achievement unlocked!');
  await expect(celebration).toContainText('First Steps');
  await expect(celebration).toContainText('Complete your first tutoring session');
  await expect(celebration).toContainText('Rarity: Common');

  // Overview.
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Analytics', 'Study Timer', 'Achievements']);
  await expect(figure(page, 'Study Sessions')).toHaveText('1');
  await expect(figure(page, 'Time Studied')).toHaveText('0h 2m');
  await expect(figure(page, 'Study Streak')).toHaveText('1 day');
  const weekly = page.getByRole('region', { name: 'Weekly Activity' });
  await expect(weekly.getByRole('listitem')).toHaveCount(7);
  // What a day held is read from its screen-reader text (the column's own labels, '2m' and 'Today', are hidden from it).
  const today = () => weekly.getByRole('listitem').last().locator('.sr-only');
  await expect(today()).toHaveText(/: 2 min studied · 1 session · 1 message sent$/);
  const subjects = page.getByRole('region', { name: 'Subject Progress' });
  await expect(subjects.getByRole('progressbar', { name: 'Mathematics progress' })).toHaveAttribute('aria-valuenow', '10');
  await expect(subjects.getByRole('progressbar', { name: 'Reading & Language Arts progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('region', { name: 'Last Learning Session' })).toContainText('Mathematics');
  await expectAccessible(page);
  await shoot(page, 'overview');

  // Analytics, by keyboard: the charts load with the tab.
  await tab(page, 'Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Analytics')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=analytics$/);
  for (const name of ['Learning Overview', 'Subject Mastery', 'Weekly Progress', 'Personalized Recommendations']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.locator('figure .recharts-wrapper')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Build a Learning Habit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personalized Recommendations' })).toContainText('High priority');
  await expectAccessible(page);
  await shoot(page, 'analytics');

  // Achievements.
  await tab(page, 'Achievements').click();
  await expect(page.getByRole('region', { name: 'Overall Progress' })).toContainText('1 of 11 achievements unlocked');
  await expect(page.getByRole('region', { name: /^Unlocked/ }).getByRole('heading', { level: 3 })).toHaveText(['First Steps']);
  // Upcoming: at most 3, never one already in progress (the rest not begun are folded under them).
  const inProgress = await page
    .getByRole('region', { name: /^In Progress/ })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  const upcoming = await page
    .getByRole('region', { name: /^Upcoming/ })
    .getByRole('list')
    .first()
    .getByRole('heading', { level: 3 })
    .allTextContents();
  expect(upcoming.length).toBeGreaterThan(0);
  expect(upcoming.length).toBeLessThanOrEqual(3);
  expect(upcoming.filter((title) => inProgress.includes(title))).toEqual([]);
  await expectAccessible(page);
  await shoot(page, 'achievements');

  // The study timer: time stands still until the test moves it.
  await tab(page, 'Study Timer').click();
  const clock = page.getByRole('timer');
  await expect(clock).toHaveText('25:00');
  await expectAccessible(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(30_000);
  await expect(clock).toHaveText('24:30');
  await expect(page).toHaveTitle(/^24:30 Focus - /);
  await shoot(page, 'timer');

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(page.getByText('Timer status: Paused')).toBeVisible();
  await expect(page).not.toHaveTitle(/Focus/);
  await page.clock.runFor(60_000);
  await expect(clock).toHaveText('24:30');

  await page.getByRole('button', { name: 'Resume' }).click();
  await page.clock.runFor(61_000);
  await expect(clock).toHaveText('23:29');

  // 91 s ran: one whole minute is saved.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/study-sessions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Stop' }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ minutes: 1, type: 'timed_session', targetReached: false });
  await expect(toastWith(page, 'Study session saved')).toContainText('1 minute added to your study time.');
  await expect(clock).toHaveText('25:00');
  // The save's answer and the refetch arrive in real time, and TanStack Query hands them to the page on zero-delay
  // timeouts, which the paused clock only runs when it moves: move it a little while waiting for each.
  const totals = page.getByRole('region', { name: 'Your Timed Study' });
  const settled = async (name: string) => {
    await page.clock.runFor(50);
    return figure(totals, name).textContent();
  };
  await expect.poll(() => settled('Timed sessions'), { timeout: 10_000 }).toBe('1');
  await expect.poll(() => settled('Total time'), { timeout: 10_000 }).toBe('0h 1m');

  // A one-minute target: reaching it saves a pomodoro and starts the 5-minute break, then back to focus.
  await page.getByRole('spinbutton', { name: 'Focus length (minutes)' }).fill('1');
  await expect(clock).toHaveText('01:00');
  const pomodoro = page.waitForResponse((r) => r.url().endsWith('/api/study-sessions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(60_000);
  expect((await pomodoro).request().postDataJSON()).toEqual({ minutes: 1, type: 'pomodoro_session', targetReached: true });
  await expect(toastWith(page, 'Focus session complete!')).toBeVisible();
  await expect(page.getByText('Break', { exact: true })).toBeVisible();
  await expect(clock).toHaveText('05:00');
  await page.clock.runFor(1000);
  await expect(clock).toHaveText('04:59');
  await expect.poll(() => settled('Pomodoros'), { timeout: 10_000 }).toBe('1');
  await expect.poll(() => settled('Timed sessions'), { timeout: 10_000 }).toBe('2');
  await page.clock.runFor(5 * 60_000);
  await expect(clock).toHaveText('01:00');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();

  // The Overview's week counts the timer with the chat: the minutes they share count once.
  await tab(page, 'Overview').click();
  await expect(today()).toHaveText(/: \d+ min studied · 1 session · 1 message sent$/);
});
