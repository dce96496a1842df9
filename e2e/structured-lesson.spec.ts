import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectApart, guestWithProfile, learnerProfile, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';
const PHASES = ['Listen', 'Ask', 'Talk', 'Teach', 'Quiz'];

/** A guest learner of 15 who chose Mathematics at beginner level; answers its id. */
async function learnerWithMaths(request: APIRequestContext, baseURL: string) {
  await guestWithProfile(request, baseURL, learnerProfile(15));
  const all = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const maths = all.find((s) => s.name === 'Mathematics');
  expect(maths, 'the Mathematics subject').toBeTruthy();
  const saved = await request.put('/api/user-subjects', {
    data: { subjects: [{ subjectId: maths!.id, level: 'beginner' }] },
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return maths!.id;
}

function lesson(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    phase: (name: string) => main.getByRole('region', { name: new RegExp(`^\\d\\. ${name}`) }),
    progress: main.getByRole('progressbar', { name: 'Lesson progress' }),
    stat: (label: string) => main.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd'),
    topic: main.getByRole('textbox', { name: 'Topic' }),
    level: main.getByRole('combobox', { name: 'Skill level' }),
  };
}

/** Counts the lessons the page asks the server to create. */
function countCreates(page: Page) {
  const count = { value: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/learning/create-session')) count.value++;
  });
  return count;
}

/** Screenshots at the desktop and phone widths (with `at` scrolled into view); the phone must not scroll sideways. */
async function shoot(page: Page, name: string, at?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'AI Tutor - Mathematics' })).toBeVisible();
    if (at) await at.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/structured-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The answer to 'Solve ax + b = c.' worked out from the question itself, or null for any other question. */
function solveLinear(prompt: string): string | null {
  const m = prompt.match(/Solve (\d*)x ([+-]) (\d+) = (-?\d+)\./);
  if (!m) return null;
  const a = Number(m[1] || '1');
  const b = Number(m[3]) * (m[2] === '-' ? -1 : 1);
  const x = (Number(m[4]) - b) / a;
  return Number.isInteger(x) ? String(x) : null;
}

