import { expect, test, type Page } from '@playwright/test';
import { QUESTION_SETS } from '@brightpath/shared/question-sets';
import { expectApart, newLearner, toastWith } from './fixtures';

// The whole first visit, as a new learner makes it: home, Get Started, onboarding, the assessment, subjects,
// the dashboard, a first talk with the tutor, back to the dashboard, an account that keeps everything, and
// signing in again on another device. No step may end on the not-found page, and nothing floating may cover
// the tutor's message box, its send button or the help button.

/** The screens this visit may pass through; anything else (a missing screen) fails the journey. */
const BUILT = [
  /^\/$/,
  /^\/onboarding$/,
  /^\/questionnaire$/,
  /^\/subject-selection$/,
  /^\/dashboard$/,
  /^\/chat(\/\d+)?$/,
  /^\/register$/,
  /^\/login$/,
  /^\/progress$/,
];

const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Follows a link of the site's navigation: the header at desktop width, the side menu on a phone. */
async function navigate(page: Page, phone: boolean, name: string) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }
}

async function signOut(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  } else {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}

/** Opens 'More to help you start' on the dashboard (the aids folded under the one next step), if closed. */
async function openAids(page: Page) {
  const fold = page.getByRole('button', { name: /^More to help you start/ });
  if ((await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
}

/** A figure of the progress page's Overview or Analytics, by its label. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

function chat(page: Page) {
  const main = page.getByRole('main');
  const log = main.getByRole('log');
  return {
    input: main.getByRole('textbox', { name: 'Message' }),
    send: main.getByRole('button', { name: 'Send message' }),
    help: page.getByRole('button', { name: 'Open help chat' }),
    userMessages: log.locator('li').filter({ hasText: 'You said:' }),
    tutorMessages: log.locator('li').filter({ hasText: 'Tutor said:' }),
  };
}

for (const width of [1280, 390]) {
  const phone = width < 500;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 800 } });

    test('a first visit from the home page to a second device: no missing screen, nothing covering a control', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });

      // Home: Get Started leads to onboarding, no account needed.
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(/\/onboarding$/);

      // Onboarding: the four steps.
      const next = () => page.getByRole('button', { name: 'Continue', exact: true }).click();
      await next();
      await page.getByLabel('First name').fill('Robin');
      await page.getByLabel('Age', { exact: true }).fill('15');
      await next();
      await page.getByLabel('Education level').selectOption('high-school');
      await page.getByRole('radio', { name: 'Visual' }).click();
      await next();
      await page.getByRole('button', { name: 'Mathematics' }).click();
      await page.getByRole('checkbox', { name: 'Improve grades' }).check();
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await expect(toastWith(page, 'Welcome to Brightpath!')).toBeVisible();
      await page.waitForURL('**/dashboard');

      // The dashboard of a new guest: one thing to do above the figures (the welcome, with the next step), the
      // rest folded: the tip, the first steps, the assessment and an account.
      await expect(page.getByRole('heading', { level: 1, name: 'Learning Dashboard' })).toBeVisible();
      const welcome = page.getByRole('region', { name: 'Welcome to Brightpath, Robin!' });
      await expect(welcome.getByRole('link', { name: 'Choose subjects' })).toBeVisible();
      const keepSafe = page.getByRole('region', { name: 'Keep your learning safe' });
      const firstSteps = page.getByRole('region', { name: 'Your first steps' });
      await expect(keepSafe).toHaveCount(0);
      await expect(firstSteps).toHaveCount(0);
      const welcomeBox = await welcome.boundingBox();
      const figures = await stat(page, 'Total Sessions').boundingBox();
      expect(welcomeBox!.y).toBeLessThan(figures!.y);
      // The figures are in the first screenful.
      expect(figures!.y).toBeLessThan(phone ? 844 : 800);
      await openAids(page);
      await expect(keepSafe).toBeVisible();
      await expect(firstSteps.getByText('1 of 3 steps done')).toBeVisible();
      await page.getByRole('region', { name: 'Find your starting point' }).getByRole('link', { name: 'Take the assessment' }).click();

      // The assessment (a 15-year-old gets the teenagers' questions), then subject selection.
      await expect(page).toHaveURL(/\/questionnaire$/);
      const questions = QUESTION_SETS.teen;
      await expect(page.getByLabel('What should we call you?')).toHaveValue('Robin');
      for (const [i, q] of questions.entries()) {
        await expect(page.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
        await page.getByRole('radio', { name: q.options[0]!.label }).click();
        await page.getByRole('button', { name: i === questions.length - 1 ? 'Complete Assessment' : 'Next' }).click();
      }
      await expect(toastWith(page, 'Assessment Complete')).toBeVisible();
      await expect(page).toHaveURL(/\/subject-selection$/);
      // Mathematics, chosen as an interest in onboarding, is chosen here already.
      await expect(page.getByRole('button', { name: 'Mathematics', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: /^Continue to Dashboard \(1 selected\)/ }).click();

      // Back on the dashboard: the next step is a first question; two steps done, the assessment can be retaken.
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(welcome.getByRole('link', { name: 'Start chatting' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Find your starting point' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Retake assessment' })).toBeVisible();
      await expect(stat(page, 'Total Sessions')).toHaveText('0');
      await openAids(page);
      await expect(firstSteps.getByText('2 of 3 steps done')).toBeVisible();
      // The quick-start guide noticed the subjects chosen, without its own link.
      await expect(firstSteps.getByText('1 of 4 tried')).toBeVisible();
      await welcome.getByRole('button', { name: 'Got it' }).click();

      // The tutor: the help button stays clear of the message box.
      const step = page.getByRole('region', { name: 'Ask your tutor your first question' });
      await step.getByRole('link', { name: 'Start chatting' }).click();
      await expect(page).toHaveURL(/\/chat\/\d+$/);
      const c = chat(page);
      await expect(c.input).toBeVisible();
      await expectApart(c.help, c.send, 'help button and send button');
      await expectApart(c.help, c.input, 'help button and message box');

      await c.input.fill('What is 3/4 + 1/8?');
      await c.send.click();
      await expect(c.tutorMessages).toHaveCount(1);
      // The first session unlocks First Steps: its toast stays clear of the controls.
      const unlocked = toastWith(page, 'Achievement unlocked!');
      await expect(unlocked).toBeVisible();
      await expectApart(unlocked, c.send, 'toast and send button');
      await expectApart(unlocked, c.input, 'toast and message box');
      await expectApart(unlocked, c.help, 'toast and help button');
      await c.input.fill('Is it 7/8?');
      await c.send.click();
      await expect(c.tutorMessages).toHaveCount(2);

      // The dashboard has heard of it: the checklist is complete, the session counted, an account is the next step.
      await navigate(page, phone, 'Dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(stat(page, 'Total Sessions')).toHaveText('1');
      await expect(keepSafe).toBeVisible();
      await openAids(page);
      await expect(firstSteps.getByRole('heading', { name: 'Setup Complete!' })).toBeVisible();
      await expect(firstSteps.getByText('2 of 4 tried')).toBeVisible();

      // One set of figures: the progress page and its Analytics tab show the dashboard's numbers.
      const shown = {
        sessions: await stat(page, 'Total Sessions').textContent(),
        streak: await stat(page, 'Learning Streak').textContent(),
        concepts: await stat(page, 'Concepts Mastered').textContent(),
        average: await stat(page, 'Avg. Session').textContent(),
        maths: await page.getByRole('progressbar', { name: 'Mathematics progress' }).getAttribute('aria-valuenow'),
      };
      // The maths question answered right at the first try is a concept learned (the chat's graded work).
      expect(shown).toMatchObject({ sessions: '1', streak: '1 day', concepts: '1', maths: '20' });
      await page.goto('/progress');
      await expect(figure(page, 'Study Sessions')).toHaveText(shown.sessions!);
      await expect(figure(page, 'Study Streak')).toHaveText(shown.streak!);
      await expect(figure(page, 'Concepts Learned')).toHaveText(shown.concepts!);
      await expect(
        page.getByRole('region', { name: 'Subject Progress' }).getByRole('progressbar', { name: 'Mathematics progress' }),
      ).toHaveAttribute('aria-valuenow', shown.maths!);
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await expect(figure(page, 'Avg. session')).toHaveText(shown.average!);
      await expect(figure(page, 'Concepts learned')).toHaveText(shown.concepts!);
      await expect(page.getByRole('row', { name: `Mathematics ${shown.maths}% Not yet` })).toHaveCount(1);
      await page.goto('/dashboard');

      // An account from the guest keeps everything.
      const learner = newLearner('visit');
      await keepSafe.getByRole('link', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await page.getByLabel('Username', { exact: true }).fill(learner.username);
      await page.getByLabel('Email', { exact: true }).fill(learner.email);
      await page.getByLabel('Password', { exact: true }).fill(learner.password);
      await page.getByLabel('Confirm Password').fill(learner.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL('**/dashboard');
      await expect(stat(page, 'Total Sessions')).toHaveText('1');
      await expect(page.getByRole('region', { name: 'Keep your learning safe' })).toHaveCount(0);
      await openAids(page);
      await expect(firstSteps.getByRole('heading', { name: 'Setup Complete!' })).toBeVisible();

      // Signing out (no guest warning now) and in again on another device.
      await signOut(page, phone);
      await expect(page).toHaveURL(/\/$/);
      expect(visited.filter((path) => !BUILT.some((r) => r.test(path)))).toEqual([]);

      const other = await browser.newContext({ viewport: { width, height: phone ? 844 : 800 } });
      try {
        const second = await other.newPage();
        await second.goto('/login');
        await second.getByLabel('Username or Email').fill(learner.username);
        await second.getByLabel('Password').fill(learner.password);
        await second.getByRole('button', { name: 'Sign in' }).click();
        await second.waitForURL('**/dashboard');
        await expect(stat(second, 'Total Sessions')).toHaveText('1');
        await expect(second.getByRole('region', { name: 'Your Subjects' })).toContainText('Mathematics');
        await expect(second.getByRole('link', { name: 'Retake assessment' })).toBeVisible();
        await openAids(second);
        await expect(
          second.getByRole('region', { name: 'Your first steps' }).getByRole('heading', { name: 'Setup Complete!' }),
        ).toBeVisible();
        await second.goto('/chat');
        await expect(chat(second).userMessages).toHaveCount(2);
        await expect(second.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
      } finally {
        await other.close();
      }
    });
  });
}
