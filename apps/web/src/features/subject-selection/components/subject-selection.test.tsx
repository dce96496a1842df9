import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subject, UserSubject } from '@brightpath/shared/subjects';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { gridFor, SubjectSelection } from './subject-selection';

const subject = (id: number, name: string, category = 'Academic'): Subject => ({
  id,
  name,
  description: `${name} for every level`,
  category,
  icon: 'book-open',
  minAge: 5,
  maxAge: 99,
});
const CATALOGUE = [
  subject(1, 'Mathematics'),
  subject(2, 'Science'),
  subject(4, 'History & Social Studies'),
  subject(7, 'Study Techniques', 'Life Skills'),
];

function serve(saved: UserSubject[]) {
  stubFetch(({ url }) => (url === '/api/user-subjects' ? json(saved) : json(CATALOGUE)));
}

describe('SubjectSelection', () => {
  it('starts from the interests given in onboarding when nothing is saved yet', async () => {
    serve([]);
    renderWithProviders(<SubjectSelection userId={7} interests={['Mathematics', 'History', 'Music']} />);
    expect(await screen.findByRole('button', { name: 'Continue to Dashboard (2 selected)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mathematics' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'History & Social Studies' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Science' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps what was saved, whatever the interests', async () => {
    serve([{ userId: 7, subjectId: 2, level: 'advanced', subject: CATALOGUE[1]! } as UserSubject]);
    renderWithProviders(<SubjectSelection userId={7} interests={['Mathematics']} />);
    expect(await screen.findByRole('button', { name: 'Continue to Dashboard (1 selected)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Science' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mathematics' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('gridFor', () => {
  it.each([
    [3, 'lg:grid-cols-3', true],
    [4, 'lg:grid-cols-2', false],
    [5, 'lg:grid-cols-3', true],
    [7, 'lg:grid-cols-4', true],
  ])('lays out %d cards with %s, no card alone on a row', (count, columns, oddSpans) => {
    const classes = gridFor(count);
    expect(classes).toContain(columns);
    expect(classes.includes('sm:[&>li:last-child]:col-span-2')).toBe(oddSpans);
  });
});
