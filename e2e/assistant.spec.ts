import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { ASSISTANT_CHIPS, type AssistantRequest } from '@brightpath/shared/assistant';
import { expectAccessible, expectApart, guestWithProfile, learnerProfile } from './fixtures';

// The floating AI learning assistant (spec 001 sections 2, 5, 7 and 8) against the real server and its offline tutor.

const SHOTS = '.tmp/screenshots';
const FAILURE = "I'm sorry, I'm having trouble responding right now. Please try again later.";
const TYPE_LABELS = /^(Tip|Concept|Example|Next step)/;

function assistant(page: Page) {
  const panel = page.getByRole('dialog', { name: 'AI Learning Assistant' });
  return {
    launcher: page.getByRole('button', { name: 'Open learning assistant' }),
    panel,
    suggestions: panel.getByRole('list', { name: 'Suggestions' }).getByRole('button'),
    conversation: panel.getByRole('list', { name: 'Conversation' }),
    /** The questions and answers (not the items of a list inside an answer). */
    turns: panel.getByRole('list', { name: 'Conversation' }).locator(':scope > li'),
    input: panel.getByRole('textbox', { name: 'Ask the assistant' }),
    send: panel.getByRole('button', { name: 'Send question' }),
    chip: (label: string) => panel.getByRole('list', { name: 'Quick questions' }).getByRole('button', { name: label }),
  };
}

const isQuestion = (request: Request) => new URL(request.url()).pathname === '/api/ai-assistant' && request.method() === 'POST';

