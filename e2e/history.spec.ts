import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, guestWithProfile, learnerProfile, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Learning History' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/history-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A tutor turn through the API, as the chat sends it (the offline tutor answers). */
async function say(request: APIRequestContext, baseURL: string, subjectId: number, userMessage: string, conversationId?: number) {
  const res = await request.post('/api/chat/tutor', {
    data: { userMessage, subjectId, ...(conversationId ? { conversationId } : {}) },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { conversationId: number };
}

async function chooseSubjects(request: APIRequestContext, baseURL: string, names: string[]) {
  const all = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const ids = names.map((name) => all.find((s) => s.name === name)!.id);
  const saved = await request.put('/api/user-subjects', {
    data: { subjects: ids.map((subjectId) => ({ subjectId, level: 'beginner' })) },
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return ids as [number, number];
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('after a few tutor turns: the history lists them, the search finds them, and a question about learning is answered from them', async ({
  page,
  baseURL,
}) => {
  const request = page.context().request;
  await guestWithProfile(request, baseURL!, learnerProfile(15));
  const [maths, science] = await chooseSubjects(request, baseURL!, ['Mathematics', 'Science']);
  const fractions = await say(request, baseURL!, maths, 'What is a fraction?');
  await say(request, baseURL!, maths, 'How do I add fractions with different denominators?', fractions.conversationId);
  await say(request, baseURL!, science, 'What is photosynthesis?');

  // The dashboard's Learning History quick action leads here.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Learning History/ }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page).toHaveTitle('Learning History · Brightpath');

  // Recent Conversations: the latest first, each with its subject, duration, concepts and last messages.
  const recent = section(page, 'Recent Conversations');
  const cards = recent
    .getByRole('list', { name: 'Your conversations' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Science');
  await expect(cards.nth(0).getByRole('list', { name: 'Concepts' })).toHaveText('Photosynthesis');
  await expect(cards.nth(1)).toContainText('Mathematics');
  await expect(cards.nth(1).getByRole('list', { name: 'Concepts' })).toContainText('Fractions');
  await expect(
    cards
      .nth(1)
      .getByRole('list', { name: /^Last messages of / })
      .getByRole('listitem'),
  ).toHaveCount(4);
  await expect(cards.nth(1).getByRole('list', { name: /^Last messages of / })).toContainText(
    'You: How do I add fractions with different denominators?',
  );
  await expect(recent).toContainText('2 of 2');
  await expectAccessible(page);
  await shoot(page, 'recent');

  // Search Conversations: a term is needed; then the stem finds the plural, marked in the excerpt.
  const search = section(page, 'Search Conversations');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(toastWith(page, 'Search Required')).toContainText('Please enter a search term.');
  await search.getByRole('searchbox', { name: 'Search term' }).fill('fraction');
  await search.getByRole('searchbox', { name: 'Search term' }).press('Enter');
  await expect(toastWith(page, 'Search Complete')).toContainText('Found 1 matching conversations.');
  const results = search.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(1);
  await expect(results.getByRole('heading')).toHaveText('What is a fraction?');
  const marks = results.locator('mark');
  await expect(marks.first()).toBeVisible();
  for (const word of await marks.allTextContents()) expect(word.toLowerCase()).toMatch(/^fractions?$/);
  await expectAccessible(page);
  await shoot(page, 'search');

  // A misspelt word: the learner's own words spelt like it.
  await search.getByRole('searchbox', { name: 'Search term' }).fill('photosinthesis');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(toastWith(page, 'Search Complete')).toContainText('Found 1 matching conversations.');
  await expect(search.getByRole('status')).toContainText('No exact match for “photosinthesis”: these have words spelt like it.');
  await expect(results.getByRole('heading')).toHaveText('What is photosynthesis?');

  // Narrowed to a subject and a time.
  await search.getByRole('searchbox', { name: 'Search term' }).fill('fraction');
  await search.getByRole('combobox', { name: 'Subject' }).selectOption('Science');
  await search.getByRole('combobox', { name: 'Time' }).selectOption('Past 7 days');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(toastWith(page, 'Search Complete')).toContainText('Found 0 matching conversations.');
  await expect(search.getByRole('status')).toHaveText('No conversations match “fraction”.');

  // Ask About Your Learning: a question is needed; then answered from the learner's own records.
  const ask = section(page, 'Ask About Your Learning');
  await ask.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(toastWith(page, 'Question Required')).toContainText('Please enter a question about your learning.');
  await ask.getByRole('button', { name: 'What did I learn about fractions?' }).click();
  await expect(ask.getByRole('textbox', { name: 'Your question' })).toHaveValue('What did I learn about fractions?');
  await ask.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(toastWith(page, 'AI Response Ready')).toBeVisible();
  await expect(ask).toContainText('You asked: What did I learn about fractions?');
  await expect(ask).toContainText('Here is what your Brightpath records show.');
  await expect(ask).toContainText('You wrote: "What is a fraction?"');
  await expect(ask).toContainText('You wrote: "How do I add fractions with different denominators?"');
  await expect(ask).not.toContainText('photosynthesis');
  await expect(ask).toContainText('From these conversations:');

  await ask.getByRole('textbox', { name: 'Your question' }).fill('What did I study last week?');
  await ask.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(ask).toContainText('Here is what your Brightpath records show in the past 7 days.');
  await expect(ask).toContainText('Tutoring sessions: 2 (Mathematics 1, Science 1).');
  await expectAccessible(page);
  await shoot(page, 'ask');
});

test('a new learner sees how to start, and another learner’s conversations are never found', async ({ page, baseURL, browser }) => {
  // Someone else talked about volcanoes.
  const other = await browser.newContext({ baseURL });
  await guestWithProfile(other.request, baseURL!, learnerProfile(30));
  const [theirs] = await chooseSubjects(other.request, baseURL!, ['Science', 'Mathematics']);
  await say(other.request, baseURL!, theirs, 'Why do volcanoes erupt?');
  await other.close();

  await guestWithProfile(page.context().request, baseURL!, learnerProfile(12));
  await page.goto('/history');
  await expect(section(page, 'Recent Conversations')).toContainText('No conversations yet');
  await expect(page.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute('href', '/chat');
  const search = section(page, 'Search Conversations');
  await search.getByRole('searchbox', { name: 'Search term' }).fill('volcanoes');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(toastWith(page, 'Search Complete')).toContainText('Found 0 matching conversations.');
  await expectAccessible(page);
  await shoot(page, 'empty');
});
