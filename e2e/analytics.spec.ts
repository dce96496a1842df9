import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { levelFromXp, totalXp } from '@brightpath/shared/analytics';
import { formatHoursMinutes } from '@brightpath/shared/learning-stats';
import type { Lesson, QuizGrade } from '@brightpath/shared/lesson';
import { expectAccessible, guestWithProfile, learnerProfile } from './fixtures';

const SHOTS = '.tmp/screenshots';

/** Full-page screenshots at the desktop and phone widths; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Analytics' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/analytics-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A guest learner of 15 who chose Mathematics; answers its id. */
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

/** The answer to 'Solve ax + b = c.' worked out from the question itself, or null for any other question. */
function solveLinear(prompt: string): string | null {
  const m = prompt.match(/Solve (\d*)x ([+-]) (\d+) = (-?\d+)\./);
  if (!m) return null;
  const a = Number(m[1] || '1');
  const b = Number(m[3]) * (m[2] === '-' ? -1 : 1);
  const x = (Number(m[4]) - b) / a;
  return Number.isInteger(x) ? String(x) : null;
}

/** A figure of a description list, read through its label: its first value. */
const figure = (scope: Page | Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('a learner with a few tutor turns and a lesson quiz: each tab shows their figures, the same as the dashboard and /progress', async ({
  page,
  baseURL,
}) => {
  const request = page.context().request;
  const headers = { origin: baseURL! };
  const mathsId = await learnerWithMaths(request, baseURL!);

  // A lesson opened and read (Listen), three tutor turns (the Ask phase's question among them), Ask completed.
  const created = await request.post('/api/learning/create-session', { data: { topic: '2x + 3 = 11', subjectId: mathsId }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const lesson = (await created.json()) as Lesson;
  const step = (name: string) => request.post(`/api/learning/sessions/${lesson.id}/steps`, { data: { step: name }, headers });
  expect((await step('listen')).status()).toBe(200);
  let conversationId: number | undefined;
  for (const userMessage of ['What does 2x + 3 = 11 mean?', 'Why do we take away 3 first?', 'So is x equal to 4?']) {
    const turn = await request.post('/api/chat/tutor', { data: { userMessage, subjectId: mathsId, conversationId }, headers });
    expect(turn.status(), await turn.text()).toBe(200);
    conversationId = ((await turn.json()) as { conversationId: number }).conversationId;
  }
  expect((await step('ask')).status()).toBe(200);

  // The quiz, one answer per question: right where the question can be worked out here, else wrong; known times.
  const questions = lesson.steps[4]!.quiz!;
  const times = questions.map((_, i) => 3000 + 1000 * i);
  let correct = 0;
  for (const [i, q] of questions.entries()) {
    const prompt = lesson.steps[4]!.questions[i] ?? '';
    const answered = await request.post('/api/quiz/attempts', {
      data: { lessonId: lesson.id, questionId: q.id, answer: solveLinear(prompt) ?? '999', timeTakenMs: times[i] },
      headers,
    });
    expect(answered.status(), await answered.text()).toBe(201);
    if (((await answered.json()) as QuizGrade).correct) correct++;
  }
  expect(correct, 'the first question is the topic itself').toBeGreaterThan(0);
  const cards = lesson.steps[0]!.content.filter((c) => c.type === 'card').map((c) => c.title);
  const accuracy = Math.round((100 * correct) / questions.length);
  const average = (times.reduce((n, t) => n + t, 0) / times.length / 1000).toFixed(1);
  // XP: one tutoring session, three messages, two lesson phases, the first tries that were right.
  const level = levelFromXp(totalXp({ sessions: 1, userMessages: 3, lessonSteps: 2, correctAnswers: correct, timedSessions: 0 }));
  const progress = (await (await request.get('/api/progress?timeZone=UTC')).json()) as { overview: { studyTime: number } };

  // From the dashboard's View Analytics.
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'View Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page).toHaveTitle('Learning Analytics · Brightpath');

  // The header cards.
  await expect(figure(page, 'Current Level')).toHaveText(`Level ${level.level}`);
  await expect(page.getByRole('progressbar', { name: `XP toward Level ${level.level + 1}` })).toHaveAttribute(
    'aria-valuetext',
    `${level.xpIntoLevel} of ${level.xpForNextLevel} XP`,
  );
  await expect(page.getByText(`${level.xpIntoLevel} / ${level.xpForNextLevel} XP · ${level.totalXp} XP in all`)).toBeVisible();
  const learningTime = formatHoursMinutes(progress.overview.studyTime);
  await expect(figure(page, 'Learning Time')).toHaveText(learningTime);
  await expect(page.getByText('1 completed session', { exact: true })).toBeVisible();
  await expect(figure(page, 'Learning Streak')).toHaveText('1 day');
  await expect(page.getByText('Keep it up!')).toBeVisible();
  await expect(figure(page, 'Badges Earned')).toHaveText('1');
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();

  // Overview: the learning time drawn, the XP by source, the area, the lesson.
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Content Engagement', 'Quiz Performance', 'Achievements']);
  await expect(page.getByRole('region', { name: 'Learning Time' }).locator('.recharts-wrapper')).toHaveCount(1);
  const xp = page.getByRole('region', { name: 'How You Earned Your XP' });
  await expect(xp.getByRole('row', { name: /^Total/ })).toContainText(String(level.totalXp));
  const area = page.getByRole('region', { name: accuracy >= 70 ? 'Strong Areas' : 'Areas to Improve' });
  await expect(area.getByRole('progressbar', { name: 'Mathematics quiz accuracy' })).toHaveAttribute('aria-valuenow', String(accuracy));
  await expect(area).toContainText(`(${correct} of ${questions.length} right)`);
  const sessions = page.getByRole('region', { name: 'Recent Sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first().getByRole('heading')).toHaveText(lesson.topic);
  await expect(sessions.first()).toContainText('In progress');
  await expect(sessions.first()).toContainText('2/5 steps');
  await expectAccessible(page);
  await shoot(page, 'overview');

  // Content Engagement, by keyboard: the lesson and its topic cards, read (Listen done), the lesson not finished.
  await tab(page, 'Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Content Engagement')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=engagement$/);
  await expect(figure(page, 'Interactions')).toHaveText(String(1 + cards.length));
  await expect(figure(page, 'Completed')).toHaveText(String(cards.length));
  // From 2 minutes before the lesson opened to its last quiz answer, a few seconds later.
  await expect(figure(page, 'Time Spent')).toHaveText(/^2m( \d+s)?$/);
  const interactions = page.getByRole('region', { name: 'Recent Interactions' }).getByRole('listitem');
  await expect(interactions.getByRole('heading')).toHaveText([lesson.topic, ...cards]);
  await expect(interactions.first()).toContainText('Lesson · Mathematics');
  await expect(interactions.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await expect(interactions.nth(1)).toContainText(`Topic card in ${lesson.topic}`);
  await expectAccessible(page);
  await shoot(page, 'engagement');

  // Quiz Performance: each question once, by its first try.
  await tab(page, 'Quiz Performance').click();
  await expect(figure(page, 'Questions Answered')).toHaveText(String(questions.length));
  await expect(figure(page, 'Accuracy')).toHaveText(`${accuracy}%`);
  await expect(figure(page, 'Average Time')).toHaveText(`${average} s`);
  await expect(page.getByRole('region', { name: 'Answers Over Time' }).locator('.recharts-wrapper')).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'By Subject' }).getByRole('progressbar', { name: 'Mathematics quiz accuracy' }),
  ).toHaveAttribute('aria-valuenow', String(accuracy));
  await expectAccessible(page);
  await shoot(page, 'quiz');

  // All time: the same answers, drawn by month; the choice is kept in the address.
  // A learner clicks the option's label (the radio button itself is drawn by its label).
  await page.getByRole('group', { name: 'Time range' }).getByText('All time', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'All time' })).toBeChecked();
  await expect(page).toHaveURL(/\?tab=quiz&range=all$/);
  await expect(page.getByRole('group', { name: 'Time range' }).getByRole('status')).toHaveText('Showing all time.');
  await expect(figure(page, 'Questions Answered')).toHaveText(String(questions.length));
  await expect(page.getByRole('figure', { name: 'Quiz answers per month, so far' })).toBeAttached();

  // Achievements: the progress page's list, First Steps earned.
  await tab(page, 'Achievements').click();
  await expect(page.getByRole('region', { name: 'Overall Progress' })).toContainText('1 of 11 achievements unlocked');
  await expect(page.getByRole('region', { name: /^Unlocked/ }).getByRole('heading', { level: 3 })).toHaveText(['First Steps']);
  await expectAccessible(page);
  await shoot(page, 'achievements');

  // A reload opens the same tab and range.
  await page.reload();
  await expect(tab(page, 'Achievements')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'All time' })).toBeChecked();

  // The progress page shows the same figures under its own labels.
  await page.goto('/progress');
  await expect(figure(page, 'Time Studied')).toHaveText(learningTime);
  await expect(figure(page, 'Study Sessions')).toHaveText('1');
  await expect(figure(page, 'Study Streak')).toHaveText('1 day');
});