/** Width and height of the panel once its opening fade and any resize are over. */
async function expectSize(page: Page, width: number, height: number) {
  await expect
    .poll(async () => {
      const box = await assistant(page).panel.boundingBox();
      return box && { width: Math.round(box.width), height: Math.round(box.height) };
    })
    .toEqual({ width, height });
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a learner opens the assistant on the dashboard, asks a chip, resizes it and closes it', async ({ page, baseURL }) => {
    await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
    const a = assistant(page);

    // Not on public pages: only the help chat floats there. The not-found page, since the home page sends a learner who
    // finished onboarding on to the dashboard (checking '/' raced that redirect); the header shows the learner is known.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open help chat' })).toBeVisible();
    await expect(a.launcher).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Learning Dashboard' })).toBeVisible();
    await expect(a.launcher).toBeVisible();
    await expectApart(a.launcher, page.getByRole('button', { name: 'Open help chat' }), 'assistant and help buttons');

    // Collapsed: w-80 by h-96, focus in the question box, suggestions for the page.
    await a.launcher.click();
    await expect(a.panel).toBeVisible();
    await expect(a.input).toBeFocused();
    await expectSize(page, 320, 384);
    await expect(a.suggestions.first()).toBeVisible();
    const count = await a.suggestions.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(4);
    for (const card of await a.suggestions.all()) await expect(card).toHaveText(TYPE_LABELS);

    // Expanded: w-96 by 600px.
    await a.panel.getByRole('button', { name: 'Expand assistant' }).click();
    await expectSize(page, 384, 600);

    // A chip asks its question with the page's context, and the answer comes back.
    const asked = page.waitForRequest(isQuestion);
    await a.chip('Study Tips').click();
    const body = (await asked).postDataJSON() as AssistantRequest;
    expect(body.question).toBe(ASSISTANT_CHIPS[0].question);
    expect(body.context.currentPage).toBe('/dashboard');
    expect(body.context.conversationHistory).toEqual([]);
    await expect(a.conversation).toContainText(`You asked: ${ASSISTANT_CHIPS[0].question}`);
    const reply = a.turns.nth(1);
    await expect(reply).not.toContainText('Thinking...', { timeout: 20_000 });
    await expect(reply).not.toContainText(FAILURE);
    await expect(reply).toContainText(/\w{3,}/);
    await expect(a.send).toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: `${SHOTS}/assistant-1280-dashboard-expanded.png` });

    // The second question carries the first exchange as history.
    const second = page.waitForRequest(isQuestion);
    await a.input.fill('What should I do after that?');
    await a.input.press('Enter');
    const history = ((await second).postDataJSON() as AssistantRequest).context.conversationHistory;
    expect(history?.map((t) => t.role)).toEqual(['user', 'assistant']);
    await expect(a.turns).toHaveCount(4);
    await expect(a.turns.nth(3)).not.toContainText('Thinking...', { timeout: 20_000 });

    // Collapsed again, and accessible while open.
    await a.panel.getByRole('button', { name: 'Collapse assistant' }).click();
    await expectSize(page, 320, 384);
    await page.screenshot({ path: `${SHOTS}/assistant-1280-dashboard-collapsed.png` });
    await expectAccessible(page);

    // The state and the conversation follow the learner to another learner page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Tutor' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+/);
    await expect(a.panel).toBeVisible();
    await expect(a.turns).toHaveCount(4);

    // Escape collapses an expanded panel, then closes it; closing returns focus to the launcher.
    await a.panel.getByRole('button', { name: 'Expand assistant' }).click();
    await a.input.focus();
    await page.keyboard.press('Escape');
    await expectSize(page, 320, 384);
    await a.panel.getByRole('button', { name: 'Close assistant' }).click();
    await expect(a.panel).toBeHidden();
    await expect(a.launcher).toBeFocused();

    // Closed stays closed on reload (the session remembers it).
    await page.reload();
    await expect(a.launcher).toBeVisible();
    await expect(a.panel).toBeHidden();
  });

  test('a failed answer shows the specified reply, word for word', async ({ page, baseURL }) => {
    await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
    await page.route('**/api/ai-assistant', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'INTERNAL' } })
        : route.fallback(),
    );
    await page.goto('/dashboard');
    const a = assistant(page);
    await a.launcher.click();
    await a.input.fill('What is photosynthesis?');
    await a.input.press('Enter');
    await expect(a.turns.nth(1)).toHaveText(`Assistant: ${FAILURE}`);
    await expect(a.send).toHaveAttribute('aria-disabled', 'true');
    // No toast: the apology is the assistant's reply.
    await expect(page.getByRole('region', { name: /Notification/ }).getByRole('listitem')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/assistant-1280-failure.png` });
  });
});

for (const width of [1280, 390]) {
  test.describe(`on the chat page at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test('the launcher and the panel stay clear of the help button, the message box and the send button', async ({ page, baseURL }) => {
      await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
      await page.goto('/chat/1');
      const main = page.getByRole('main');
      const message = main.getByRole('textbox', { name: 'Message' });
      const sendMessage = main.getByRole('button', { name: 'Send message' });
      const help = page.getByRole('button', { name: 'Open help chat' });
      await expect(message).toBeVisible();
      const a = assistant(page);

      await expectApart(a.launcher, help, 'assistant launcher and help button');
      await expectApart(a.launcher, message, 'assistant launcher and message box');
      await expectApart(a.launcher, sendMessage, 'assistant launcher and send button');

      const asked = page.waitForRequest(isQuestion);
      await a.launcher.click();
      await expect(a.input).toBeFocused();
      for (const size of ['collapsed', 'expanded']) {
        if (size === 'expanded') await a.panel.getByRole('button', { name: 'Expand assistant' }).click();
        await expect(a.panel).toBeVisible();
        if (width > 500) {
          // Beside the page, which keeps room for it.
          await expectApart(a.panel, help, `${size} assistant and help button`);
          await expectApart(a.panel, message, `${size} assistant and message box`);
          await expectApart(a.panel, sendMessage, `${size} assistant and send button`);
        } else {
          // A modal sheet over the page: the message box behind it is out of reach until it closes.
          await expect(a.panel).toHaveAttribute('aria-modal', 'true');
          await expect(main.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
        }
        // Nothing of it is cut off: inside the screen, and beside the page below the site header (a sheet covers it).
        const box = (await a.panel.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.y).toBeGreaterThanOrEqual(0);
        if (width > 500) {
          const header = (await page.getByRole('banner').filter({ hasText: 'Brightpath' }).boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
        }
        expect(box.y + box.height).toBeLessThanOrEqual(width > 500 ? 800 : 844);
        await expect(a.panel.getByRole('button', { name: 'Close assistant' })).toBeInViewport();
        await expect(a.send).toBeInViewport();
      }

      // On the chat page the question carries the subject.
      await a.chip('Explain Simply').click();
      const body = (await asked).postDataJSON() as AssistantRequest;
      expect(body.question).toBe(ASSISTANT_CHIPS[2].question);
      expect(body.context).toMatchObject({ currentPage: '/chat/1', subjectId: 1 });
      await expect(a.turns.nth(1)).not.toContainText('Thinking...', { timeout: 20_000 });
      await page.screenshot({ path: `${SHOTS}/assistant-${width}-chat-expanded.png` });
      await expectAccessible(page);

      await a.panel.getByRole('button', { name: 'Collapse assistant' }).click();
      await page.screenshot({ path: `${SHOTS}/assistant-${width}-chat-collapsed.png` });
      await a.panel.getByRole('button', { name: 'Close assistant' }).click();
      await page.screenshot({ path: `${SHOTS}/assistant-${width}-chat-closed.png` });
    });
  });
}