test('a learner works through a structured lesson: each phase asks for its work, the quiz gives a second try, a reload or a return resumes', async ({
  page,
  baseURL,
}) => {
  // One lesson from its start to its end with five accessibility checks (each in light and dark mode) and fourteen
  // screenshots: about 45 s on a quiet 2-core machine, past the default 60 s when the machine is busy.
  test.setTimeout(120_000);
  const mathsId = await learnerWithMaths(page.context().request, baseURL!);
  const creates = countCreates(page);
  const l = lesson(page);

  // On mount: a new lesson on the subject, at the learner's level in it, with the five phases and no progress.
  await page.goto(`/chat/${mathsId}?mode=structured`);
  await expect(page.getByRole('tab', { name: 'Structured' })).toHaveAttribute('aria-selected', 'true');
  await expect(toastWith(page, 'Learning Session Created')).toBeVisible();
  await expect(l.main.getByRole('heading', { level: 2, name: 'Mathematics' })).toBeVisible();
  await expect(l.main.getByText('0/5 steps completed')).toBeVisible();
  await expect(l.progress).toHaveAttribute('aria-valuetext', '0/5 steps completed');
  await expect(l.main.getByRole('list', { name: 'Lesson phases' }).getByRole('heading', { level: 3 })).toHaveText(
    PHASES.map((p, i) => `${i + 1}. ${p}`),
  );
  await expect(l.stat('Difficulty')).toHaveText('Beginner');
  await expect(l.stat('Duration')).toHaveText(/^\d+ min$/);
  await expect(l.stat('Resources')).toHaveText(/^[1-9]\d*$/);
  await expect(l.stat('Completed')).toHaveText('0/5');
  await expect(l.phase('Ask').getByText('Complete the listen phase to unlock it.')).toBeVisible();
  expect(creates.value).toBe(1);
  await expectAccessible(page);
  await shoot(page, 'start');

  // A topic of the learner's own: a new lesson on it (a maths problem, so the quiz can be checked from its questions).
  await l.topic.fill('2x + 3 = 11');
  await l.topic.press('Enter');
  await expect(l.main.getByRole('heading', { level: 2, name: '2x + 3 = 11' })).toBeVisible();
  await expect(l.main.getByText('0/5 steps completed')).toBeVisible();
  expect(creates.value).toBe(2);

  // Listen, then its questions go to the Chat tab in one click; coming back resumes the lesson.
  await l.phase('Listen').getByRole('button', { name: 'Complete Listen' }).click();
  await expect(toastWith(page, 'Step Completed').filter({ hasText: 'Great job completing the listen phase!' })).toBeVisible();
  await expect(l.main.getByText('1/5 steps completed')).toBeVisible();
  await expect(l.main.getByRole('heading', { name: '2. Ask' })).toBeFocused();
  await shoot(page, 'phases', l.phase('Ask').getByRole('button', { name: 'Complete Ask' }));

  // Ask asks for a question first: one click and nothing asked says so, in the phase.
  await l.phase('Ask').getByRole('button', { name: 'Complete Ask' }).click();
  await expect(l.phase('Ask').getByRole('status').filter({ hasText: 'Ask your tutor a question in the Chat tab first' })).toBeVisible();
  await expect(l.main.getByText('1/5 steps completed')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'ask-not-done', l.phase('Ask').getByRole('button', { name: 'Complete Ask' }));

  const fromListen = l.phase('Ask').getByRole('list', { name: 'Your questions from the listen phase' }).getByRole('button').first();
  const question = ((await fromListen.textContent()) ?? '').replace(' (ask in Chat)', '').trim();
  expect(question).not.toBe('');
  await fromListen.click();
  await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  const message = l.main.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(question);
  await expect(message).toBeFocused();
  // The learner asks it; the tutor answers.
  const tutorSaid = l.main.getByRole('log').locator('li').filter({ hasText: 'Tutor said:' });
  const before = await tutorSaid.count();
  await message.press('Enter');
  await expect(tutorSaid).toHaveCount(before + 1);
  await page.getByRole('tab', { name: 'Structured' }).click();
  await expect(l.main.getByText('1/5 steps completed')).toBeVisible();
  await l.phase('Ask').getByRole('button', { name: 'Complete Ask' }).click();
  await expect(toastWith(page, 'Step Completed').filter({ hasText: 'Great job completing the ask phase!' })).toBeVisible();
  await expect(l.main.getByText('2/5 steps completed')).toBeVisible();
  expect(creates.value).toBe(2);

  // Talk asks for the idea in the learner's own words, with the lesson's key words.
  const concepts = await l.phase('Talk').getByRole('list', { name: 'Concepts' }).first().getByRole('listitem').allTextContents();
  const terms = [...new Set(concepts.flatMap((c) => c.toLowerCase().match(/[a-z]{7,}/g) ?? []))].slice(0, 3);
  expect(terms.length, `key words among ${concepts.join(' | ')}`).toBeGreaterThanOrEqual(2);
  const talkBox = l.phase('Talk').getByRole('textbox', { name: 'Explain it in your own words' });
  await talkBox.fill('You find x.');
  await l.phase('Talk').getByRole('button', { name: 'Complete Talk' }).click();
  await expect(
    l
      .phase('Talk')
      .getByRole('status')
      .filter({ hasText: /^A good start!/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'talk-not-done', l.phase('Talk').getByRole('button', { name: 'Complete Talk' }));
  const talk = `For me it works like a see-saw at the park: ${terms.join(' and ')} keep both sides level while I find the missing number.`;
  await talkBox.fill(talk);
  await l.phase('Talk').getByRole('button', { name: 'Complete Talk' }).click();
  await expect(toastWith(page, 'Step Completed').filter({ hasText: 'Great job completing the talk phase!' })).toBeVisible();
  await expect(l.main.getByText('3/5 steps completed')).toBeVisible();

  // A reload resumes the same lesson at the same phase, with what the learner wrote kept.
  await page.reload();
  await expect(l.main.getByRole('heading', { level: 2, name: '2x + 3 = 11' })).toBeVisible();
  await expect(l.main.getByText('3/5 steps completed')).toBeVisible();
  await expect(l.phase('Teach').getByText('In progress')).toBeVisible();
  await l
    .phase('Talk')
    .getByRole('button', { name: /^Review/ })
    .click();
  await expect(l.phase('Talk').getByText(talk)).toBeVisible();
  // So does opening the tutor again from the menu, with no topic in the address: the lesson, not a new generic one.
  await page.goto(`/chat/${mathsId}`);
  await page.getByRole('tab', { name: 'Structured' }).click();
  await expect(l.main.getByRole('heading', { level: 2, name: '2x + 3 = 11' })).toBeVisible();
  await expect(l.main.getByText('3/5 steps completed')).toBeVisible();
  expect(creates.value).toBe(2);

  // Teach: taught back, in other words than Talk.
  const teach = `First I would tell my friend that ${terms[0]} matters, then show ${terms[1]} with a small example on paper, step by step, and check the answer works when we put it back in.`;
  await l.phase('Teach').getByRole('textbox', { name: 'Teach it back' }).fill(teach);
  await l.phase('Teach').getByRole('button', { name: 'Complete Teach' }).click();
  await expect(toastWith(page, 'Step Completed').filter({ hasText: 'Great job completing the teach phase!' })).toBeVisible();
  await expect(l.main.getByText('4/5 steps completed')).toBeVisible();

  // The quiz: the first answer right (worked out from the question); a wrong one gets a hint and a second try.
  const quiz = l.phase('Quiz');
  const questions = quiz.getByRole('list', { name: 'Quiz questions' }).getByRole('listitem');
  const total = await questions.count();
  expect(total).toBeGreaterThanOrEqual(3);
  const right = solveLinear((await questions.nth(0).locator('legend').textContent()) ?? '');
  expect(right, 'the first question is the topic itself').not.toBeNull();
  await questions.nth(0).getByRole('textbox', { name: 'Your answer' }).fill(right!);
  await questions.nth(0).getByRole('button', { name: 'Check answer' }).click();
  await expect(questions.nth(0).getByRole('status')).toHaveText('Correct!');
  await questions.nth(1).getByRole('textbox', { name: 'Your answer' }).fill('999');
  await questions.nth(1).getByRole('button', { name: 'Check answer' }).click();
  await expect(questions.nth(1).getByRole('status')).toHaveText(/^Not quite\. (?!The answer is).+/);
  await expect(questions.nth(1).getByRole('button', { name: 'Check again' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'quiz-second-try', questions.nth(1));
  // The second try: right when the question can be worked out here, else wrong again, and then the answer shows.
  const second = solveLinear((await questions.nth(1).locator('legend').textContent()) ?? '');
  await questions
    .nth(1)
    .getByRole('textbox', { name: 'Your answer' })
    .fill(second ?? '998');
  await questions.nth(1).getByRole('button', { name: 'Check again' }).click();
  await expect(questions.nth(1).getByRole('status')).toHaveText(second ? 'Correct on the second try!' : /^Not quite\. The answer is .+\.$/);
  await expect(quiz.getByText('Score: 1/' + total + ' correct')).toBeVisible();
  await expect(quiz.getByRole('button', { name: 'Complete Quiz' })).toHaveAttribute('aria-disabled', 'true');
  await shoot(page, 'quiz', quiz.getByRole('button', { name: 'Complete Quiz' }));
  let correct = 1;
  for (let i = 2; i < total; i++) {
    const answer = solveLinear((await questions.nth(i).locator('legend').textContent()) ?? '') ?? '0';
    await questions.nth(i).getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await questions.nth(i).getByRole('button', { name: 'Check answer' }).click();
    await expect(questions.nth(i).getByRole('status')).toHaveText(/^(Correct!|Not quite\. .+)$/);
    if ((await questions.nth(i).getByRole('status').textContent()) === 'Correct!') correct++;
    else {
      await questions.nth(i).getByRole('textbox', { name: 'Your answer' }).fill('998');
      await questions.nth(i).getByRole('button', { name: 'Check again' }).click();
      await expect(questions.nth(i).getByRole('status')).toHaveText(/^Not quite\. The answer is .+\.$/);
    }
  }
  const score = `${correct}/${total} correct`;
  await expect(quiz.getByText(`Score: ${score}`)).toBeVisible();

  // Completing the quiz completes the lesson.
  await quiz.getByRole('button', { name: 'Complete Quiz' }).click();
  await expect(toastWith(page, 'Step Completed').filter({ hasText: 'Great job completing the quiz phase!' })).toBeVisible();
  await expect(l.main.getByText('5/5 steps completed')).toBeVisible();
  await expect(l.stat('Completed')).toHaveText('Done');
  await expect(l.main.getByRole('heading', { name: 'Lesson complete' })).toBeFocused();
  await expect(l.main.getByText(`Quiz score: ${score}`)).toBeVisible();
  await expect(l.main.getByRole('button', { name: 'Start a new lesson' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'finished');
  expect(creates.value).toBe(2);

  // The lesson's score and the quiz analytics count the same answers: each question once, by its first try.
  await expect(l.main.getByText(`Across all your lessons: ${Math.round((100 * correct) / total)}% of quiz answers right`)).toBeVisible();

  // A reload resumes the finished lesson with its answers: no new one.
  await page.reload();
  await expect(l.main.getByRole('heading', { level: 2, name: '2x + 3 = 11' })).toBeVisible();
  await expect(l.main.getByText('5/5 steps completed')).toBeVisible();
  await expect(l.main.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
  await expect(l.main.getByText(`Quiz score: ${score}`)).toBeVisible();
  await quiz.getByRole('button', { name: /^Review/ }).click();
  await expect(questions.nth(0).getByRole('textbox', { name: 'Your answer' })).toHaveValue(right!);
  await expect(questions.nth(0).getByRole('status')).toHaveText('Correct!');
  await expect(questions.nth(1).getByRole('button', { name: /Check/ })).toHaveCount(0);
  expect(creates.value).toBe(2);
  await expect(toastWith(page, 'Learning Session Created')).toHaveCount(0);
});

test('another skill level is another lesson, and a reload keeps it', async ({ page, baseURL }) => {
  const mathsId = await learnerWithMaths(page.context().request, baseURL!);
  const creates = countCreates(page);
  const l = lesson(page);
  await page.goto(`/chat/${mathsId}?mode=structured`);
  await expect(toastWith(page, 'Learning Session Created')).toBeVisible();
  await expect(l.stat('Difficulty')).toHaveText('Beginner');
  expect(creates.value).toBe(1);

  await l.level.selectOption('intermediate');
  await expect(toastWith(page, 'Learning Session Created')).toBeVisible();
  await expect(l.main.getByText('0/5 steps completed')).toBeVisible();
  await expect(l.stat('Difficulty')).toHaveText('Intermediate');
  expect(creates.value).toBe(2);
  await page.reload();
  await expect(l.stat('Difficulty')).toHaveText('Intermediate');
  await expect(l.main.getByText('0/5 steps completed')).toBeVisible();
  expect(creates.value).toBe(2);
});

test('when the lesson cannot be created the panel says so, with the Error toast, and Try again creates it', async ({ page, baseURL }) => {
  const mathsId = await learnerWithMaths(page.context().request, baseURL!);
  const l = lesson(page);
  await page.route('**/api/learning/create-session', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } }),
  );

  await page.goto(`/chat/${mathsId}?mode=structured`);
  const panel = l.main.getByRole('alert');
  await expect(panel).toHaveText(/Failed to create learning session\. Please try again\./);
  await expect(toastWith(page, 'Error').filter({ hasText: 'Failed to create learning session' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'failure');

  await page.unroute('**/api/learning/create-session');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(toastWith(page, 'Learning Session Created')).toBeVisible();
  await expect(l.main.getByText('0/5 steps completed')).toBeVisible();
  await expect(l.main.getByText('Failed to create learning session. Please try again.')).toHaveCount(0);
});

test('on a phone the lesson fits the screen and its buttons stay clear of the help button', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mathsId = await learnerWithMaths(page.context().request, baseURL!);
  const l = lesson(page);
  await page.goto(`/chat/${mathsId}?mode=structured`);
  await expect(l.main.getByText('0/5 steps completed')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The lesson scrolls inside its tab; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(844);

  // The floating buttons are on the screen (the hidden Chat tab's message box does not push them off it).
  const help = page.getByRole('button', { name: 'Open help chat' });
  const assistant = page.getByRole('button', { name: 'Open learning assistant' });
  for (const button of [help, assistant]) {
    const box = (await button.boundingBox())!;
    expect(box.y, 'a floating button on the screen').toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  }
  const complete = l.phase('Listen').getByRole('button', { name: 'Complete Listen' });
  await complete.scrollIntoViewIfNeeded();
  await expectApart(complete, help, 'Complete Listen and the help button');
  // The last phase scrolled to the bottom of the lesson: still clear of the help button.
  const scroller = l.main.locator('.overflow-y-auto').filter({ has: page.getByRole('heading', { name: '5. Quiz' }) });
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expectApart(l.phase('Quiz').getByRole('heading'), help, 'the quiz phase and the help button');
  await expectAccessible(page);
});
