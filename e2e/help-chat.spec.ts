import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const QUESTIONS = [
  'How do I get started?',
  "What's included in the free plan?",
  'How does AI tutoring work?',
  'How do I change my learning style?',
  'How do I use voice features?',
  'What subjects are available?',
  'How does pricing work?',
  "I'm having trouble logging in",
];

function helpChat(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Help & Support' });
  return {
    launcher: page.getByRole('button', { name: 'Open help chat' }),
    panel,
    log: panel.getByRole('log'),
    input: panel.getByRole('textbox', { name: 'Type your question' }),
    send: panel.getByRole('button', { name: 'Send message' }),
    chips: panel.getByRole('list', { name: 'Suggested questions' }).getByRole('button'),
    userMessages: panel.getByRole('log').getByText('You said:'),
  };
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

test.describe('help and support chat', () => {
  test('answers suggested, typed and unmatched questions without calling the server', async ({ page }) => {
    // The page's own queries (config, current user) are answered first; from here on only the chat acts. Waited for by
    // name: 'networkidle' (no request for 500 ms) came before the app had even sent them on a busy machine.
    const own = ['/api/config', '/api/auth/session'].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path));
    await page.goto('/');
    const chat = helpChat(page);
    await Promise.all(own);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });

    // Closed: only the round button.
    await expect(chat.launcher).toBeVisible();
    await expect(chat.panel).toBeHidden();
    await chat.launcher.click();

    // Open: welcome with the first four questions, focus in the input.
    await expect(chat.panel).toBeVisible();
    await expect(chat.panel.getByRole('heading', { name: 'Help & Support' })).toBeVisible();
    await expect(chat.input).toBeFocused();
    await expect(chat.log).toContainText('help assistant');
    await expect(chat.chips).toHaveText(QUESTIONS.slice(0, 4));
    await expect(chat.userMessages).toHaveCount(0);

    // A chip sends its question and gets its own answer.
    await chat.panel.getByRole('button', { name: "What's included in the free plan?" }).click();
    await expect(chat.log).toContainText("You said: What's included in the free plan?");
    await expect(chat.log).toContainText('3 tutoring sessions per month');
    await expect(chat.log).toContainText('Core subjects (Math, Science, English)');
    await expect(chat.userMessages).toHaveCount(1);
    await expect(chat.input).toHaveValue('');
    await expect(chat.input).toBeFocused();

    // A typed keyword question, sent with Enter, gets the pricing answer.
    await chat.input.fill('how much does it cost');
    await chat.input.press('Enter');
    await expect(chat.log).toContainText('You said: how much does it cost');
    await expect(chat.log).toContainText('Premium, $19.99 per month');
    await expect(chat.log).toContainText('Pro, $29.99 per month');
    await expect(chat.log).toContainText('No contracts, cancel anytime.');
    await expect(chat.userMessages).toHaveCount(2);
    await expect(chat.input).toHaveValue('');

    // An unmatched question gets the fallback with the first six questions as chips.
    await chat.input.fill('Can you tell me a joke?');
    await chat.send.click();
    await expect(chat.log).toContainText('happy to help');
    await expect(chat.chips).toHaveText(QUESTIONS.slice(0, 6));
    await expect(chat.userMessages).toHaveCount(3);

    // The newest message is scrolled into view.
    await expect(chat.chips.last()).toBeInViewport();

    // Shift+Enter inserts a new line and does not send; whitespace alone is never sent.
    await chat.input.fill('first line');
    await chat.input.press('Shift+Enter');
    await chat.input.pressSequentially('second line');
    await expect(chat.input).toHaveValue('first line\nsecond line');
    await expect(chat.userMessages).toHaveCount(3);
    await chat.input.fill('   ');
    await chat.input.press('Enter');
    // The app's one message box (components/ui/message-composer.tsx): the button says why it does nothing, and a click
    // on it (forced: Playwright waits for an aria-disabled button to be enabled) sends nothing.
    await expect(chat.send).toHaveAttribute('aria-disabled', 'true');
    await expect(chat.send).toHaveAttribute('title', 'Type a question first');
    await chat.send.click({ force: true });
    await expect(chat.userMessages).toHaveCount(3);

    // Minimise hides the body but keeps the header; restore brings the conversation back.
    await chat.panel.getByRole('button', { name: 'Minimize help chat' }).click();
    await expect(chat.panel).toBeVisible();
    await expect(chat.log).toBeHidden();
    await expect(chat.input).toBeHidden();
    await chat.panel.getByRole('button', { name: 'Restore help chat' }).click();
    await expect(chat.log).toBeVisible();
    await expect(chat.userMessages).toHaveCount(3);
    await expect(chat.input).toBeFocused();

    // Close returns focus to the button; Escape closes too.
    await chat.panel.getByRole('button', { name: 'Close help chat' }).click();
    await expect(chat.panel).toBeHidden();
    await expect(chat.launcher).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chat.input).toBeFocused();
    await expect(chat.userMessages).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(chat.panel).toBeHidden();
    await expect(chat.launcher).toBeFocused();

    expect(apiCalls).toEqual([]);
  });

  test('has no serious accessibility violations with the panel open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const chat = helpChat(page);
    await chat.launcher.click();
    await expect(chat.chips).toHaveCount(4);
    await expectNoSeriousAxeViolations(page);

    await chat.input.fill('What subjects are available?');
    await chat.input.press('Enter');
    await expect(chat.log).toContainText('Life Skills: financial literacy, study techniques, time management');
    await expectNoSeriousAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the panel fits the screen', async ({ page }) => {
      await page.goto('/');
      const chat = helpChat(page);
      await chat.launcher.click();
      await expect(chat.input).toBeFocused();
      const box = await chat.panel.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      await expect(chat.send).toBeInViewport();
    });
  });
});
