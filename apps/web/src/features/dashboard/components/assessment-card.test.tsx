import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MINUTES } from '@brightpath/shared/assessment';
import { renderWithProviders } from '@/test/render';
import { AssessmentCard } from './assessment-card';

describe('AssessmentCard', () => {
  it('gives the same estimate as the assessment itself (a name and 8 one-tap questions: about 2 minutes)', () => {
    renderWithProviders(<AssessmentCard />);
    expect(ASSESSMENT_MINUTES).toBe(2);
    expect(screen.getByText(/A short, friendly assessment/)).toHaveTextContent('(about 2 minutes)');
  });
});
