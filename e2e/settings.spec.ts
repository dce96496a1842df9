import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, expectAccessible, learnerProfile, loginViaApi, newLearner, registerViaApi, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/settings-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A registered learner (so a fresh browser can sign in), onboarded, with Mathematics chosen; answers the subject id. */
async function learner(request: APIRequestContext, baseURL: string) {
  const user = await registerViaApi(request, baseURL, newLearner('set'));
  const headers = { origin: baseURL };
  expect((await request.post('/api/users', { data: learnerProfile(15), headers })).status()).toBeLessThan(300);
  const all = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const maths = all.find((s) => s.name === 'Mathematics')!.id;
  const saved = await request.put('/api/user-subjects', { data: { subjects: [{ subjectId: maths, level: 'beginner' }] }, headers });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return { user, maths };
}

/** Clicks a control and waits for the settings it changed to be stored. */
async function saved(page: Page, act: () => Promise<void>) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/settings') && r.request().method() === 'PATCH');
  await act();
  expect((await answer).status()).toBe(200);
}

const sw = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

test('toggles save at once: they are there after a reload and in a fresh browser signed in to the account', async ({
  page,
  browser,
  baseURL,
}) => {
  const { user } = await learner(page.context().request, baseURL!);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The defaults (spec 002 section 9).
  await expect(sw(page, 'Weekly Progress Report')).not.toBeChecked();
  await expect(sw(page, 'Achievement Alerts')).toBeChecked();
  await expect(sw(page, 'Voice Responses')).not.toBeChecked();
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '75');
  const billing = page.getByRole('region', { name: 'Subscription & Billing' });
  await expect(billing).toContainText('Free Plan');
  await expect(billing).toContainText('0 of 20 sessions used this month');
  await expect(billing.getByRole('link', { name: 'Upgrade to Basic' })).toHaveAttribute('href', '/pricing');
  // A learner has no testing tools.
  await expect(page.getByRole('region', { name: 'Testing Tools' })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'light');

  await saved(page, () => sw(page, 'Weekly Progress Report').click());
  await saved(page, () => sw(page, 'Achievement Alerts').click());
  await saved(page, () => sw(page, 'Voice Responses').click());
  await saved(page, () => sw(page, 'Personalized Content').click());
  await saved(page, () => sw(page, 'Public Profile').click());
  await saved(page, async () => {
    await page.getByRole('slider', { name: 'Volume' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
  });
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '60');

  const expectChosen = async (p: Page) => {
    await expect(sw(p, 'Weekly Progress Report')).toBeChecked();
    await expect(sw(p, 'Achievement Alerts')).not.toBeChecked();
    await expect(sw(p, 'Voice Responses')).toBeChecked();
    await expect(sw(p, 'Personalized Content')).not.toBeChecked();
    await expect(sw(p, 'Public Profile')).toBeChecked();
    await expect(sw(p, 'Daily Reminders')).toBeChecked();
    await expect(p.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '60');
  };
  await page.reload();
  await expectChosen(page);

  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(toastWith(page, 'Settings Saved')).toBeVisible();

  // Another browser, nothing shared with this one but the account.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await loginViaApi(other.request, baseURL!, user.username, user.password);
    await other.goto('/settings');
    await expectChosen(other);
  } finally {
    await fresh.close();
  }
});

