import { expect, test, type Page } from '@playwright/test';
import { QUESTION_SETS } from '@brightpath/shared/question-sets';
import { expectAccessible, guestWithProfile, learnerProfile, toastWith } from './fixtures';

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const name = (page: Page) => page.getByLabel('What should we call you?');

for (const { age, group, firstName } of [
  { age: 10, group: 'child', firstName: 'Mia' },
  { age: 15, group: 'teen', firstName: 'Leo' },
  { age: 30, group: 'adult', firstName: 'Ana' },
] as const) {
  test(`a ${age}-year-old answers the ${group} questions and moves on to subject selection`, async ({ page, baseURL }) => {
    const user = await guestWithProfile(page.context().request, baseURL!, learnerProfile(age, firstName));
    const questions = QUESTION_SETS[group];
    await page.goto('/questionnaire');

    await expect(page.getByText(`Question 1 of ${questions.length}`)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Assessment progress' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: questions[0]!.text })).toBeVisible();
    await expect(name(page)).toHaveValue(firstName);
    await expect(page.getByRole('radio')).toHaveCount(questions[0]!.options.length);
    await expect(next(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voice input' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('radio', { name: questions[0]!.options[0]!.label }).click();
    await expect(next(page)).toBeEnabled();
    // The first page also needs a name.
    await name(page).fill('  ');
    await expect(next(page)).toBeDisabled();
    await name(page).fill(`${firstName} B.`);
    await next(page).click();

    for (let i = 1; i < questions.length; i++) {
      const q = questions[i]!;
      await expect(page.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: q.text })).toBeVisible();
      await expect(name(page)).toHaveCount(0);
      const last = i === questions.length - 1;
      const forward = last ? page.getByRole('button', { name: 'Complete Assessment' }) : next(page);
      await expect(forward).toBeDisabled();
      await page.getByRole('radio', { name: q.options[q.options.length - 1]!.label }).click();
      if (i === 1) {
        // Previous keeps the answers given.
        await page.getByRole('button', { name: 'Previous' }).click();
        await expect(page.getByRole('radio', { name: questions[0]!.options[0]!.label })).toBeChecked();
        await expect(name(page)).toHaveValue(`${firstName} B.`);
        await next(page).click();
        await expect(page.getByRole('radio', { name: q.options[q.options.length - 1]!.label })).toBeChecked();
      }
      await forward.click();
    }

    const done = toastWith(page, 'Assessment Complete');
    await expect(done).toBeVisible();
    await expect(done).toContainText('Your learning profile has been created successfully!');
    await expect(page).toHaveURL(/\/subject-selection$/);

    const saved = await (await page.context().request.get(`/api/assessments/${user.id}`)).json();
    expect(saved.summary).toMatchObject({ questionSet: group, totalResponses: questions.length });
    expect(saved.profile.username).toBe(`${firstName} B.`);
  });
}

test('a retake starts fresh and replaces the earlier answers', async ({ page, baseURL }) => {
  const user = await guestWithProfile(page.context().request, baseURL!, learnerProfile(30));
  const questions = QUESTION_SETS.adult;
  const answerAll = async (pick: number) => {
    await page.goto('/questionnaire');
    for (const [i, q] of questions.entries()) {
      await expect(page.getByRole('heading', { level: 1, name: q.text })).toBeVisible();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      await page.getByRole('radio', { name: q.options[pick]!.label }).click();
      await page.getByRole('button', { name: i === questions.length - 1 ? 'Complete Assessment' : 'Next' }).click();
    }
    await expect(page).toHaveURL(/\/subject-selection$/);
  };
  await answerAll(0);
  await answerAll(1);
  const saved = await (await page.context().request.get(`/api/assessments/${user.id}`)).json();
  expect(saved.responses).toHaveLength(questions.length);
  expect(saved.responses.map((r: { answer: string }) => r.answer)).toEqual(questions.map((q) => q.options[1]!.id));
});

test('a visitor without a session is offered to sign in or start fresh', async ({ page }) => {
  await page.goto('/questionnaire');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Start Fresh' })).toHaveAttribute('href', '/onboarding');
});

test.describe('speech', () => {
  test('read-aloud and voice input say so when the browser lacks them', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined });
      Object.defineProperty(window, 'SpeechRecognition', { value: undefined });
      Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined });
    });
    await guestWithProfile(page.context().request, baseURL!, learnerProfile(12));
    await page.goto('/questionnaire');
    await page.getByRole('button', { name: 'Read aloud' }).click();
    const noSpeech = toastWith(page, 'Speech not supported');
    await expect(noSpeech).toBeVisible();
    await expect(noSpeech).toContainText('Your browser does not support text-to-speech.');
    await page.getByRole('button', { name: 'Voice input' }).click();
    const noVoice = toastWith(page, 'Voice input not supported');
    await expect(noVoice).toBeVisible();
    await expect(noVoice).toContainText('Your browser does not support speech recognition.');
    await expect(page.getByRole('button', { name: 'Voice input' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('voice input picks the option that was said, and reports a refused microphone', async ({ page, baseURL }) => {
    // A stand-in for the browser's recognizer: it 'hears' whatever window.__say holds, or fails with window.__fail.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      class FakeRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        maxAlternatives = 1;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          w.__lang = this.lang;
          setTimeout(() => {
            if (w.__fail) this.onerror?.({ error: w.__fail });
            else if (w.__say) {
              const alt = Object.assign([{ transcript: w.__say as string }], { isFinal: true });
              this.onresult?.({ resultIndex: 0, results: [alt] });
            }
            this.onend?.();
          }, 50);
        }
        stop() {}
        abort() {}
      }
      w.SpeechRecognition = FakeRecognition;
      w.webkitSpeechRecognition = FakeRecognition;
    });
    await guestWithProfile(page.context().request, baseURL!, learnerProfile(8));
    await page.goto('/questionnaire');
    const q = QUESTION_SETS.child[0]!;
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__say = 'I like listening to someone explain'));
    await page.getByRole('button', { name: 'Voice input' }).click();
    await expect(page.getByRole('radio', { name: q.options[1]!.label })).toBeChecked();
    await expect(page.getByText(`Selected: ${q.options[1]!.label}`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__lang)).toBe('en-US');

    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__say = 'option three'));
    await page.getByRole('button', { name: 'Listen again' }).click();
    await expect(page.getByRole('radio', { name: q.options[2]!.label })).toBeChecked();

    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__fail = 'not-allowed'));
    await page.getByRole('button', { name: 'Listen again' }).click();
    const denied = toastWith(page, 'Microphone access denied');
    await expect(denied).toBeVisible();
    await expect(denied).toContainText('Please allow microphone access to use voice input.');
    await expectAccessible(page);
  });
});
