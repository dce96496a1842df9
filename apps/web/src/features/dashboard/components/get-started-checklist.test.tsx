import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GetStartedChecklist } from './get-started-checklist';

const none = { profile: false, subjects: false, chat: false, complete: false };

describe('GetStartedChecklist', () => {
  it('lists the three steps in order, each leading to where it is done', () => {
    renderWithProviders(<GetStartedChecklist checklist={none} />);
    const section = screen.getByRole('region', { name: 'Get Started' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps.map((s) => within(s).getByRole('link').getAttribute('href'))).toEqual(['/onboarding', '/subject-selection', '/chat']);
    expect(within(section).getByText('0 of 3 steps done')).toBeInTheDocument();
    expect(within(section).getByRole('progressbar', { name: 'Get Started progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText('Setup Complete!')).not.toBeInTheDocument();
  });

  it('marks the steps that are done, says so to screen readers, and keeps a way to the others', () => {
    renderWithProviders(<GetStartedChecklist checklist={{ profile: true, subjects: true, chat: false, complete: false }} />);
    const [profile, subjects, chat] = screen.getAllByRole('listitem');
    expect(profile).toHaveTextContent('Set up your profile: done');
    expect(within(profile!).queryByRole('link')).not.toBeInTheDocument();
    expect(subjects).toHaveTextContent('Choose your subjects: done');
    expect(chat).toHaveTextContent('Have your first chat: not done yet');
    expect(within(chat!).getByRole('link', { name: 'Start chatting' })).toHaveAttribute('href', '/chat');
    expect(screen.getByText('2 of 3 steps done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  });

  it("shows 'Setup Complete!' once every step is done", () => {
    renderWithProviders(<GetStartedChecklist checklist={{ profile: true, subjects: true, chat: true, complete: true }} />);
    expect(screen.getByRole('heading', { name: 'Setup Complete!' })).toBeInTheDocument();
    // Every step shown done, none with a link to do it again.
    const done = within(screen.getByRole('list', { name: 'Steps done' })).getAllByRole('listitem');
    expect(done.map((li) => li.textContent)).toEqual(['Set up your profile', 'Choose your subjects', 'Have your first chat']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('takes the heading level of where it sits', () => {
    renderWithProviders(<GetStartedChecklist checklist={none} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Get Started' })).toBeInTheDocument();
  });
});
