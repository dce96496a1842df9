import { expect, test, type Page } from '@playwright/test';
import { expectApart, guestWithProfile, learnerProfile, toastWith } from './fixtures';

// The floating corner controls (help chat, toasts) never cover the tutor's message box or its send button.

async function openChat(page: Page, baseURL: string) {
  await guestWithProfile(page.context().request, baseURL, learnerProfile(15));
  await page.goto('/chat/1');
  const main = page.getByRole('main');
  const composer = { input: main.getByRole('textbox', { name: 'Message' }), send: main.getByRole('button', { name: 'Send message' }) };
  await expect(composer.input).toBeVisible();
  return composer;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test('the help chat, open, minimised or closed, stays clear of the message box', async ({ page, baseURL }) => {
      const composer = await openChat(page, baseURL!);
      const launcher = page.getByRole('button', { name: 'Open help chat' });
      await expectApart(launcher, composer.send, 'help button and send button');
      await expectApart(launcher, composer.input, 'help button and message box');

      await launcher.click();
      const panel = page.getByRole('dialog', { name: 'Help & Support' });
      await expect(panel).toBeVisible();
      await expectApart(panel, composer.send, 'open help panel and send button');

      await panel.getByRole('button', { name: 'Minimize help chat' }).click();
      await expectApart(panel, composer.input, 'minimised help bar and message box');
      await expectApart(panel, composer.send, 'minimised help bar and send button');
    });

    test('a toast shows clear of the send and help buttons, and stays on its own page', async ({ page, baseURL }) => {
      await page.clock.install();
      await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
      // A first tutor message unlocks First Steps; its toast comes when the next page opens.
      const sent = await page.context().request.post('/api/chat/tutor', {
        data: { userMessage: 'What is a prime number?', subjectId: 1 },
        headers: { origin: baseURL! },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      await page.goto('/chat/1');
      const main = page.getByRole('main');
      const send = main.getByRole('button', { name: 'Send message' });
      const toast = toastWith(page, 'Achievement unlocked!');
      await expect(toast).toBeVisible();
      await expectApart(toast, send, 'toast and send button');
      await expectApart(toast, main.getByRole('textbox', { name: 'Message' }), 'toast and message box');
      await expectApart(toast, page.getByRole('button', { name: 'Open help chat' }), 'toast and help button');

      // Shown more than 2 s before the learner moves on: it belongs to this page and does not follow.
      if (width > 500) {
        await page.clock.fastForward(2500);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
        await expect(page.getByRole('heading', { name: 'Learning Dashboard' })).toBeVisible();
        await expect(toast).toHaveCount(0);
      }
    });
  });
}
