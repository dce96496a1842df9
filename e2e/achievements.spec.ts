import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectApart, guestWithProfile, learnerProfile, toastWith } from './fixtures';

// An achievement unlocked is celebrated: the badge, the title, what it was for, its rarity and a link to them all,
// clear of every control of the page and of the floating buttons, at a desktop and a phone width.

const SHOTS = '.tmp/screenshots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** Every button, link and field of the page (the celebration's own excepted) at least partly on screen. */
async function controlsOnScreen(page: Page): Promise<Locator[]> {
  const view = page.viewportSize()!;
  const controls = page.locator('button, a[href], input, textarea, select, [role="tab"], [role="button"]:not(li), [role="link"]');
  const shown: Locator[] = [];
  for (const control of await controls.all()) {
    if (await control.evaluate((el) => Boolean(el.closest('[role="region"][aria-label*="Notification"]')))) continue;
    const box = await control.boundingBox();
    if (box && box.width > 0 && box.height > 0 && box.y < view.height && box.y + box.height > 0 && box.x < view.width) shown.push(control);
  }
  return shown;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test('a first tutoring session is celebrated, clear of the page, and leads to the Achievements tab', async ({ page, baseURL }) => {
      await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
      await page.goto('/chat/1');
      const main = page.getByRole('main');
      const input = main.getByRole('textbox', { name: 'Message' });
      await input.fill('What is a fraction?');
      await main.getByRole('button', { name: 'Send message' }).click();

      // The reply ends the first tutoring session: First Steps is unlocked and celebrated.
      const celebration = toastWith(page, 'Achievement unlocked!');
      await expect(celebration).toBeVisible();
      await expect(celebration).toContainText('First Steps');
      await expect(celebration).toContainText('Complete your first tutoring session');
      await expect(celebration).toContainText('Rarity: Common');
      const badge = celebration.locator('[data-rarity]');
      await expect(badge).toHaveAttribute('data-rarity', 'common');
      await expect(badge).toHaveClass(/celebrate-pop/);
      await expect(celebration.locator('.celebrate-burst > span')).toHaveCount(8);
      const seeAll = celebration.getByRole('link', { name: 'See all achievements' });
      await expect(seeAll).toHaveAttribute('href', '/progress?tab=achievements');

      // Nothing of the page is covered: no button, link or field, nor the floating help and assistant buttons.
      await expect(page.getByRole('button', { name: 'Open learning assistant' })).toBeVisible();
      // Pointed at, it stays while the page is measured (it closes by itself otherwise).
      await celebration.hover();
      const controls = await controlsOnScreen(page);
      expect(controls.length).toBeGreaterThanOrEqual(4);
      for (const [i, control] of controls.entries()) {
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim().slice(0, 40);
        await expectApart(celebration, control, `celebration and control #${i + 1} (${name})`);
      }
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/achievement-celebration-chat-${width}.png` });

      // The link opens the Achievements tab, where the same badge shows it unlocked; the celebration has gone.
      await seeAll.click();
      await expect(page).toHaveURL(/\/progress\?tab=achievements$/);
      await expect(celebration).toHaveCount(0);
      const unlocked = page.getByRole('region', { name: /^Unlocked/ });
      await expect(unlocked.getByRole('heading', { level: 3 })).toHaveText(['First Steps']);
      await expect(unlocked.locator('[data-rarity]')).toHaveAttribute('data-rarity', 'common');
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/achievement-tab-${width}.png` });
    });

    test('with reduced motion it just appears; it stays while pointed at, then closes by itself; Escape closes it', async ({
      page,
      baseURL,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      const request = page.context().request;
      await guestWithProfile(request, baseURL!, learnerProfile(15));
      // Two at once: a first session (First Steps) and three subjects (Subject Explorer).
      const all = (await (await request.get('/api/subjects')).json()) as { id: number }[];
      const chosen = await request.put('/api/user-subjects', {
        data: { subjects: all.slice(0, 3).map((s) => ({ subjectId: s.id, level: 'beginner' })) },
        headers: { origin: baseURL! },
      });
      expect(chosen.status(), await chosen.text()).toBeLessThan(300);
      const sent = await request.post('/api/chat/tutor', {
        data: { userMessage: 'What is a prime number?', subjectId: all[0]!.id },
        headers: { origin: baseURL! },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      await page.goto('/dashboard');
      const celebration = toastWith(page, 'Achievement unlocked!');
      // Stored together, told in the order stored: either may come first.
      await expect(celebration).toContainText('1 of 2 new achievements');
      // Pointed at as soon as it shows, it stays however long the checks below take: the page's clock runs in real
      // time until the fast-forward, and on a busy machine the accessibility check outlasted the toast's own time.
      await celebration.hover();
      const firstTitle = (await celebration.textContent())!.includes('First Steps') ? 'First Steps' : 'Subject Explorer';
      const second =
        firstTitle === 'First Steps' ? { title: 'Subject Explorer', rarity: 'rare' } : { title: 'First Steps', rarity: 'common' };
      await expect(celebration.locator('[data-rarity]')).not.toHaveClass(/celebrate/);
      await expect(celebration.locator('.celebrate-burst')).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/achievement-celebration-dashboard-${width}.png` });

      // Pointed at, it stays however long; left alone, it closes by itself and the next one comes.
      await page.clock.fastForward(20_000);
      await expect(celebration).toContainText(firstTitle);
      await page.mouse.move(width / 2, 300);
      await page.clock.fastForward(10_000);
      await expect(celebration).toContainText(second.title);
      await expect(celebration).toContainText('2 of 2 new achievements');
      await expect(celebration.locator('[data-rarity]')).toHaveAttribute('data-rarity', second.rarity);
      await expect(celebration).toHaveCount(1);

      // Escape, with the focus on its link.
      await celebration.getByRole('link', { name: 'See all achievements' }).focus();
      await page.keyboard.press('Escape');
      await expect(celebration).toHaveCount(0);
    });
  });
}