test('dark mode, the green theme and the large font apply to every built route at once, with no flash of light on a reload', async ({
  page,
  baseURL,
}) => {
  // Nine routes, each checked by axe twice and photographed at two widths.
  test.setTimeout(300_000);
  const request = page.context().request;
  const { maths } = await learner(request, baseURL!);
  // A conversation with maths in it, so the chat shows rendered markdown and the progress page its charts.
  const sent = await request.post('/api/chat/tutor', {
    data: { userMessage: 'Solve 2x + 3 = 11 step by step', subjectId: maths },
    headers: { origin: baseURL! },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await page.goto('/settings');
  await expect(page.getByText('Following your device, which is set to light.')).toBeVisible();
  await saved(page, () => sw(page, 'Dark Mode').click());
  await expect(toastWith(page, 'Appearance Updated')).toContainText('Dark mode is on.');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await saved(page, () => page.getByRole('radio', { name: 'Green' }).click());
  await expect(toastWith(page, 'Appearance Updated')).toContainText('The Green theme is on.');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'green');
  await saved(page, () => page.getByRole('radio', { name: /Large/ }).click());
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
  await expectAccessible(page);
  await shoot(page, 'dark');

  /** The page as the learner set it: dark canvas, green buttons, 18px text. */
  const expectAppearance = async (what: string) => {
    const seen = await page.evaluate(() => {
      const lightness = (colour: string) => {
        const oklch = /^oklch\(([\d.]+)/.exec(colour);
        if (oklch) return Number(oklch[1]);
        const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
      };
      const root = document.documentElement;
      const probe = document.createElement('span');
      probe.className = 'bg-brand-600';
      document.body.append(probe);
      const brand = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        dark: root.classList.contains('dark'),
        canvas: lightness(getComputedStyle(document.body).backgroundColor),
        text: lightness(getComputedStyle(document.body).color),
        fontSize: getComputedStyle(root).fontSize,
        brand,
      };
    });
    expect(seen.dark, what).toBe(true);
    expect(seen.canvas, `${what}: a dark page`).toBeLessThan(0.25);
    expect(seen.text, `${what}: light text`).toBeGreaterThan(0.9);
    expect(seen.fontSize, what).toBe('18px');
    // The green theme's 600 (#15803d).
    expect(seen.brand, what).toBe('rgb(21, 128, 61)');
  };

  const routes: [string, string, RegExp | string][] = [
    ['dashboard', '/dashboard', 'Learning Dashboard'],
    ['chat', `/chat/${maths}`, /AI Tutor - Mathematics/],
    ['progress', '/progress', 'Learning Progress'],
    ['progress-analytics', '/progress?tab=analytics', 'Learning Progress'],
    ['progress-achievements', '/progress?tab=achievements', 'Learning Progress'],
    ['subject-selection', '/subject-selection', 'Choose Your Learning Subjects'],
    // The assessment's heading is its first question.
    ['questionnaire', '/questionnaire', /\?$/],
    ['not-found', '/no/such/page', '404 Page Not Found'],
  ];
  for (const [name, path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expectAppearance(path);
    await expectAccessible(page);
    await shoot(page, `dark-${name}`);
  }

  // Some of them opened: the chat's rendered reply, the progress charts, a dialog over the dashboard, the phone menu.
  await page.goto(`/chat/${maths}`);
  await expect(
    page
      .getByRole('log')
      .getByText(/Tutor said/)
      .first(),
  ).toBeAttached();
  await page.goto('/progress?tab=analytics');
  await expect(page.locator('figure .recharts-wrapper')).toHaveCount(2);
  await expectAccessible(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'How it works' }).click();
  await expect(page.getByRole('dialog', { name: 'How it works' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dark-dashboard-dialog');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/settings-dark-menu-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A reload in dark mode: dark before anything is painted, before the app's code has run.
  await page.addInitScript(() => {
    const seen: Record<string, unknown> = {};
    (window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen;
    // The document is still empty when this runs: watch it from its root for the body's arrival.
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      seen.atBody = document.documentElement.classList.contains('dark');
      seen.appRan = document.getElementById('root')?.childElementCount ?? 0;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    requestAnimationFrame(() => {
      seen.firstFrame = document.documentElement.classList.contains('dark');
      seen.firstFrameBackground = getComputedStyle(document.documentElement).backgroundColor;
      seen.bodyBackground = document.body ? getComputedStyle(document.body).backgroundColor : null;
    });
  });
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Dashboard' })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { __firstPaint: Record<string, unknown> }).__firstPaint);
  expect(first.atBody, 'dark when the body is parsed').toBe(true);
  expect(first.appRan, 'before the app has rendered anything').toBe(0);
  expect(first.firstFrame, 'dark at the first frame').toBe(true);
  // The page's background at that frame: the dark canvas (oklch lightness 0.129), not white.
  expect(String(first.bodyBackground), 'a dark background at the first frame').toMatch(/^oklch\(0\.1\d*\s/);
  expect(blocked, 'the CSP lets the inline script run').toEqual([]);

  // Back to following the device: the device is light here.
  await page.goto('/settings');
  await saved(page, () => page.getByRole('button', { name: 'Follow my device instead' }).click());
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByText('Following your device, which is set to dark.')).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test("a visitor's pages follow a dark device: home, sign-in, registration and onboarding", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    for (const [name, path, heading] of [
      ['home', '/', 'Welcome to Brightpath'],
      ['login', '/login', 'Sign in to Brightpath'],
      ['register', '/register', 'Create your account'],
      ['onboarding', '/onboarding', 'Welcome to your learning journey'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectAccessible(page);
      await shoot(page, `visitor-dark-${name}`);
    }
    // An error toast (the destructive one) in dark mode.
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill('nobody_at_all');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toastWith(page, 'Login failed')).toBeVisible();
    await expectAccessible(page);
  } finally {
    await context.close();
  }
});

test('more of the app in dark mode: the structured lesson, voice mode, the study timer, the assistant and the help chat', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const request = page.context().request;
  const { maths } = await learner(request, baseURL!);
  const dark = await request.patch('/api/settings', { data: { appearance: { darkMode: true } }, headers: { origin: baseURL! } });
  expect(dark.status()).toBe(200);
  // A first session, so the progress page has its tabs (and its timer).
  const sent = await request.post('/api/chat/tutor', {
    data: { userMessage: 'What is a fraction?', subjectId: maths },
    headers: { origin: baseURL! },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await page.goto(`/chat/${maths}?mode=structured`);
  await expect(toastWith(page, 'Learning Session Created')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await shoot(page, 'dark-lesson');

  await page.goto(`/chat/${maths}?mode=voice`);
  await expect(page.getByRole('tab', { name: 'Voice' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dark-voice');

  await page.goto('/progress?tab=timer');
  await expect(page.getByRole('timer')).toHaveText('25:00');
  await expectAccessible(page);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open learning assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Learning Assistant' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dark-assistant');
  await page.getByRole('dialog', { name: 'AI Learning Assistant' }).getByRole('button', { name: 'Close assistant' }).click();

  await page.getByRole('button', { name: 'Open help chat' }).click();
  const help = page.getByRole('dialog', { name: 'Help & Support' });
  await expect(help).toBeVisible();
  await help.getByRole('list', { name: 'Suggested questions' }).getByRole('button').first().click();
  await expect(help.getByRole('log').getByText('You said:')).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'dark-help-chat');
});

test('each theme is accessible on the settings page, in light and in dark', async ({ page, baseURL }) => {
  await learner(page.context().request, baseURL!);
  await page.goto('/settings');
  for (const theme of ['Purple', 'Orange', 'Green', 'Blue']) {
    await saved(page, () => page.getByRole('radio', { name: theme }).click());
    await expect(page.getByRole('radio', { name: theme })).toBeChecked();
    await expectAccessible(page);
  }
  // The small font: the page's root size.
  await saved(page, () => page.getByRole('radio', { name: /Small/ }).click());
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('14px');
});

test('the testing reset is for administrators: the card shows and the dashboard greets them as new again', async ({ page, baseURL }) => {
  const a = admin();
  await loginViaApi(page.context().request, baseURL!, a.username, a.password);
  const flags = await page.context().request.patch('/api/dashboard/flags', {
    data: { welcomeShown: true, guidanceBannerDismissed: true },
    headers: { origin: baseURL! },
  });
  expect(flags.status()).toBe(200);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Testing Tools' });
  await card.getByRole('button', { name: 'Reset First-Run Guidance' }).click();
  await expect(toastWith(page, 'Testing Reset Complete')).toBeVisible();
  const after = await (await page.context().request.get('/api/dashboard')).json();
  expect(after.flags).toMatchObject({ welcomeShown: false, guidanceBannerDismissed: false });
  await expectAccessible(page);
});
