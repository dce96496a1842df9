import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LESSON_PHASES, type Lesson, type LessonPhase } from '@brightpath/shared/lesson';
import { dismiss } from '@/components/ui/use-toast';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { lessonFixture } from '../testing/lesson-fixture';
import { StructuredLesson } from './structured-lesson';

// The toast store lives at module level, like in the app: close everything between tests.
afterEach(() => act(() => dismiss()));

const subject = { id: 3, name: 'Mathematics' };
const CREATE = '/api/learning/create-session';
const latestUrl = (topic: string, level = 'beginner', skillId?: string) =>
  `/api/learning/sessions/latest?${new URLSearchParams({ topic, skillLevel: level, subjectId: '3', ...(skillId ? { skillId } : {}) }).toString()}`;

/** The right answers of the fixture's quiz, as the stand-in server grades them. */
const RIGHT: Record<string, { answer: (a: string) => boolean; expected: string }> = {
  q1: { answer: (a) => a === 'a', expected: 'One half' },
  q2: { answer: (a) => a === '3/4', expected: '3/4' },
  q3: { answer: (a) => a.replace(/\s/g, '') === '5x', expected: '5x' },
};
const HINT = 'Your answer is too small. Check your working and try once more.';
const NOT_DONE = {
  ask: 'Ask your tutor a question in the Chat tab first: anything in Fractions that is not clear yet.',
  talk: 'A good start! Say a bit more: explain Fractions in at least 12 words of your own.',
};

/**
 * A small stand-in for the learning routes: /latest answers `stored` (per URL), /open answers `open`, create-session
 * makes a lesson on the topic asked, steps complete in order (ask once `asked` says so; talk and teach with six words
 * or more), quiz answers get two tries. `override` answers a call first when it returns a response.
 */
function learningServer(
  stored: Record<string, Lesson | null> = {},
  override?: (call: FetchCall) => Response | undefined,
  { open = null, asked = () => true }: { open?: Lesson | null; asked?: () => boolean } = {},
) {
  let current: Lesson | null = null;
  let nextId = 100;
  const lessonOf = (id: number) =>
    current?.id === id ? current : (Object.values(stored).find((l) => l?.id === id) ?? (open?.id === id ? open : null));
  const server = stubFetch((call) => {
    const over = override?.(call);
    if (over) return over;
    if (call.url.startsWith('/api/learning/sessions/latest')) return json({ lesson: stored[call.url] ?? null });
    if (call.url === '/api/learning/sessions/open?subjectId=3') return json({ lesson: open });
    if (call.url === CREATE && call.method === 'POST') {
      const body = call.body as { topic: string; skillLevel: Lesson['difficulty'] };
      current = lessonFixture({ id: nextId++, topic: body.topic, difficulty: body.skillLevel });
      return json(current, 201);
    }
    const step = call.url.match(/^\/api\/learning\/sessions\/(\d+)\/steps$/);
    if (step) {
      const lesson = lessonOf(Number(step[1]));
      if (!lesson) return json({ message: 'Lesson not found' }, 404);
      const { step: phase, text } = call.body as { step: LessonPhase; text?: string };
      if (phase === 'ask' && !asked()) return json({ message: NOT_DONE.ask, code: 'STEP_NOT_DONE' }, 409);
      if ((phase === 'talk' || phase === 'teach') && (text ?? '').split(/\s+/).length < 6)
        return json({ message: NOT_DONE.talk, code: 'STEP_NOT_DONE' }, 409);
      const done = [...lesson.completedSteps, phase];
      const work =
        phase === 'ask' || phase === 'talk' || phase === 'teach'
          ? { [phase]: { text: text ?? 'What is a fraction?', feedback: 'Well done!' } }
          : {};
      current = {
        ...lesson,
        completedSteps: LESSON_PHASES.filter((p) => done.includes(p)),
        completedAt: done.length === 5 ? '2026-01-02T10:00:00.000Z' : null,
        work: { ...lesson.work, ...work },
      };
      return json(current);
    }
    if (call.url === '/api/quiz/attempts') {
      const { lessonId, questionId, answer } = call.body as { lessonId: number; questionId: string; answer: string };
      const lesson = lessonOf(lessonId)!;
      const before = lesson.quizAnswers[questionId];
      const correct = RIGHT[questionId]!.answer(answer);
      const tries = (before?.tries ?? 0) + 1;
      const settled = correct || tries >= 2;
      const state = {
        answer,
        correct,
        tries,
        firstTryCorrect: before ? before.firstTryCorrect : correct,
        settled,
        hint: settled ? null : HINT,
        expected: settled ? RIGHT[questionId]!.expected : null,
      };
      const updated = { ...lesson, quizAnswers: { ...lesson.quizAnswers, [questionId]: state } };
      if (current?.id === lessonId) current = updated;
      else for (const [k, l] of Object.entries(stored)) if (l?.id === lessonId) stored[k] = updated;
      return json(state, 201);
    }
    if (call.url === '/api/quiz/analytics') {
      return json({ attempts: 3, correct: 2, accuracy: 67, averageTimeMs: 4000, lessonsStarted: 1, lessonsCompleted: 1 });
    }
    return json({ message: 'Not found' }, 404);
  });
  return server;
}

