import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@brightpath/shared/auth';
import { USER_PROFILE_MESSAGES, type UserProfile } from '@brightpath/shared/user-profile';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { PROFILE_SAVE_FAILED, PROFILE_SAVED } from './personal-information-card';
import { ProfilePage } from './profile-page';

const RECORD: UserProfile = {
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  age: 15,
  ageBand: '13-17',
  learningStyle: 'visual',
  primaryGoals: ['Improve grades'],
  educationLevel: 'high-school',
  interests: ['Mathematics'],
  careerGoals: [],
  role: 'learner',
  plan: 'free',
  status: 'active',
  isGuest: false,
  onboardingComplete: true,
  memberSince: '2026-01-05T10:00:00.000Z',
  lastActiveAt: '2026-02-01T10:00:00.000Z',
  assessmentCompleted: false,
  updatedAt: '2026-01-05T10:00:00.000Z',
  statistics: { totalSessions: 0, studyMinutes: 0, conceptsMastered: 0, streak: 0, subjects: 0, userMessages: 0 },
};

let stored: UserProfile = RECORD;

/** GET answers the stored record; the PUT answers with `answer`, by default the record with what was sent (then stored). */
function serve(answer?: (call: FetchCall) => Response) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.url.startsWith('/api/user-profile')) return json(stored);
    if (call.method === 'PUT' && call.url.startsWith('/api/user-profile')) {
      if (answer) return answer(call);
      stored = { ...stored, ...(call.body as object) };
      return json(stored);
    }
    return json({ message: 'Not Found' }, 404);
  });
}

/** The profile page with `profile` saved, once its Personal Information card shows. */
async function renderCard(profile: UserProfile = RECORD) {
  stored = profile;
  const onSaved = vi.fn();
  const view = renderWithProviders(<ProfilePage onSaved={onSaved} />, { path: '/profile' });
  await screen.findByRole('region', { name: 'Personal Information' });
  return { ...view, onSaved };
}

const card = () => screen.getByRole('region', { name: 'Personal Information' });
/** A value of the view mode, read through its label. */
const fact = (label: string) => within(card()).getByText(label, { selector: 'dt' }).nextElementSibling;
const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT');
const toastWith = (text: string) => within(screen.getByRole('region', { name: /Notifications/ })).findByText(text);

describe('PersonalInformationCard', () => {
  it('shows the saved details, and says which are not set', async () => {
    serve();
    await renderCard({ ...RECORD, age: null, learningStyle: null, primaryGoals: [] });
    expect(fact('Name')).toHaveTextContent('Ada Lovelace');
    expect(fact('Email')).toHaveTextContent('ada@example.com');
    expect(fact('Age')).toHaveTextContent('Not set');
    expect(fact('Learning Style')).toHaveTextContent('Not set');
    expect(fact('Learning Goals')).toHaveTextContent('Not set');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('edits in a form that starts from the saved details, with an e-mail and a numeric age field', async () => {
    serve();
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit personal information' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ada Lovelace');
    expect(name).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('spinbutton', { name: 'Age' })).toHaveValue(15);
    expect(within(form).getByRole('combobox', { name: 'Learning Style' })).toHaveValue('visual');
    expect(within(form).getByRole('checkbox', { name: 'Improve grades' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Explore interests' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('Cancel puts back what was saved, sends nothing, and returns the keyboard to Edit', async () => {
    const { calls } = serve();
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Somebody Else');
    await user.clear(screen.getByRole('spinbutton', { name: 'Age' }));
    await user.click(screen.getByRole('checkbox', { name: 'Improve grades' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fact('Name')).toHaveTextContent('Ada Lovelace');
    expect(fact('Age')).toHaveTextContent('15');
    expect(fact('Learning Goals')).toHaveTextContent('Improve grades');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    // Editing again starts from the saved details, not from the cancelled edit.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(15);
    expect(puts(calls)).toEqual([]);
  });

  it('Save splits the name at its first space, sends an empty age as null, and shows what the server saved', async () => {
    const { calls } = serve();
    const { user, onSaved } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '  Grace   Brewster Hopper ');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.clear(screen.getByRole('spinbutton', { name: 'Age' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Learning Style' }), 'kinesthetic');
    await user.click(screen.getByRole('checkbox', { name: 'Learn career skills' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await toastWith(PROFILE_SAVED.title)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]!.body).toEqual({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      email: 'grace@example.com',
      age: null,
      learningStyle: 'kinesthetic',
      primaryGoals: ['Improve grades', 'Learn career skills'],
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fact('Name')).toHaveTextContent('Grace Brewster Hopper');
    expect(fact('Age')).toHaveTextContent('Not set');
    expect(fact('Learning Style')).toHaveTextContent('Kinesthetic');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Grace', lastName: 'Brewster Hopper' }));
  });

  it.each([
    ['Name', '   ', USER_PROFILE_MESSAGES.nameRequired],
    ['Email', 'ada@', USER_PROFILE_MESSAGES.emailInvalid],
    ['Email', '', USER_PROFILE_MESSAGES.emailRequired],
    ['Age', '3', USER_PROFILE_MESSAGES.ageRange],
    ['Age', '12.5', USER_PROFILE_MESSAGES.ageWhole],
  ])('checks %s %j before sending: "%s"', async (label, typed, message) => {
    const { calls } = serve();
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toEqual([]);
    // The message goes once the field changes.
    await user.type(field, '1');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('lets a guest, who has no sign-in e-mail, leave the e-mail empty', async () => {
    const { calls } = serve();
    const { user } = await renderCard({ ...RECORD, isGuest: true, username: null, email: 'old@example.com' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastWith(PROFILE_SAVED.title)).toBeInTheDocument();
    expect(puts(calls)[0]!.body).toMatchObject({ email: '' });
  });

  it("shows the server's 409 under the e-mail and stays in the form with what was typed", async () => {
    serve(() => json({ statusCode: 409, error: 'Conflict', code: 'EMAIL_TAKEN', message: AUTH_MESSAGES.emailTaken }, 409));
    const { user, onSaved } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(AUTH_MESSAGES.emailTaken)).toHaveAttribute('role', 'alert');
    expect(email).toHaveValue('taken@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts the server's field messages (400) under the name field", async () => {
    serve(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_ERROR',
          message: USER_PROFILE_MESSAGES.lastNameMax,
          issues: [{ path: 'lastName', message: USER_PROFILE_MESSAGES.lastNameMax }],
        },
        400,
      ),
    );
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_PROFILE_MESSAGES.lastNameMax)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the save fails for another reason, and keeps the edit', async () => {
    serve(() => json({ statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'Something went wrong' }, 500));
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, ' Byron');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastWith(PROFILE_SAVE_FAILED.description)).toBeInTheDocument();
    expect(name).toHaveValue('Ada Lovelace Byron');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
