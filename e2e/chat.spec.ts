import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, guestWithProfile, learnerProfile, toastWith } from './fixtures';

type Subject = { id: number; name: string };

/** A guest learner of the given age who chose these subjects (in this order), as onboarding and subject selection leave them. */
async function learnerWithSubjects(request: APIRequestContext, baseURL: string, age: number, names: string[]) {
  await guestWithProfile(request, baseURL, learnerProfile(age));
  const all = (await (await request.get('/api/subjects')).json()) as Subject[];
  const ids = names.map((name) => {
    const found = all.find((s) => s.name === name);
    expect(found, `subject ${name}`).toBeTruthy();
    return found!.id;
  });
  const saved = await request.put('/api/user-subjects', {
    data: { subjects: ids.map((subjectId) => ({ subjectId, level: 'beginner' })) },
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return ids;
}

function chat(page: Page) {
  const main = page.getByRole('main');
  const log = main.getByRole('log');
  return {
    log,
    input: main.getByRole('textbox', { name: 'Message' }),
    send: main.getByRole('button', { name: 'Send message' }),
    starters: main.getByRole('list', { name: 'Conversation starters' }).getByRole('button'),
    filter: (name: string) => main.getByRole('group', { name: 'Starter categories' }).getByRole('button', { name, exact: true }),
    userMessages: log.locator('li').filter({ hasText: 'You said:' }),
    tutorMessages: log.locator('li').filter({ hasText: 'Tutor said:' }),
  };
}

/** Holds tutor requests until released, so the pending state can be seen; afterwards they pass straight through. */
async function holdTutor(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat/tutor', async (route) => {
    await gate;
    await route.fallback();
  });
  return release;
}

