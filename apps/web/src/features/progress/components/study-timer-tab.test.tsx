import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAK_MINUTES, TIMER_TARGET_MINUTES } from '@brightpath/shared/study-timer';
import { dismiss } from '@/components/ui/use-toast';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { activeLearner } from '../testing/progress-fixture';
import { ProgressPage } from './progress-page';

const T0 = new Date('2026-03-02T10:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(() => {
  // Only the clock and the interval are fake: the time jumps when the test says so, while promises, React and
  // Testing Library keep their real timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
  document.title = 'Brightpath';
});
afterEach(() => {
  act(() => dismiss());
  vi.useRealTimers();
});

/** Lets the clock run: the interval fires every second, as in the browser. */
const run = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function setup({ failSaves = false } = {}) {
  const saves: FetchCall[] = [];
  const { calls } = stubFetch((call) => {
    if (call.url.startsWith('/api/progress')) return json(activeLearner());
    if (call.url === '/api/study-sessions') {
      saves.push(call);
      return failSaves
        ? json({ message: 'Service Unavailable' }, 503)
        : json({ id: saves.length, completedAt: new Date().toISOString(), ...(call.body as object) }, 201);
    }
    return json({ message: 'Not Found' }, 404);
  });
  const view = renderWithProviders(<ProgressPage userId={7} tab="timer" onTabChange={() => {}} iconFor={() => undefined} />);
  const button = (name: string) => screen.getByRole('button', { name });
  const clock = () => screen.getByRole('timer');
  // A click dispatched at once, with no pointer delays: the fake clock must not move while clicking.
  const click = (name: string) => act(() => button(name).click());
  return { ...view, saves, calls, button, clock, click };
}

