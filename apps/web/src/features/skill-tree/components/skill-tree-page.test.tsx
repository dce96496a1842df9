import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import type { SkillStatus } from '@brightpath/shared/mastery';
import type { SkillProgress, SkillProgressList } from '@brightpath/shared/skill-progress';
import { dismiss } from '@/components/ui/use-toast';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { SkillTreePage, type SkillTreeView } from './skill-tree-page';

afterEach(() => act(() => dismiss()));

// jsdom has no layout: React Flow's pan and zoom read the transform through DOMMatrixReadOnly.
beforeAll(() => {
  if (!('DOMMatrixReadOnly' in globalThis))
    (globalThis as { DOMMatrixReadOnly?: unknown }).DOMMatrixReadOnly = class {
      m22 = 1;
      constructor(transform?: string) {
        const scale = transform?.match(/scale\(([\d.]+)\)/)?.[1];
        this.m22 = scale ? Number(scale) : 1;
      }
    };
});

const state = (skillId: string, status: SkillStatus, progress: number, over: Partial<SkillProgress> = {}): SkillProgress => ({
  skillId,
  status,
  progress,
  mastery: 0.1,
  answered: 0,
  correct: 0,
  reported: 0,
  reviewAt: null,
  due: false,
  ...over,
});

/** Mathematics as the server might answer for a learner part of the way in (skills not listed count as locked). */
const MATHS: SkillProgressList = {
  subject: 'Mathematics',
  skills: [
    state('math-counting', 'mastered', 100, { mastery: 0.99, answered: 3, correct: 3, reviewAt: '2026-12-01T10:00:00.000Z' }),
    state('math-shapes', 'available', 0),
    state('math-place-value', 'in_progress', 40, { answered: 1, correct: 1 }),
    state('math-addition-subtraction', 'completed', 100, { due: true, reviewAt: '2026-11-20T10:00:00.000Z' }),
    state('math-measurement-time', 'available', 0),
  ],
};

function ChatSpy() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

function setup(view: SkillTreeView = 'graph') {
  const { calls } = stubFetch(({ url }) => (url.startsWith('/api/skill-progress') ? json(MATHS) : json({}, 404)));
  const r = renderWithProviders(
    <SkillTreePage subject="Mathematics" onSubjectChange={() => undefined} view={view} onViewChange={() => undefined} />,
    {
      path: '/skill-tree',
      pages: { '/chat': <ChatSpy /> },
    },
  );
  return { ...r, calls };
}

