import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AGE_MAX, AGE_MIN } from '@brightpath/shared/age';
import type { Me } from '@brightpath/shared/auth';
import { PROFILE_MESSAGES } from '@brightpath/shared/profile';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { EMPTY_VALUES } from '../lib/profile-form';
import { OnboardingWizard } from './onboarding-wizard';

const me: Me = {
  id: 7,
  username: 'ada_l',
  email: 'ada@example.org',
  firstName: null,
  lastName: null,
  age: null,
  role: 'learner',
  plan: 'free',
  status: 'active',
  isGuest: false,
  onboardingComplete: false,
  createdAt: '2026-01-01T10:00:00Z',
};

function renderWizard() {
  const onAccount = vi.fn<(user: Me) => void>();
  const view = renderWithProviders(<OnboardingWizard me={me} initialValues={EMPTY_VALUES} hasProfile={false} onAccount={onAccount} />, {
    path: '/onboarding',
    pages: { '/dashboard': <h1>Dashboard</h1> },
  });
  const toasts = () => within(screen.getByRole('region', { name: /notification/i }));
  const next = () => view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return { ...view, onAccount, toasts, next };
}

describe('OnboardingWizard', () => {
  it('asks for the name and the age before leaving step 2', async () => {
    stubFetch(() => json({}));
    const { next, toasts } = renderWizard();

    await next();
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toHaveFocus();
    await next();

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(PROFILE_MESSAGES.firstNameRequired);
    expect(screen.getByLabelText('Age')).toHaveAccessibleDescription(expect.stringContaining(PROFILE_MESSAGES.ageRequired));
    expect(toasts().getByText('Missing Information')).toBeInTheDocument();
    expect(toasts().getByText('Please fill in your name and age to continue.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it("closes the 'Missing Information' toast once its cause is fixed, before the learner moves on", async () => {
    stubFetch(() => json({}));
    const { user, next, toasts } = renderWizard();
    await next();
    await next();
    expect(toasts().getByText('Missing Information')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(toasts().getByText('Missing Information')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Age'), '15');
    await vi.waitFor(() => expect(toasts().queryByText('Missing Information')).not.toBeInTheDocument());
    await next();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(toasts().queryByText('Missing Information')).not.toBeInTheDocument();
  });

  it('rejects an age out of range and a malformed email', async () => {
    stubFetch(() => json({}));
    const { user, next } = renderWizard();
    await next();

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Age'), '200');
    await user.type(screen.getByLabelText('Email (optional)'), 'ada@');
    await next();

    expect(screen.getByText(`Age must be between ${AGE_MIN} and ${AGE_MAX}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toHaveAccessibleDescription(PROFILE_MESSAGES.emailInvalid);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('asks for an education level and a learning style on step 3, and keeps answers when going back', async () => {
    stubFetch(() => json({}));
    const { user, next } = renderWizard();
    await next();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Age'), '14');
    await next();

    expect(screen.getByRole('heading', { level: 1, name: 'How do you like to learn?' })).toBeInTheDocument();
    await next();
    expect(screen.getByText(PROFILE_MESSAGES.educationRequired)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.styleRequired)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Education level'), 'High School');
    await user.click(screen.getByRole('radio', { name: 'Visual' }));
    expect(screen.queryByText(PROFILE_MESSAGES.educationRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(PROFILE_MESSAGES.styleRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Age')).toHaveValue(14);
  });

  it('asks for subjects and goals on the last step, then saves the profile and goes to the dashboard', async () => {
    const profile = { id: 7, firstName: 'Ada', lastName: '', age: 14, onboardingCompleted: true, skipped: false };
    const { calls } = stubFetch(({ url, method }) => {
      if (url === '/api/users' && method === 'POST') return json(profile, 201);
      if (url === '/api/users/7') return json(profile);
      return json({}, 404);
    });
    const { user, next, toasts, onAccount } = renderWizard();
    await next();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Age'), '14');
    await next();
    await user.selectOptions(screen.getByLabelText('Education level'), 'High School');
    await user.click(screen.getByRole('radio', { name: 'Visual' }));
    await next();

    await user.click(screen.getByRole('button', { name: /Complete Setup/ }));
    expect(screen.getByText(PROFILE_MESSAGES.subjectsRequired, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.goalsRequired)).toBeInTheDocument();
    expect(toasts().getByText('Missing Subjects')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mathematics' }));
    expect(screen.getByRole('button', { name: 'Mathematics' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Improve grades' }));
    await user.click(screen.getByRole('button', { name: /Complete Setup/ }));

    expect(await toasts().findByText('Welcome to Brightpath!')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/users', 'GET /api/users/7']);
    expect(calls[0]?.body).toMatchObject({
      firstName: 'Ada',
      age: 14,
      educationLevel: 'high-school',
      learningStyle: 'visual',
      subjects: ['Mathematics'],
      primaryGoals: ['Improve grades'],
    });
    expect(onAccount).toHaveBeenCalledWith(expect.objectContaining({ id: 7, onboardingComplete: true, firstName: 'Ada' }));
    expect(localStorage.getItem('onboardingComplete')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