/** Gives pending requests (a save, a refetch) the moment they need, on the real timers. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('Study timer', () => {
  it('starts, pauses, resumes and stops; a stop after more than 60 s saves the whole minutes as a timed session', async () => {
    const t = setup();
    expect(await screen.findByRole('timer')).toHaveTextContent(`${TIMER_TARGET_MINUTES}:00`);
    expect(screen.getByText('Ready')).toBeInTheDocument();

    t.click('Start');
    expect(screen.getByText('Running')).toBeInTheDocument();
    run(61 * SECOND);
    expect(t.clock()).toHaveTextContent('23:59');
    expect(document.title).toBe('23:59 Focus - Brightpath');

    t.click('Pause');
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(document.title).toBe('Brightpath');
    // Paused time does not count.
    run(10 * MINUTE);
    expect(t.clock()).toHaveTextContent('23:59');

    t.click('Resume');
    run(60 * SECOND);
    expect(t.clock()).toHaveTextContent('22:59');

    t.click('Stop');
    await settle();
    // 121 s ran: 2 whole minutes.
    expect(t.saves.map((s) => s.body)).toEqual([{ minutes: 2, type: 'timed_session', targetReached: false }]);
    expect(t.saves[0]?.method).toBe('POST');
    expect(t.clock()).toHaveTextContent(`${TIMER_TARGET_MINUTES}:00`);
    expect(t.button('Start')).toBeInTheDocument();
    expect(await screen.findByText('2 minutes added to your study time.')).toBeInTheDocument();
    // The saved session shows: the progress is read again.
    expect(t.calls.filter((c) => c.url.startsWith('/api/progress'))).toHaveLength(2);
  });

  it('saves nothing when exactly 60 s ran, and says so', async () => {
    const t = setup();
    await screen.findByRole('timer');
    t.click('Start');
    run(60 * SECOND);
    t.click('Stop');
    await settle();
    expect(t.saves).toEqual([]);
    expect(screen.getByRole('region', { name: /Notification/ })).toHaveTextContent('Session not saved');
  });

  it('at the target saves a pomodoro and starts the break, then returns to focus', async () => {
    const t = setup();
    await screen.findByRole('timer');
    t.click('Start');
    run(TIMER_TARGET_MINUTES * MINUTE - SECOND);
    expect(t.clock()).toHaveTextContent('00:01');
    expect(t.saves).toEqual([]);

    run(SECOND);
    await settle();
    expect(t.saves.map((s) => s.body)).toEqual([{ minutes: TIMER_TARGET_MINUTES, type: 'pomodoro_session', targetReached: true }]);
    expect(screen.getByText('Break', { selector: 'span' })).toBeInTheDocument();
    expect(t.clock()).toHaveTextContent(`0${BREAK_MINUTES}:00`);
    expect(screen.getByRole('region', { name: /Notification/ })).toHaveTextContent('Focus session complete!');

    run(BREAK_MINUTES * MINUTE);
    expect(t.clock()).toHaveTextContent(`${TIMER_TARGET_MINUTES}:00`);
    expect(screen.getByText('Focus session')).toBeInTheDocument();
    expect(t.button('Start')).toBeInTheDocument();
    // A break is not study time: still the one record.
    expect(t.saves).toHaveLength(1);
  });

  it('takes another target while idle, and the pomodoro is that long', async () => {
    const t = setup();
    await screen.findByRole('timer');
    const field = screen.getByRole('spinbutton', { name: 'Focus length (minutes)' });
    // A change event with the new value, as typing makes (typing would wait on timers).
    fireEvent.change(field, { target: { value: '200' } });
    expect(screen.getByText('Choose a whole number of minutes from 1 to 180.')).toBeInTheDocument();
    expect(t.clock()).toHaveTextContent('25:00');
    fireEvent.change(field, { target: { value: '2' } });
    expect(t.clock()).toHaveTextContent('02:00');

    t.click('Start');
    expect(field).toBeDisabled();
    run(2 * MINUTE);
    await settle();
    expect(t.saves.map((s) => s.body)).toEqual([{ minutes: 2, type: 'pomodoro_session', targetReached: true }]);
  });

  it('keeps a running timer over a reload, counted from its timestamps', async () => {
    const first = setup();
    await screen.findByRole('timer');
    first.click('Start');
    run(30 * SECOND);
    first.unmount();

    // Away for two minutes with no page at all.
    vi.setSystemTime(T0.getTime() + 150 * SECOND);
    const second = setup();
    expect(await screen.findByRole('timer')).toHaveTextContent('22:30');
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(second.button('Pause')).toBeInTheDocument();
  });

  it("does not restore another learner's timer", async () => {
    localStorage.setItem(
      'studyTimer',
      JSON.stringify({
        userId: 99,
        state: { mode: 'focus', status: 'running', startedAt: T0.getTime() - MINUTE, accumulatedMs: 0, targetMinutes: 25 },
      }),
    );
    const t = setup();
    expect(await screen.findByRole('timer')).toHaveTextContent('25:00');
    expect(t.button('Start')).toBeInTheDocument();
  });

  it('keeps a session whose save failed and saves it again on Try again', async () => {
    const t = setup({ failSaves: true });
    await screen.findByRole('timer');
    t.click('Start');
    run(5 * MINUTE + 30 * SECOND);
    t.click('Stop');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't save your 5 minutes of study.");
    act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    await settle();
    expect(t.saves.map((s) => s.body)).toEqual([
      { minutes: 5, type: 'timed_session', targetReached: false },
      { minutes: 5, type: 'timed_session', targetReached: false },
    ]);
  });

  it('lists study tips and the saved totals beside the timer', async () => {
    setup();
    const totals = await screen.findByRole('region', { name: 'Your Timed Study' });
    expect(within(totals).getByText('Timed sessions').nextElementSibling).toHaveTextContent('1');
    expect(within(totals).getByText('Total time').nextElementSibling).toHaveTextContent('0h 12m');
    expect(within(screen.getByRole('region', { name: 'Study Tips' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });
});
