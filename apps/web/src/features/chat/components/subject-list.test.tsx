import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Subject } from '@brightpath/shared/subjects';
import { renderWithProviders } from '@/test/render';
import { SubjectList } from './subject-list';

const subjects: Subject[] = [
  { id: 1, name: 'Mathematics', description: 'Numbers and shapes', category: 'Academic', icon: 'calculator', minAge: 5, maxAge: 99 },
  { id: 2, name: 'Science', description: 'How the world works', category: 'Academic', icon: 'flask', minAge: 5, maxAge: 99 },
];

type State = 'loading' | 'error' | 'ready';

function renderList(state: State, list: Subject[] = subjects) {
  const onRetry = vi.fn<() => void>();
  const view = renderWithProviders(
    <SubjectList state={state} subjects={list} source="chosen" notFound={false} onRetry={onRetry} hrefFor={(s) => `/chat/${s.id}`} />,
    { path: '/chat', pages: { '/chat/:id': <h1>Chat page</h1> } },
  );
  return { ...view, onRetry };
}

describe('SubjectList', () => {
  it('shows a loading state', () => {
    renderList('loading');
    expect(screen.getByText('Loading your subjects...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mathematics' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const { user, onRetry } = renderList('error');
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the subjects.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state that leads to subject selection', () => {
    renderList('ready', []);
    expect(screen.getByText('No subjects available yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your subjects' })).toHaveAttribute('href', '/subject-selection');
  });

  it('lists the subjects, each leading to its chat', async () => {
    const { user } = renderList('ready');
    expect(screen.getByRole('heading', { name: 'Your subjects' })).toBeInTheDocument();
    const mathematics = screen.getByRole('link', { name: 'Mathematics' });
    expect(mathematics).toHaveAccessibleDescription('Numbers and shapes');
    await user.click(mathematics);
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/chat/1');
  });
});
