import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The second server under test runs with BETA_BANNER=true and ALPHA_TESTING=true (playwright.config.ts). */
export const BETA_URL = process.env.E2E_BETA_URL ?? 'http://localhost:3101';

export function newLearner(prefix = 'pw') {
  const id = `${prefix}_${randomBytes(4).toString('hex')}`;
  return { username: id, email: `${id}@example.com`, password: 'a good long password' };
}

/** Registers through the API with the page's own cookie jar, so the page is signed in. */
export async function registerViaApi(request: APIRequestContext, baseURL: string, user = newLearner()) {
  const res = await request.post('/api/auth/register', { data: user, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

export async function loginViaApi(request: APIRequestContext, baseURL: string, login: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { login, password }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

export const admin = () => ({ username: process.env.E2E_ADMIN_USERNAME!, password: process.env.E2E_ADMIN_PASSWORD! });

/**
 * The toast on screen (Radix also keeps a hidden copy of its text for screen readers). Its region is 'Notifications
 * (F8)': the settings page has a region named Notifications too.
 */
export function toastWith(page: Page, text: string) {
  return page
    .getByRole('region', { name: /Notifications \(F8\)/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** axe: no serious or critical violation on the page as it stands, in light mode and in dark mode (docs/decisions/031). */
export async function expectAccessible(page: Page) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await expectNoSeriousViolation(page, dark ? 'dark' : 'light');
  // The other mode, as the app sets it (the class on <html>), with nothing fading between the two.
  await setDarkClass(page, !dark);
  try {
    await expectNoSeriousViolation(page, dark ? 'light' : 'dark');
  } finally {
    await setDarkClass(page, dark);
  }
}

async function setDarkClass(page: Page, dark: boolean) {
  await page.evaluate(async (on) => {
    const root = document.documentElement;
    root.setAttribute('data-appearance-changing', '');
    root.classList.toggle('dark', on);
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    root.removeAttribute('data-appearance-changing');
  }, dark);
}

async function expectNoSeriousViolation(page: Page, mode: 'light' | 'dark') {
  // Colours are measured as they end, not halfway through a fade (a toast or a page coming in): wait for every
  // animation that ends (spinners loop for ever and are left alone).
  // Six frames in a row with none running: a route whose code arrives a moment later starts its page-in fade after a
  // single look found the page still (seen once: axe measured the login form halfway through its fade).
  await page.waitForFunction(
    () =>
      new Promise<boolean>((settled) => {
        let quiet = 0;
        const look = () => {
          const fading = document
            .getAnimations()
            .some((a) => a.effect?.getComputedTiming().endTime !== Infinity && a.playState === 'running');
          quiet = fading ? 0 : quiet + 1;
          if (quiet >= 6) settled(true);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe in ${mode} mode`,
  ).toEqual([]);
}

/** A complete onboarding profile for a learner of the given age (what Complete Setup sends). */
export function learnerProfile(age: number, firstName = 'Sam') {
  return {
    firstName,
    lastName: 'Tester',
    age,
    educationLevel: age < 14 ? 'middle-school' : age < 18 ? 'high-school' : 'professional',
    learningStyle: 'visual',
    studyTime: 'evening-short',
    subjects: ['Mathematics'],
    primaryGoals: ['Improve grades'],
  };
}

/** A guest session in this cookie jar (as 'Get Started' makes one), onboarded with the given profile; answers the user. */
export async function guestWithProfile(request: APIRequestContext, baseURL: string, profile: Record<string, unknown> = learnerProfile(15)) {
  const guest = await request.post('/api/auth/guest', { data: {}, headers: { origin: baseURL } });
  expect(guest.status(), await guest.text()).toBeLessThan(300);
  const { user } = (await guest.json()) as { user: { id: number } };
  const saved = await request.post('/api/users', { data: profile, headers: { origin: baseURL } });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return user;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Waits for a toast to take its place: it is placed again as the page fills in (the chat's message box appearing
 * after it showed), so its first place may be one the page then needs. Resolves once it is clear of `b`.
 */
export async function settledApart(a: Locator, b: Locator) {
  await expect
    .poll(async () => {
      const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
      return boxA !== null && boxB !== null && !overlap(boxA, boxB);
    })
    .toBe(true);
}

/** Both are on screen and neither covers any part of the other. */
export async function expectApart(a: Locator, b: Locator, what: string) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA, `${what}: first box`).not.toBeNull();
  expect(boxB, `${what}: second box`).not.toBeNull();
  expect(overlap(boxA!, boxB!), `${what}: ${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}