test('a learner who has done nothing yet: level 1, no streak, no badge', async ({ page, baseURL }) => {
  await learnerWithMaths(page.context().request, baseURL!);
  await page.goto('/analytics');
  await expect(figure(page, 'Current Level')).toHaveText('Level 1');
  await expect(page.getByText('0 / 100 XP · 0 XP in all')).toBeVisible();
  await expect(figure(page, 'Learning Time')).toHaveText('0h 0m');
  await expect(page.getByText('0 completed sessions', { exact: true })).toBeVisible();
  await expect(figure(page, 'Learning Streak')).toHaveText('0 days');
  await expect(page.getByText('Start your streak today!')).toBeVisible();
  await expect(figure(page, 'Badges Earned')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Recent Sessions' })).toContainText('No structured lessons in the last 7 days.');
  await expect(page.getByRole('region', { name: 'Recent Sessions' }).getByRole('link', { name: 'Start a lesson' })).toHaveAttribute(
    'href',
    '/chat?mode=structured',
  );
  await expectAccessible(page);
  await shoot(page, 'empty');

  await tab(page, 'Achievements').click();
  await expect(page.getByRole('region', { name: /^Unlocked/ })).toContainText('Complete learning sessions to earn your first badge!');
  await expectAccessible(page);

  await tab(page, 'Quiz Performance').click();
  await expect(page.getByText(/^No quiz answers in the last 7 days\./)).toBeVisible();
  await expectAccessible(page);
});