test('a learner chats with the offline tutor: starters, streaming, maths, reload, Change Subject', async ({ page, baseURL }) => {
  const [mathsId] = await learnerWithSubjects(page.context().request, baseURL!, 15, ['Mathematics', 'Science']);
  const c = chat(page);

  // /chat picks the first available subject.
  await page.goto('/chat');
  await expect(page).toHaveURL(new RegExp(`/chat/${mathsId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'AI Tutor - Mathematics' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByText('Offline tutor').first()).toBeVisible();

  // No messages yet: at most 6 starters, filtered by category, worded for a 15-year-old, with maths extras.
  await expect(c.starters).toHaveCount(6);
  await expect(c.starters.filter({ hasText: "Why can't we divide by zero?" })).toBeVisible();
  await expect(c.filter('All')).toHaveAttribute('aria-pressed', 'true');
  await c.filter('Practice').click();
  await expect(c.filter('Practice')).toHaveAttribute('aria-pressed', 'true');
  await expect(c.starters).toHaveText([
    'Give me a fraction problem to try',
    'Give me a fun practice question about Mathematics',
    'Can you quiz me with 3 easy questions?',
  ]);
  await c.filter('All').click();
  await expectAccessible(page);

  // 'Surprise me' puts a starter in the message box, for the learner to send or change.
  await page.getByRole('button', { name: 'Surprise me' }).click();
  await expect(c.input).not.toHaveValue('');
  await expect(c.input).toBeFocused();
  await c.input.fill('');

  // A blank message is not sent.
  await expect(c.send).toHaveAttribute('aria-disabled', 'true');
  await c.input.fill('   ');
  await c.input.press('Enter');
  await expect(c.userMessages).toHaveCount(0);

  // A starter is sent at once.
  await c.starters.filter({ hasText: 'Give me a fraction problem to try' }).click();
  await expect(c.userMessages).toHaveCount(1);
  await expect(c.userMessages.first()).toContainText('Give me a fraction problem to try');
  await expect(c.tutorMessages).toHaveCount(1);
  await expect(c.starters).toHaveCount(0);

  // Enter sends; 'Thinking...' shows until the reply streams in; sending waits for the reply.
  const release = await holdTutor(page);
  await c.input.fill('solve 2x + 3 = 7');
  await c.input.press('Enter');
  await expect(c.input).toHaveValue('');
  await expect(c.userMessages).toHaveCount(2);
  await expect(c.log.getByText('Thinking...')).toBeVisible();
  await expect(c.send).toHaveAttribute('aria-disabled', 'true');
  await c.input.fill('a second question while waiting');
  await c.input.press('Enter');
  await expect(c.userMessages).toHaveCount(2);
  await expect(c.input).toHaveValue('a second question while waiting');
  await c.input.fill('');
  release();
  await expect(c.log.getByText('Thinking...')).toHaveCount(0);
  await expect(c.tutorMessages).toHaveCount(2);
  const reply = c.tutorMessages.nth(1);
  // Socratic: a guiding question, not the answer.
  await expect(reply).toContainText('?');
  await expect(reply).not.toContainText('x = 2');
  await expect(reply.getByText('Offline tutor')).toBeVisible();
  // The maths of the reply is typeset by KaTeX (with MathML for screen readers).
  await expect(reply.locator('.katex').first()).toBeVisible();
  await expect(reply.locator('math').first()).toBeAttached();
  // Screen readers hear the finished reply once, from the polite region (the log itself is not live).
  await expect(c.log).toHaveAttribute('aria-live', 'off');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: /^Tutor: / })).toHaveCount(1);

  // Shift+Enter starts a new line and sends nothing.
  await c.input.fill('line one');
  await c.input.press('Shift+Enter');
  await c.input.pressSequentially('line two');
  await expect(c.input).toHaveValue('line one\nline two');
  await expect(c.userMessages).toHaveCount(2);

  // A concept question gets an answer from the topic library.
  await c.input.fill('what is photosynthesis?');
  await c.send.click();
  await expect(c.userMessages).toHaveCount(3);
  await expect(c.tutorMessages).toHaveCount(3);
  await expect(c.tutorMessages.nth(2)).toContainText(/photosynthesis/i);
  await expectAccessible(page);

  // The conversation is stored on the server and comes back after a reload.
  await page.reload();
  await expect(c.userMessages).toHaveCount(3);
  await expect(c.tutorMessages).toHaveCount(3);
  await expect(c.userMessages.nth(1)).toContainText('solve 2x + 3 = 7');
  await expect(c.tutorMessages.nth(1).locator('.katex').first()).toBeVisible();

  // Voice continues the same conversation (e2e/voice.spec.ts); Structured builds a lesson (e2e/structured-lesson.spec.ts).
  await page.getByRole('tab', { name: 'Voice' }).click();
  await expect(page).toHaveURL(/mode=voice/);
  const voice = page.getByRole('tabpanel', { name: 'Voice' });
  await expect(voice.getByRole('log')).toContainText('what is photosynthesis?');
  await expect(voice.getByLabel("Tutor's voice")).toBeVisible();
  await page.getByRole('tab', { name: 'Structured' }).click();
  await expect(page).toHaveURL(/mode=structured/);
  await expect(page.getByRole('tabpanel', { name: 'Structured' })).toContainText('0/5 steps completed');
  await page.getByRole('tab', { name: 'Chat' }).click();
  await expect(c.userMessages).toHaveCount(3);

  // Change Subject goes back to the list; choosing Science starts there (with its own starters).
  await page.getByRole('button', { name: 'Change Subject' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Tutor' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your subjects' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Mathematics' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Science' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Tutor - Science' })).toBeVisible();
  await expect(c.starters.filter({ hasText: 'How do plants make their own food?' })).toBeVisible();
  await expect(c.userMessages).toHaveCount(0);
});

test('/chat?subject=&skill= picks that subject and sends the skill with each message', async ({ page, baseURL }) => {
  await learnerWithSubjects(page.context().request, baseURL!, 30, ['Mathematics']);
  const all = (await (await page.context().request.get('/api/subjects')).json()) as Subject[];
  const science = all.find((s) => s.name === 'Science')!;
  const c = chat(page);

  await page.goto(`/chat?subject=${science.id}&skill=Cells`);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Tutor - Science' })).toBeVisible();
  await expect(page.getByText('Focus: Cells')).toBeVisible();
  // Adult wording.
  await expect(c.starters.filter({ hasText: 'How do vaccines train the immune system?' })).toBeVisible();

  const sent = page.waitForRequest('**/api/chat/tutor');
  await c.input.fill('Where should I start?');
  await c.input.press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({
    userMessage: 'Where should I start?',
    subjectId: science.id,
    skill: 'Cells',
    stream: true,
    userAge: 30,
  });
  await expect(c.tutorMessages).toHaveCount(1);

  // An unknown subject in the URL shows the list with a note.
  await page.goto('/chat/999999');
  await expect(page.getByRole('alert').filter({ hasText: "We couldn't find that subject." })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Mathematics' })).toBeVisible();
});

test('a slow reply appears as it streams, and is announced once when finished', async ({ page, baseURL }) => {
  await learnerWithSubjects(page.context().request, baseURL!, 16, ['Mathematics']);
  // A provider that writes slowly: the tutor answer is replaced by a stream that waits for the test between pieces.
  await page.addInitScript(() => {
    const real = window.fetch;
    const w = window as unknown as { nextPiece: () => void };
    window.fetch = async (input, init) => {
      if (input !== '/api/chat/tutor') return real(input, init);
      const enc = new TextEncoder();
      const event = (name: string, data: unknown) => enc.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      const pieces = ['First, ', 'what do you get ', 'when you take $3$ from both sides?'];
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(event('meta', { conversationId: 1, tutoringSessionId: 1, provider: 'offline' }));
          for (const piece of pieces) {
            await new Promise<void>((resolve) => (w.nextPiece = resolve));
            controller.enqueue(event('delta', { text: piece }));
          }
          await new Promise<void>((resolve) => (w.nextPiece = resolve));
          const done = {
            response: pieces.join(''),
            conversationId: 1,
            messageId: 1,
            tutoringSessionId: 1,
            provider: 'offline',
            moderated: false,
          };
          controller.enqueue(event('done', done));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    };
  });
  const c = chat(page);
  const next = () => page.evaluate(() => (window as unknown as { nextPiece: () => void }).nextPiece());
  const pending = c.log.locator('li[aria-busy="true"]');
  const announced = page.locator('[aria-live="polite"]').filter({ hasText: /^Tutor: / });

  await page.goto('/chat');
  await c.input.fill('solve 2x + 3 = 7');
  await c.input.press('Enter');
  await expect(pending).toContainText('Thinking...');
  await next();
  await expect(pending).toContainText('First,');
  await expect(pending).not.toContainText('Thinking...');
  await next();
  await expect(pending).toContainText('First, what do you get');
  await expect(announced).toHaveCount(0);
  await next();
  await expect(pending.locator('.katex')).toBeVisible();
  await next();
  await expect(pending).toHaveCount(0);
  await expect(c.tutorMessages).toHaveCount(1);
  await expect(announced).toHaveText('Tutor: First, what do you get when you take 3 from both sides?');
});

test('failures: the apology and toast, the plan limit with its link, the rate limit message', async ({ page, baseURL }) => {
  await learnerWithSubjects(page.context().request, baseURL!, 16, ['Mathematics']);
  const c = chat(page);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Tutor - Mathematics' })).toBeVisible();

  // The provider failed midway: the streamed error event.
  await page.route('**/api/chat/tutor', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: 'event: meta\ndata: {"conversationId":1,"tutoringSessionId":1,"provider":"offline"}\n\nevent: error\ndata: {"message":"x"}\n\n',
    }),
  );
  await c.input.fill('hello');
  await c.input.press('Enter');
  await expect(c.tutorMessages.last()).toContainText("I'm having trouble responding right now. Could you try asking your question again?");
  const failed = toastWith(page, 'Error');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Failed to get AI response. Please try again.');
  await page.unroute('**/api/chat/tutor');

  // A server error before streaming: the same apology.
  await page.route('**/api/chat/tutor', (route) =>
    route.fulfill({ status: 502, json: { statusCode: 502, code: 'TUTOR_UNAVAILABLE', error: 'Bad Gateway', message: 'x' } }),
  );
  await c.input.fill('hello again');
  await c.input.press('Enter');
  await expect(c.tutorMessages).toHaveCount(2);
  await expect(c.tutorMessages.last()).toContainText("I'm having trouble responding right now.");
  await page.unroute('**/api/chat/tutor');

  // The Free plan's limit: its message and a way to the plans.
  const limit = 'You have used all 20 tutoring sessions of the Free plan this month. Upgrade your plan to keep learning.';
  await page.route('**/api/chat/tutor', (route) =>
    route.fulfill({
      status: 403,
      json: { statusCode: 403, code: 'PLAN_LIMIT', error: 'Forbidden', message: limit, upgradeUrl: '/pricing' },
    }),
  );
  await c.input.fill('one more');
  await c.input.press('Enter');
  const notice = c.log.locator('li').filter({ hasText: limit });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await page.unroute('**/api/chat/tutor');

  // Too many messages: the server's words.
  await page.route('**/api/chat/tutor', (route) =>
    route.fulfill({
      status: 429,
      json: { statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests', message: 'Please slow down: try again in 30 seconds.' },
    }),
  );
  await c.input.fill('and another');
  await c.input.press('Enter');
  await expect(c.log.getByText('Please slow down: try again in 30 seconds.')).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the chat fills the screen and the message box stays clear of the help button', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await learnerWithSubjects(page.context().request, baseURL!, 12, ['Mathematics']);
  const c = chat(page);
  await page.goto('/chat');
  await expect(c.input).toBeVisible();
  await c.input.fill('what is a fraction?');
  await c.input.press('Enter');
  await expect(c.tutorMessages).toHaveCount(1);

  const help = await page.getByRole('button', { name: 'Open help chat' }).boundingBox();
  const send = await c.send.boundingBox();
  const input = await c.input.boundingBox();
  expect(help && send && input).toBeTruthy();
  // The send button sits left of the floating help button, and the message box near the bottom of the screen.
  expect(send!.x + send!.width).toBeLessThanOrEqual(help!.x);
  expect(input!.y + input!.height).toBeGreaterThan(844 - 120);
  // The page itself does not scroll: only the conversation does.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(844);
  await expectAccessible(page);
});

test('a visitor without a session is offered to sign in or start fresh', async ({ page }) => {
  await page.goto('/chat');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Start Fresh' })).toHaveAttribute('href', '/onboarding');
});