const notification = () => within(screen.getByRole('region', { name: /notification/i }));
const phase = (name: string) => screen.getByRole('region', { name: new RegExp(`^\\d\\. ${name}`) });

function renderLesson(props: Partial<Parameters<typeof StructuredLesson>[0]> = {}) {
  const onAsk = vi.fn();
  const result = renderWithProviders(<StructuredLesson subject={subject} age={14} onAsk={onAsk} {...props} />);
  return { ...result, onAsk };
}

describe('StructuredLesson', () => {
  it('shows a loading state while it looks for the lesson to resume', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderLesson();
    const loading = await screen.findByText('Loading your lesson...');
    expect(loading.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });

  it('resumes the latest lesson on the same topic and level: no new lesson, no toast', async () => {
    const stored = lessonFixture({ id: 42, topic: 'Mathematics' }, ['listen']);
    const { calls } = learningServer({ [latestUrl('Mathematics')]: stored });
    renderLesson();

    expect(await screen.findByText('1/5 steps completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Lesson progress' })).toHaveAttribute('aria-valuetext', '1/5 steps completed');
    expect(calls.some((c) => c.url === CREATE)).toBe(false);
    expect(notification().queryByText('Learning Session Created')).not.toBeInTheDocument();
    // Listen is done, ask is where the learner is, the rest wait.
    expect(within(phase('Listen')).getByText('Completed')).toBeInTheDocument();
    expect(within(phase('Ask')).getByRole('button', { name: 'Complete Ask' })).toBeInTheDocument();
    expect(within(phase('Talk')).getByText('Complete the ask phase to unlock it.')).toBeInTheDocument();
    expect(within(phase('Talk')).queryByRole('button', { name: /Complete/ })).not.toBeInTheDocument();
  });

  it('creates a lesson when there is none to resume: the request, the toast, the overview and the five phases', async () => {
    const { calls } = learningServer();
    renderLesson({ skill: 'Fractions', level: 'intermediate' });

    expect(await notification().findByText('Learning Session Created')).toBeInTheDocument();
    const create = calls.filter((c) => c.url === CREATE);
    expect(create).toHaveLength(1);
    expect(create[0].body).toEqual({
      topic: 'Fractions',
      skillLevel: 'intermediate',
      learningObjectives: ['Understand Fractions', 'Apply Fractions', 'Analyze Fractions'],
      userAge: 14,
      subjectId: 3,
    });
    expect(calls[0].url).toBe(latestUrl('Fractions', 'intermediate'));

    expect(await screen.findByText('0/5 steps completed')).toBeInTheDocument();
    const stats = within(screen.getByRole('heading', { name: 'Fractions', level: 2 }).closest('section')!);
    expect(stats.getByText('Difficulty').nextSibling).toHaveTextContent('Intermediate');
    expect(stats.getByText('Duration').nextSibling).toHaveTextContent('17 min');
    expect(stats.getByText('Resources').nextSibling).toHaveTextContent('6');
    expect(stats.getByText('Completed', { selector: 'dt' }).nextSibling).toHaveTextContent('0/5');
    const phases = within(screen.getByRole('list', { name: 'Lesson phases' })).getAllByRole('heading', { level: 3 });
    expect(phases.map((h) => h.textContent)).toEqual(['1. Listen', '2. Ask', '3. Talk', '4. Teach', '5. Quiz']);
    // The current phase shows its description, resources (links into the chat) and prompts.
    const listen = phase('Listen');
    expect(within(listen).getByText('Read or listen to the key ideas and a worked example.')).toBeInTheDocument();
    expect(within(listen).getByRole('link', { name: /Worked example: Fractions/ })).toHaveAttribute(
      'href',
      '/chat?skill=Fractions&subject=3',
    );
    expect(within(listen).getAllByText('Worked example')[0]).toBeInTheDocument();
    expect(within(listen).getAllByRole('list', { name: 'Concepts' })[0]).toHaveTextContent('numerator');
  });

  it('opens on a skill of the skill tree: its lesson topic, and its id sent with the lesson so the quiz counts toward it', async () => {
    const { calls } = learningServer();
    renderLesson({ skill: 'counting', skillId: 'math-counting' });
    expect(await screen.findByText('0/5 steps completed')).toBeInTheDocument();
    const create = calls.filter((c) => c.url === CREATE);
    expect(create).toHaveLength(1);
    expect(create[0].body).toMatchObject({ topic: 'counting', skillId: 'math-counting', subjectId: 3 });
  });

  it('Review Skill (?review=1) makes a new lesson on the skill when the last one is finished; without it the finished one is resumed', async () => {
    const finished = { ...lessonFixture({ id: 42, topic: 'counting' }, [...LESSON_PHASES]), completedAt: '2026-11-01T10:00:00.000Z' };
    const resumed = learningServer({ [latestUrl('counting', 'beginner', 'math-counting')]: finished });
    const first = renderLesson({ skill: 'counting', skillId: 'math-counting' });
    expect(await screen.findByText('5/5 steps completed')).toBeInTheDocument();
    expect(resumed.calls.some((c) => c.url === CREATE)).toBe(false);
    first.unmount();

    const reviewed = learningServer({ [latestUrl('counting', 'beginner', 'math-counting')]: finished });
    const onAsk = vi.fn();
    renderWithProviders(<StructuredLesson subject={subject} age={14} onAsk={onAsk} skill="counting" skillId="math-counting" />, {
      path: '/chat',
      entry: '/chat?mode=structured&review=1',
    });
    expect(await screen.findByText('0/5 steps completed')).toBeInTheDocument();
    const create = reviewed.calls.filter((c) => c.url === CREATE);
    expect(create).toHaveLength(1);
    expect(create[0].body).toMatchObject({ topic: 'counting', skillId: 'math-counting' });
    // The address forgets the request once the new lesson is there: a reload resumes it and makes no other.
    await waitFor(() => expect(screen.getByLabelText('Current query')).toHaveTextContent(/^\?mode=structured$/));
  });

  it('a skill still locked (409 SKILL_LOCKED): the Skill Locked toast and notice, and the way back to the skill tree', async () => {
    learningServer({}, (call) =>
      call.url === CREATE
        ? json({ code: 'SKILL_LOCKED', message: 'Skill Locked: Complete the prerequisite skills first to unlock this skill.' }, 409)
        : undefined,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLesson({ skill: 'place value', skillId: 'math-place-value' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Skill LockedComplete the prerequisite skills first to unlock this skill.');
    expect(within(alert).getByRole('link', { name: 'Back to the Skill Tree' })).toHaveAttribute('href', '/skill-tree');
    expect(notification().getByText('Skill Locked')).toBeInTheDocument();
    expect(screen.queryByText('Failed to create learning session. Please try again.')).not.toBeInTheDocument();
  });

  it('shows the failure panel and the Error toast when the lesson cannot be created, and Try again creates it', async () => {
    let failing = true;
    const { calls } = learningServer({}, (call) =>
      call.url === CREATE && failing ? json({ message: 'Internal Server Error' }, 500) : undefined,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderLesson();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create learning session. Please try again.');
    expect(notification().getByText('Error')).toBeInTheDocument();
    expect(notification().getByText('Failed to create learning session')).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0/5 steps completed')).toBeInTheDocument();
    expect(notification().getByText('Learning Session Created')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === CREATE)).toHaveLength(2);
  });

  it("shows the server's supportive reply for a topic it declined, with no failure text, and lets the learner choose another", async () => {
    const support = 'It sounds like things are hard right now. Please talk to an adult you trust.';
    learningServer({}, (call) => {
      if (call.url !== CREATE) return undefined;
      const { topic } = call.body as { topic: string };
      return topic === 'Fractions' ? undefined : json({ message: support, code: 'TOPIC_SUPPORT' }, 400);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderLesson({ skill: 'something worrying' });

    expect(await screen.findByText(support)).toBeInTheDocument();
    expect(screen.queryByText('Failed to create learning session. Please try again.')).not.toBeInTheDocument();
    expect(notification().queryByText('Error')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose another topic' }));
    const topic = screen.getByRole('textbox', { name: 'Topic' });
    expect(topic).toHaveFocus();
    await user.clear(topic);
    await user.type(topic, 'Fractions{Enter}');
    expect(await screen.findByRole('heading', { name: 'Fractions', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText(support)).not.toBeInTheDocument();
  });

  it('completes the phases in order with the Step Completed toast, and a new skill level creates a new lesson', async () => {
    const { calls } = learningServer();
    const { user, onAsk } = renderLesson();
    await screen.findByText('0/5 steps completed');

    await user.click(within(phase('Listen')).getByRole('button', { name: 'Complete Listen' }));
    expect(await notification().findByText('Great job completing the listen phase!')).toBeInTheDocument();
    expect(notification().getByText('Step Completed')).toBeInTheDocument();
    expect(await screen.findByText('1/5 steps completed')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/steps')).map((c) => c.body)).toEqual([{ step: 'listen' }]);
    // Focus moves on to the phase now open.
    expect(screen.getByRole('heading', { name: '2. Ask' })).toHaveFocus();

    // Listen's questions are offered in the ask phase: one click takes them to the Chat tab.
    const fromListen = within(phase('Ask')).getByRole('list', { name: 'Your questions from the listen phase' });
    await user.click(within(fromListen).getByRole('button', { name: /What is the main idea of Fractions\?/ }));
    expect(onAsk).toHaveBeenCalledWith('What is the main idea of Fractions?');

    await user.click(within(phase('Ask')).getByRole('button', { name: 'Complete Ask' }));
    expect(await notification().findByText('Great job completing the ask phase!')).toBeInTheDocument();
    expect(await screen.findByText('2/5 steps completed')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Skill level' }), 'advanced');
    await waitFor(() => expect(calls.filter((c) => c.url === CREATE)).toHaveLength(2));
    expect(calls.filter((c) => c.url === CREATE)[1].body).toMatchObject({ topic: 'Mathematics', skillLevel: 'advanced' });
    expect(await screen.findByText('0/5 steps completed')).toBeInTheDocument();
  });

  it('grades each quiz answer at once: a wrong first answer gets a hint and a second try, then the answer; the score counts first tries', async () => {
    const stored = lessonFixture({ id: 42, topic: 'Mathematics' }, ['listen', 'ask', 'talk', 'teach']);
    const { calls } = learningServer({ [latestUrl('Mathematics')]: stored });
    const { user } = renderLesson();
    const quiz = await screen.findByRole('list', { name: 'Quiz questions' });
    const complete = within(phase('Quiz')).getByRole('button', { name: 'Complete Quiz' });
    expect(complete).toHaveAttribute('aria-disabled', 'true');
    expect(complete).toHaveAccessibleDescription('Answer every question to finish the quiz.');

    // A blank answer is not sent.
    const [first, second, third] = within(quiz).getAllByRole('listitem');
    await user.click(within(second).getByRole('button', { name: 'Check answer' }));
    expect(within(second).getByRole('alert')).toHaveTextContent('Answer is required');

    await user.click(within(first).getByRole('radio', { name: 'One half' }));
    await user.click(within(first).getByRole('button', { name: 'Check answer' }));
    expect(await within(first).findByText('Correct!')).toBeInTheDocument();
    expect(within(first).getByRole('radio', { name: 'One half' })).toBeDisabled();

    // Wrong: a hint, not the answer, and a second try (the same answer again is not sent).
    const answer = within(second).getByRole('textbox', { name: 'Your answer' });
    await user.type(answer, '2/6');
    await user.click(within(second).getByRole('button', { name: 'Check answer' }));
    expect(await within(second).findByText(`Not quite. ${HINT}`)).toBeInTheDocument();
    expect(within(second).queryByText(/The answer is/)).not.toBeInTheDocument();
    expect(answer).not.toHaveAttribute('readonly');
    await user.click(within(second).getByRole('button', { name: 'Check again' }));
    expect(within(second).getByRole('alert')).toHaveTextContent('Try a different answer this time.');
    // Wrong again: now the answer.
    await user.clear(answer);
    await user.type(answer, '1/2');
    await user.click(within(second).getByRole('button', { name: 'Check again' }));
    expect(await within(second).findByText('Not quite. The answer is 3/4.')).toBeInTheDocument();
    expect(answer).toHaveAttribute('readonly');
    expect(within(second).queryByRole('button', { name: /Check/ })).not.toBeInTheDocument();
    expect(screen.getByText('Score: 1/3 correct')).toBeInTheDocument();

    await user.type(within(third).getByRole('textbox', { name: 'Your answer' }), '5x{Enter}');
    expect(await within(third).findByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('Score: 2/3 correct')).toBeInTheDocument();

    const attempts = calls.filter((c) => c.url === '/api/quiz/attempts').map((c) => c.body as Record<string, unknown>);
    expect(attempts.map(({ lessonId, questionId, answer }) => ({ lessonId, questionId, answer }))).toEqual([
      { lessonId: 42, questionId: 'q1', answer: 'a' },
      { lessonId: 42, questionId: 'q2', answer: '2/6' },
      { lessonId: 42, questionId: 'q2', answer: '1/2' },
      { lessonId: 42, questionId: 'q3', answer: '5x' },
    ]);
    for (const a of attempts) expect(a.timeTakenMs).toEqual(expect.any(Number));

    await user.click(complete);
    expect(await notification().findByText('Great job completing the quiz phase!')).toBeInTheDocument();
    expect(await screen.findByText('5/5 steps completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lesson complete' })).toHaveFocus();
    expect(screen.getByText('Quiz score: 2/3 correct')).toBeInTheDocument();
    expect(await screen.findByText(/67% of quiz answers right, 1 lesson completed/)).toBeInTheDocument();
    expect(screen.getByText('Completed', { selector: 'dt' }).nextSibling).toHaveTextContent('Done');

    // A finished lesson offers a new one on the same topic and level.
    await user.click(screen.getByRole('button', { name: 'Start a new lesson' }));
    expect(await notification().findByText('Learning Session Created')).toBeInTheDocument();
    expect(await screen.findByText('0/5 steps completed')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === CREATE)).toHaveLength(1);
  });

  it('counts an answer right on the second try as right, but not in the score, which counts first tries', async () => {
    const stored = lessonFixture({ id: 42, topic: 'Mathematics' }, ['listen', 'ask', 'talk', 'teach']);
    learningServer({ [latestUrl('Mathematics')]: stored });
    const { user } = renderLesson();
    const [, second] = within(await screen.findByRole('list', { name: 'Quiz questions' })).getAllByRole('listitem');
    const answer = within(second).getByRole('textbox', { name: 'Your answer' });
    await user.type(answer, '1/4{Enter}');
    expect(await within(second).findByText(`Not quite. ${HINT}`)).toBeInTheDocument();
    await user.clear(answer);
    await user.type(answer, '3/4{Enter}');
    expect(await within(second).findByText('Correct on the second try!')).toBeInTheDocument();
    expect(screen.getByText('Score: 0/3 correct')).toBeInTheDocument();
  });

  it('shows the answers given on return: settled ones as they ended, one waiting for its second try with its hint', async () => {
    const stored = lessonFixture(
      {
        id: 42,
        topic: 'Mathematics',
        quizAnswers: {
          q1: { answer: 'a', correct: true, tries: 1, firstTryCorrect: true, settled: true, hint: null, expected: 'One half' },
          q2: { answer: '2/6', correct: false, tries: 1, firstTryCorrect: false, settled: false, hint: HINT, expected: null },
        },
      },
      ['listen', 'ask', 'talk', 'teach'],
    );
    learningServer({ [latestUrl('Mathematics')]: stored });
    renderLesson();
    const [first, second, third] = within(await screen.findByRole('list', { name: 'Quiz questions' })).getAllByRole('listitem');
    expect(within(first).getByRole('radio', { name: 'One half' })).toBeChecked();
    expect(within(first).getByText('Correct!')).toBeInTheDocument();
    expect(within(second).getByRole('textbox', { name: 'Your answer' })).toHaveValue('2/6');
    expect(within(second).getByText(`Not quite. ${HINT}`)).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(within(third).getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    expect(screen.getByText('Score: 1/3 correct')).toBeInTheDocument();
  });

  it("Ask completes only when the server finds the learner's question: until then it says what is missing, in the phase, not as an error", async () => {
    let asked = false;
    const stored = lessonFixture({ id: 42, topic: 'Mathematics' }, ['listen']);
    const { calls } = learningServer({ [latestUrl('Mathematics')]: stored }, undefined, { asked: () => asked });
    const { user } = renderLesson();
    const ask = await screen.findByRole('region', { name: /^2\. Ask/ });
    expect(within(ask).getByText(/Ask your tutor at least one question in the Chat tab/)).toBeInTheDocument();

    const complete = within(ask).getByRole('button', { name: 'Complete Ask' });
    await user.click(complete);
    const notice = await within(ask).findByText(NOT_DONE.ask);
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(complete).toHaveAccessibleDescription(NOT_DONE.ask);
    expect(notification().queryByText('Error')).not.toBeInTheDocument();
    expect(screen.getByText('1/5 steps completed')).toBeInTheDocument();

    asked = true;
    await user.click(complete);
    expect(await notification().findByText('Great job completing the ask phase!')).toBeInTheDocument();
    expect(await screen.findByText('2/5 steps completed')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/steps')).map((c) => c.body)).toEqual([{ step: 'ask' }, { step: 'ask' }]);
  });

  it("Talk and Teach take the learner's own words: an empty box is caught, the server's word on too little is shown, and what they wrote is kept", async () => {
    const stored = lessonFixture({ id: 42, topic: 'Mathematics' }, ['listen', 'ask']);
    const { calls } = learningServer({ [latestUrl('Mathematics')]: stored });
    const { user } = renderLesson();
    const talk = await screen.findByRole('region', { name: /^3\. Talk/ });
    const box = within(talk).getByRole('textbox', { name: 'Explain it in your own words' });
    expect(within(talk).queryByRole('button', { name: 'Complete Talk' })).toHaveAttribute('type', 'submit');

    await user.click(within(talk).getByRole('button', { name: 'Complete Talk' }));
    expect(within(talk).getByRole('alert')).toHaveTextContent('Write the idea in your own words first.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.url.endsWith('/steps'))).toBe(false);

    await user.type(box, 'Fractions are parts.');
    await user.click(within(talk).getByRole('button', { name: 'Complete Talk' }));
    expect(await within(talk).findByText(NOT_DONE.talk)).toBeInTheDocument();
    expect(box).toHaveValue('Fractions are parts.');
    expect(screen.getByText('2/5 steps completed')).toBeInTheDocument();

    const words = 'A fraction has a numerator on top and a denominator below, like slices of my pizza.';
    await user.clear(box);
    await user.type(box, words);
    await user.click(within(talk).getByRole('button', { name: 'Complete Talk' }));
    expect(await notification().findByText('Great job completing the talk phase!')).toBeInTheDocument();
    expect(await screen.findByText('3/5 steps completed')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/steps')).map((c) => c.body)).toEqual([
      { step: 'talk', text: 'Fractions are parts.' },
      { step: 'talk', text: words },
    ]);
    expect(screen.getByRole('heading', { name: '4. Teach' })).toHaveFocus();
    expect(within(phase('Teach')).getByRole('textbox', { name: 'Teach it back' })).toHaveValue('');

    // On review, the completed phase shows what the learner wrote and the tutor's word on it.
    await user.click(within(phase('Talk')).getByRole('button', { name: /^Review/ }));
    expect(within(phase('Talk')).getByText(words)).toBeInTheDocument();
    expect(within(phase('Talk')).getByText('Well done!')).toBeInTheDocument();
  });

  it('with nothing chosen, resumes the lesson the learner was last on in the subject, at its topic, level and phase', async () => {
    const open = lessonFixture({ id: 55, topic: 'Ratio and proportion', difficulty: 'advanced' }, ['listen', 'ask']);
    const { calls } = learningServer({ [latestUrl('Ratio and proportion', 'advanced')]: open }, undefined, { open });
    renderLesson();
    expect(await screen.findByRole('heading', { name: 'Ratio and proportion', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('2/5 steps completed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('Ratio and proportion');
    expect(screen.getByRole('combobox', { name: 'Skill level' })).toHaveValue('advanced');
    expect(within(phase('Talk')).getByText('In progress')).toBeInTheDocument();
    expect(calls.some((c) => c.url === CREATE)).toBe(false);
    expect(calls.some((c) => c.url === latestUrl('Mathematics'))).toBe(false);
  });

  it('asks for a topic before starting a lesson on a blank one', async () => {
    learningServer();
    const { user } = renderLesson();
    await screen.findByText('0/5 steps completed');
    await user.clear(screen.getByRole('textbox', { name: 'Topic' }));
    await user.click(screen.getByRole('button', { name: 'Start lesson' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Topic is required');
    expect(screen.getByRole('heading', { name: 'Mathematics', level: 2 })).toBeInTheDocument();
  });
});