test.describe('on the dashboard at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the panel fits the phone screen', async ({ page, baseURL }) => {
    await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
    await page.goto('/dashboard');
    const a = assistant(page);
    await a.launcher.click();
    await expect(a.suggestions.first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/assistant-390-dashboard-collapsed.png` });
    await a.panel.getByRole('button', { name: 'Expand assistant' }).click();
    const box = (await a.panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // A modal sheet: the help button is behind it, out of reach, until it closes.
    await expect(a.panel).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('button', { name: 'Open help chat' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/assistant-390-dashboard-expanded.png` });
    await expectAccessible(page);
    await a.panel.getByRole('button', { name: 'Close assistant' }).click();
    await expect(a.launcher).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open help chat' })).toBeVisible();
  });
});

for (const width of [1280, 390]) {
  test.describe(`about the dashboard at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test('the assistant says where the streak is and what it counts, and where to change subjects', async ({ page, baseURL }) => {
      await guestWithProfile(page.context().request, baseURL!, learnerProfile(15));
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Learning Dashboard' })).toBeVisible();
      const a = assistant(page);
      await a.launcher.click();
      await expect(a.input).toBeFocused();

      await a.input.fill('how do I find my streak?');
      await a.input.press('Enter');
      const streak = a.turns.nth(1);
      await expect(streak).toContainText('On this page, Learning Streak is one of the four stat cards at the top.', { timeout: 20_000 });
      await expect(streak).toContainText('It counts the days in a row, up to today, on which you studied');
      await expect(streak).not.toContainText("I don't know enough");
      // Read to screen readers as words: the bold label without its markdown.
      await expect(a.panel.locator('[aria-live="polite"]')).toHaveText(/^Assistant: On this page, Learning Streak is one of/);

      await a.input.fill('where do I change my subjects?');
      await a.input.press('Enter');
      await expect(a.turns.nth(3)).toContainText(
        'Press ‘New Subject’ under Quick Actions, or the ‘Add New Subject’ tile under Your Subjects.',
        {
          timeout: 20_000,
        },
      );
      // The buttons it names are there on the page.
      const main = page.getByRole('main');
      if (width > 500) {
        await expect(main.getByRole('link', { name: 'New Subject', exact: true })).toBeVisible();
        await expectApart(a.panel, main.getByRole('heading', { name: 'Learning Dashboard' }), 'assistant and the heading');
      }
      await page.screenshot({ path: `${SHOTS}/assistant-${width}-dashboard-streak.png` });
      await expectAccessible(page);
    });
  });
}
