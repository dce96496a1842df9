import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, guestWithProfile, learnerProfile, toastWith } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** A guest learner of 15 who chose Mathematics at beginner level; answers its catalogue id. */
async function learnerWithMaths(request: APIRequestContext, baseURL: string) {
  await guestWithProfile(request, baseURL, learnerProfile(15));
  const all = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const maths = all.find((s) => s.name === 'Mathematics')!;
  const saved = await request.put('/api/user-subjects', {
    data: { subjects: [{ subjectId: maths.id, level: 'beginner' }] },
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return maths.id;
}

/** Screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string, ready: () => Locator) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(ready()).toBeVisible();
    await ready().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/skill-tree-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The card's check questions on counting (the offline library's math-counting card), by their words. */
const COUNTING_ANSWERS: [RegExp, string][] = [
  [/comes just after 9/, '10'],
  [/5 cars, then 2 more/, '7'],
  [/Count in twos from 2/, '8'],
];

/** 'Work out 3 + 4.' and the like, worked out here; the counting card's questions by their known answers; else null. */
function answerFor(prompt: string): string | null {
  for (const [asks, answer] of COUNTING_ANSWERS) if (asks.test(prompt)) return answer;
  const m = prompt.match(/(\d+) ([+−-]) (\d+)/);
  if (!m) return null;
  return String(m[2] === '+' ? Number(m[1]) + Number(m[3]) : Number(m[1]) - Number(m[3]));
}

test('the skill tree: subjects, a locked skill, the list, and an available skill learnt in the tutor moves its node', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const mathsId = await learnerWithMaths(page.context().request, baseURL!);
  const main = page.getByRole('main');

  // The page: Mathematics first, the cards, the legend, and the graph with the roots open and the rest locked.
  await page.goto('/skill-tree');
  await expect(main.getByRole('heading', { level: 1, name: 'Skill Tree' })).toBeVisible();
  await expect(page).toHaveTitle('Skill Tree · Brightpath');
  const subjects = main.getByRole('group', { name: 'Subject' }).getByRole('button');
  await expect(subjects).toHaveText(['Mathematics', 'Science', 'Programming', 'Language Arts', 'History', 'Art']);
  await expect(subjects.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('region', { name: 'Legend' })).toContainText(/Locked.*Available.*In Progress.*Completed.*Mastered/);
  const counting = main.getByRole('button', { name: 'Counting, available, 0%' });
  await expect(counting).toBeVisible();
  await expect(main.getByRole('button', { name: 'Place Value, locked, 0%' })).toBeVisible();
  await expect(main.getByText('Points Earned').locator('..')).toContainText('0 / ');
  await expectAccessible(page);
  await shoot(page, 'graph', () => counting);
  // A phone that opens the page: the graph fits the first open skill, readable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await counting.scrollIntoViewIfNeeded();
  await expect(counting).toBeInViewport();
  expect((await counting.boundingBox())!.width, 'the node at its full size').toBeGreaterThan(150);
  await page.screenshot({ path: `${SHOTS}/skill-tree-graph-phone-load-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another subject: its own skills, and the choice in the address.
  await subjects.filter({ hasText: 'Science' }).click();
  await expect(subjects.filter({ hasText: 'Science' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/skill-tree\?subject=Science$/);
  await expect(main.getByRole('button', { name: /^Working Scientifically, available, 0%$/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Science skills' })).toBeVisible();
  await subjects.filter({ hasText: 'Mathematics' }).click();
  await expect(counting).toBeVisible();

  // A locked skill: its details say what it needs, and starting it is refused with the Skill Locked toast.
  await main.getByRole('button', { name: 'Place Value, locked, 0%' }).click();
  const panel = page.getByRole('complementary', { name: 'Skill details' });
  await expect(panel.getByRole('heading', { name: 'Place Value' })).toBeVisible();
  await expect(panel.getByText('Counting (not done yet)')).toBeVisible();
  const lockedAction = panel.getByRole('button', { name: 'Complete Prerequisites First' });
  await expect(lockedAction).toBeDisabled();
  await lockedAction.click({ force: true });
  await expect(
    toastWith(page, 'Skill Locked').filter({ hasText: 'Complete the prerequisite skills first to unlock this skill.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/skill-tree-panel-1280.png` });
  // On a phone the details are a sheet over the graph.
  await page.setViewportSize({ width: 390, height: 844 });
  const sheet = page.getByRole('dialog', { name: 'Place Value' });
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/skill-tree-panel-390.png` });
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Close skill details' }).click();
  await expect(sheet).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The list: the same skills by level, each with its action; a locked one's action is refused the same way.
  await main.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  const listCounting = main.getByRole('button', { name: 'Counting, available, 0%' });
  await expect(listCounting).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Level 1', exact: true })).toBeVisible();
  // From the keyboard: the disabled action stays reachable and says why it is refused.
  await main.getByRole('button', { name: 'Complete Prerequisites First: Place Value' }).focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Skill Locked')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'list', () => listCounting);
  await main.getByRole('button', { name: 'Graph', exact: true }).click();

  // The keyboard: Tab reaches a node, Enter opens it.
  await counting.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: 'Counting' })).toBeVisible();
  await expect(panel.getByText('None: this is a starting skill.')).toBeVisible();

  // An available skill: Start Learning opens the tutor on it.
  await panel.getByRole('button', { name: 'Start Learning' }).click();
  await expect(toastWith(page, 'Starting Learning Session')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/chat\\?skill=math-counting&subject=${mathsId}$`));
  await expect(main.getByText('Focus: Counting')).toBeVisible();

  // The Structured tab: a lesson on the skill's first lesson topic, tied to the skill.
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/learning/create-session'));
  await page.getByRole('tab', { name: 'Structured' }).click();
  const body = (await created).postDataJSON() as { topic: string; skillId?: string };
  expect(body).toMatchObject({ topic: 'counting', skillId: 'math-counting' });
  const phase = (name: string) => main.getByRole('region', { name: new RegExp(`^\\d\\. ${name}`) });
  await expect(main.getByText('0/5 steps completed')).toBeVisible();

  // Listen, Ask (a question asked in the Chat tab), Talk and Teach, as a learner does them.
  await phase('Listen').getByRole('button', { name: 'Complete Listen' }).click();
  await expect(main.getByText('1/5 steps completed')).toBeVisible();
  await phase('Ask').getByRole('list', { name: 'Your questions from the listen phase' }).getByRole('button').first().click();
  const tutorSaid = main.getByRole('log').locator('li').filter({ hasText: 'Tutor said:' });
  const before = await tutorSaid.count();
  await main.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(tutorSaid).toHaveCount(before + 1);
  await page.getByRole('tab', { name: 'Structured' }).click();
  await phase('Ask').getByRole('button', { name: 'Complete Ask' }).click();
  await expect(main.getByText('2/5 steps completed')).toBeVisible();
  const concepts = await phase('Talk').getByRole('list', { name: 'Concepts' }).first().getByRole('listitem').allTextContents();
  const terms = [...new Set(concepts.flatMap((c) => c.toLowerCase().match(/[a-z]{7,}/g) ?? []))].slice(0, 3);
  expect(terms.length, `key words among ${concepts.join(' | ')}`).toBeGreaterThanOrEqual(2);
  await phase('Talk')
    .getByRole('textbox', { name: 'Explain it in your own words' })
    .fill(`For me it works like reading house numbers along a street: ${terms.join(' and ')} help me find each next number in order.`);
  await phase('Talk').getByRole('button', { name: 'Complete Talk' }).click();
  await expect(main.getByText('3/5 steps completed')).toBeVisible();
  await phase('Teach')
    .getByRole('textbox', { name: 'Teach it back' })
    .fill(
      `First I would tell my friend that ${terms[0]} matters, then show ${terms[1]} with a few buttons on the table, step by step, and check the total by counting again.`,
    );
  await phase('Teach').getByRole('button', { name: 'Complete Teach' }).click();
  await expect(main.getByText('4/5 steps completed')).toBeVisible();

  // The quiz, answered right where the question is one this journey can work out (at least one must be).
  const questions = phase('Quiz').getByRole('list', { name: 'Quiz questions' }).getByRole('listitem');
  const total = await questions.count();
  let right = 0;
  for (let i = 0; i < total; i++) {
    const q = questions.nth(i);
    const answer = answerFor((await q.locator('legend').textContent()) ?? '');
    const box = q.getByRole('textbox', { name: 'Your answer' });
    if (answer === null || (await box.count()) === 0) continue;
    await box.fill(answer);
    await q.getByRole('button', { name: 'Check answer' }).click();
    await expect(q.getByRole('status')).toHaveText(/^Correct/);
    right++;
  }
  expect(right, 'quiz questions answered right').toBeGreaterThanOrEqual(1);

  // Back on the skill tree, the node has moved: no longer 'available, 0%'.
  await page.goto('/skill-tree');
  const moved = main.getByRole('button', { name: /^Counting, (in progress|completed|mastered), \d+%$/ });
  await expect(moved).toBeVisible();
  await expect(main.getByRole('button', { name: 'Counting, available, 0%' })).toHaveCount(0);
  await shoot(page, 'after-quiz', () => moved);
});