describe('the skill tree page', () => {
  it('reads the subject’s states and draws each skill as a node named by its name, status and progress', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('button', { name: 'Counting, mastered, 100%' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2D and 3D Shapes, available, 0%' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Value, in progress, 40%' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Addition and Subtraction, completed, 100%' })).toBeInTheDocument();
    // A skill the answer does not list is locked.
    expect(screen.getByRole('button', { name: 'Fractions, locked, 0%' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/skill-progress?subject=Mathematics']);
    // The cards: done (of which mastered), in progress, available, points of done skills of the total.
    const cards = within(screen.getByRole('list', { name: 'Your progress' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Skills Completed2 / 381 mastered');
    expect(cards[1]).toHaveTextContent('In Progress1');
    expect(cards[2]).toHaveTextContent('Available2');
    expect(cards[3]).toHaveTextContent(/^Points Earned\d+ \/ \d+from completed skills$/);
    // The legend: each status with its word (and its icon and border, not colour alone).
    expect(
      within(screen.getByRole('region', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Locked', 'Available', 'In Progress', 'Completed', 'Mastered']);
  });

  it('opens a node from the keyboard: Enter on the focused node shows its details', async () => {
    const { user } = setup();
    const node = await screen.findByRole('button', { name: '2D and 3D Shapes, available, 0%' });
    node.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('complementary', { name: 'Skill details' });
    expect(within(panel).getByRole('heading', { name: '2D and 3D Shapes' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close skill details' }));
    expect(screen.queryByRole('complementary', { name: 'Skill details' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Place Value, in progress, 40%' }).focus();
    await user.keyboard(' ');
    expect(
      within(screen.getByRole('complementary', { name: 'Skill details' })).getByRole('heading', { name: 'Place Value' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['2D and 3D Shapes, available, 0%', 'Start Learning'],
    ['Place Value, in progress, 40%', 'Continue Learning'],
    ['Fractions, locked, 0%', 'Complete Prerequisites First'],
    ['Addition and Subtraction, completed, 100%', 'Review Skill'],
    ['Counting, mastered, 100%', 'Review Skill'],
  ])('gives %s the action %s', async (label, action) => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: label }));
    const panel = screen.getByRole('complementary', { name: 'Skill details' });
    const button = within(panel).getByRole('button', { name: action });
    if (action === 'Complete Prerequisites First') expect(button).toHaveAttribute('aria-disabled', 'true');
    else expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('shows the details: category, difficulty, time, points, prerequisites done or not, applications, review', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Place Value, in progress, 40%' }));
    const panel = screen.getByRole('complementary', { name: 'Skill details' });
    expect(panel).toHaveTextContent('Number');
    expect(panel).toHaveTextContent('DifficultyBeginner');
    expect(panel).toHaveTextContent('Estimated time40 minutes');
    expect(panel).toHaveTextContent('Points15');
    expect(within(panel).getByText('Counting')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Counting (done)');
    expect(within(panel).getByRole('progressbar', { name: 'Progress on Place Value' })).toHaveAttribute('aria-valuenow', '40');
    expect(panel).toHaveTextContent('1 of 1 graded answers right');
    expect(panel).toHaveTextContent('Reading prices and bank balances');
    expect(panel).toHaveTextContent('No review scheduled yet');
    fireEvent.click(screen.getByRole('button', { name: 'Addition and Subtraction, completed, 100%' }));
    expect(screen.getByRole('complementary', { name: 'Skill details' })).toHaveTextContent('Due for review now');
    fireEvent.click(screen.getByRole('button', { name: 'Rounding and Estimating, locked, 0%' }));
    expect(screen.getByRole('complementary', { name: 'Skill details' })).toHaveTextContent(
      'PrerequisitesPlace Value (not done yet)Addition and Subtraction (done)',
    );
  });

  it('refuses to start a locked skill with the Skill Locked toast, and stays', async () => {
    const { user } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Fractions, locked, 0%' }));
    await user.click(
      within(screen.getByRole('complementary', { name: 'Skill details' })).getByRole('button', { name: 'Complete Prerequisites First' }),
    );
    expect(await screen.findByText('Skill Locked')).toBeInTheDocument();
    expect(screen.getByText('Complete the prerequisite skills first to unlock this skill.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/skill-tree');
  });

  it('starts an available skill: the Starting Learning Session toast and the tutor on the skill in its catalogue subject', async () => {
    const { user } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '2D and 3D Shapes, available, 0%' }));
    await user.click(within(screen.getByRole('complementary', { name: 'Skill details' })).getByRole('button', { name: 'Start Learning' }));
    expect(await screen.findByText('At /chat?skill=math-shapes&subject=1')).toBeInTheDocument();
    expect(await screen.findByText('Starting Learning Session')).toBeInTheDocument();
  });

  it('reviews a completed skill in the structured lesson, whose quiz counts toward it', async () => {
    const { user } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Counting, mastered, 100%' }));
    await user.click(within(screen.getByRole('complementary', { name: 'Skill details' })).getByRole('button', { name: 'Review Skill' }));
    expect(await screen.findByText('At /chat?skill=math-counting&subject=1&mode=structured&review=1')).toBeInTheDocument();
  });

  it('lists the same skills by level, each with its action; a locked one’s action says why it cannot start', async () => {
    const { user } = setup('list');
    expect(await screen.findByRole('heading', { name: 'Level 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2D and 3D Shapes, available, 0%' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Learning: Place Value' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review Skill: Counting' })).toBeInTheDocument();
    const locked = screen.getByRole('button', { name: 'Complete Prerequisites First: Fractions' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    locked.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Skill Locked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Learning: 2D and 3D Shapes' }));
    await waitFor(() => expect(screen.getByText('At /chat?skill=math-shapes&subject=1')).toBeInTheDocument());
  });
});
