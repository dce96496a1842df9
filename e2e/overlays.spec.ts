import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectApart, guestWithProfile, learnerProfile, settledApart, toastWith } from './fixtures';

// The floating corner controls (help chat, learning assistant, toasts) never cover the tutor's messages, its message
// box or a button; the open assistant sits beside the conversation on a wide screen and is a modal sheet on a phone.

const SHOTS = '.tmp/screenshots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** Every element of `targets` that is at least partly on screen. */
async function onScreen(page: Page, targets: Locator): Promise<Locator[]> {
  const view = page.viewportSize()!;
  const shown: Locator[] = [];
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (box && box.width > 0 && box.height > 0 && box.y < view.height && box.y + box.height > 0) shown.push(target);
  }
  return shown;
}

/** `floating` covers no part of any element of `targets` on screen. */
async function expectClear(page: Page, floating: Locator, targets: Locator, what: string) {
  const shown = await onScreen(page, targets);
  for (const [i, target] of shown.entries()) await expectApart(floating, target, `${what} #${i + 1}`);
  return shown.length;
}

/** A learner of 15 with a conversation of several messages in Mathematics, on the chat page, scrolled to its end. */
async function chatWithMessages(page: Page, baseURL: string) {
  await guestWithProfile(page.context().request, baseURL, learnerProfile(15));
  let conversationId: number | undefined;
  for (const userMessage of ['What is a prime number?', 'Is 21 a prime number?', 'solve 2x + 3 = 7']) {
    const sent = await page.context().request.post('/api/chat/tutor', {
      data: { userMessage, subjectId: 1, ...(conversationId ? { conversationId } : {}) },
      headers: { origin: baseURL },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    conversationId = ((await sent.json()) as { conversationId: number }).conversationId;
  }
  await page.goto('/chat/1');
  const main = page.getByRole('main');
  const log = main.getByRole('log');
  // Each message (not the items of a list inside a reply).
  const messages = log.locator('li').filter({ hasText: /You said:|Tutor said:/ });
  await expect(messages).toHaveCount(6);
  return {
    main,
    messages,
    last: messages.last(),
    input: main.getByRole('textbox', { name: 'Message' }),
    send: main.getByRole('button', { name: 'Send message' }),
    buttons: main.getByRole('button'),
    links: main.getByRole('link'),
  };
}

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

    test('with several messages, the floating buttons and the open assistant cover no message, field or button', async ({
      page,
      baseURL,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const chat = await chatWithMessages(page, baseURL!);
      const help = page.getByRole('button', { name: 'Open help chat' });
      const launcher = page.getByRole('button', { name: 'Open learning assistant' });
      await expect(launcher).toBeVisible();
      await expect(chat.last).toBeInViewport();

      // Closed: the two round buttons are clear of the last message, the message box and every button and link.
      for (const [floating, name] of [
        [help, 'help button'],
        [launcher, 'assistant button'],
      ] as const) {
        await expectApart(floating, chat.last, `${name} and the last message`);
        await expectApart(floating, chat.input, `${name} and the message box`);
        expect(await expectClear(page, floating, chat.messages, `${name} and message`)).toBeGreaterThanOrEqual(2);
        expect(await expectClear(page, floating, chat.buttons, `${name} and button`)).toBeGreaterThanOrEqual(2);
        await expectClear(page, floating, chat.links, `${name} and link`);
      }
      await page.screenshot({ path: `${SHOTS}/overlays-${width}-chat-closed.png` });

      await launcher.click();
      const panel = page.getByRole('dialog', { name: 'AI Learning Assistant' });
      const question = panel.getByRole('textbox', { name: 'Ask the assistant' });
      await expect(question).toBeFocused();
      if (width > 500) {
        // Beside the conversation: the page keeps room for it, collapsed or expanded.
        await expect(panel).toHaveAttribute('aria-modal', 'false');
        for (const size of ['collapsed', 'expanded']) {
          if (size === 'expanded') await panel.getByRole('button', { name: 'Expand assistant' }).click();
          await expect(chat.input).toBeInViewport();
          await expect.poll(async () => (await panel.boundingBox())?.width).toBe(size === 'expanded' ? 384 : 320);
          expect(await expectClear(page, panel, chat.messages, `${size} assistant and message`)).toBeGreaterThanOrEqual(2);
          await expectApart(panel, chat.input, `${size} assistant and the message box`);
          await expectApart(panel, chat.send, `${size} assistant and the send button`);
          await expectClear(page, panel, chat.buttons, `${size} assistant and button`);
          await expectClear(page, panel, chat.links, `${size} assistant and link`);
          await expectApart(panel, help, `${size} assistant and help button`);
          await expectClear(page, help, chat.messages, `help button and message, assistant ${size}`);
        }
        // The conversation can still be typed in while the assistant is open.
        await chat.input.fill('And 15?');
        await expect(chat.input).toHaveValue('And 15?');
      } else {
        // A modal sheet: the conversation behind it cannot be typed in or reached until it closes.
        await expect(panel).toHaveAttribute('aria-modal', 'true');
        await expect(chat.main.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
        for (let i = 0; i < 10; i++) {
          await page.keyboard.press('Tab');
          expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        }
        await expect(panel.getByRole('button', { name: 'Close assistant' })).toBeInViewport();
        await expect(panel.getByRole('button', { name: 'Send question' })).toBeInViewport();
      }
      await page.screenshot({ path: `${SHOTS}/overlays-${width}-chat-assistant-open.png` });
      await expectAccessible(page);

      // Escape closes it (one step back on a wide screen) and the focus goes back to its button.
      await question.focus();
      await page.keyboard.press('Escape');
      if (width > 500) await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(chat.input).toBeVisible();
      await expectApart(launcher, chat.last, 'assistant button and the last message, after closing');
    });

    test("the onboarding 'Missing Information' toast covers no field or button, and goes once the step is filled in", async ({ page }) => {
      await page.goto('/onboarding');
      const main = page.getByRole('main');
      const next = main.getByRole('button', { name: 'Continue', exact: true });
      await next.click();
      await expect(main.getByLabel('First name')).toBeVisible();
      await next.click();
      const toast = toastWith(page, 'Missing Information');
      await expect(toast).toBeVisible();
      // The pointer on the toast holds its 5 s (Radix pauses while it is hovered), so it stays while it is measured.
      await toast.hover();

      expect(
        await expectClear(page, toast, main.locator('input, select, textarea, button, a[href]'), 'toast and control'),
      ).toBeGreaterThanOrEqual(4);
      await expectApart(toast, page.getByRole('button', { name: 'Open help chat' }), 'toast and help button');
      await page.screenshot({ path: `${SHOTS}/toast-${width}-onboarding.png` });
      await main.getByLabel('First name').fill('Sam');
      await main.getByLabel('Age', { exact: true }).fill('15');
      await expect(toast).toHaveCount(0);
    });

    // At 390 px no place on the chat is clear by itself (the top covers 'Change Subject' and the tabs, the bottom the
    // latest reply): the toast takes the bottom and the message log makes room under its last message.
    test('a toast over the chat covers no message, field or button', async ({ page, baseURL }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const chat = await chatWithMessages(page, baseURL!);
      // The first tutor message unlocked First Steps: its toast shows as the chat opens.
      const toast = toastWith(page, 'Achievement unlocked!');
      await expect(toast).toBeVisible();
      await toast.hover();
      // Placed, and the room made under the latest message, once the conversation has filled in.
      await settledApart(toast, chat.last);
      await expect(chat.last).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Open learning assistant' })).toBeVisible();
      await expectApart(toast, chat.last, 'toast and the latest message');
      await expectApart(toast, chat.input, 'toast and the message box');
      expect(await expectClear(page, toast, chat.messages, 'toast and message')).toBeGreaterThanOrEqual(2);
      expect(await expectClear(page, toast, chat.buttons, 'toast and button')).toBeGreaterThanOrEqual(2);
      await expectClear(page, toast, chat.links, 'toast and link');
      await expectApart(toast, page.getByRole('button', { name: 'Open help chat' }), 'toast and help button');
      await expectApart(toast, page.getByRole('button', { name: 'Open learning assistant' }), 'toast and assistant button');
      await page.screenshot({ path: `${SHOTS}/toast-${width}-chat.png` });
      await expectAccessible(page);
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
      await settledApart(toast, send);
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
