import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@/test/render';
import { FAQS, HELP_CATEGORIES, PRO_TIP } from '../lib/faqs';
import { HELP_COPY, HelpCenterPage } from './help-center-page';

function renderHelp() {
  const { calls } = stubFetch(() => new Response(null, { status: 404 }));
  return { ...renderWithProviders(<HelpCenterPage />, { path: '/help', pages: { '/chat': <h1>Chat page</h1> } }), calls };
}

const question = (name: string) => screen.getByRole('button', { name });
const results = () => screen.getByRole('status', { name: 'Search results' });
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('HelpCenterPage', () => {
  it('lists the ten questions, closed, under the eight category headings, with the pro tip, and asks the server nothing', () => {
    const { calls } = renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      ...HELP_CATEGORIES,
      'Pro tip',
      'Still have a question?',
    ]);
    const buttons = FAQS.map((f) => question(f.question));
    for (const b of buttons) {
      expect(b).toHaveAttribute('aria-expanded', 'false');
      expect(answerOf(b)).not.toBeVisible();
    }
    expect(screen.getByRole('complementary', { name: 'Pro tip' })).toHaveTextContent(PRO_TIP);
    expect(calls).toEqual([]);
  });

  it('opens and closes a question by click and by keyboard, each on its own', async () => {
    const { user } = renderHelp();
    const plans = question('What do the plans include?');
    await user.click(plans);
    expect(plans).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(plans)).toBeVisible();
    expect(answerOf(plans)).toHaveTextContent('Every account starts on the Free plan');

    const voice = question('Can I talk to the tutor and hear its answers?');
    voice.focus();
    await user.keyboard('{Enter}');
    expect(voice).toHaveAttribute('aria-expanded', 'true');
    expect(plans).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(voice).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(voice)).not.toBeVisible();
    await user.click(plans);
    expect(answerOf(plans)).not.toBeVisible();
  });

  it('filters the questions as the learner types, and says how many match', async () => {
    const { user } = renderHelp();
    const search = screen.getByRole('searchbox', { name: HELP_COPY.searchLabel });
    await user.type(search, 'export');
    expect(results()).toHaveTextContent(HELP_COPY.matches(1, 10));
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([
      'Where is my data kept, and can I export or delete it?',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Personalization',
      'Pro tip',
      'Still have a question?',
    ]);

    await user.clear(search);
    expect(results()).toHaveTextContent('');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(10);
  });

  it('says when nothing matches, and offers Start Chat', async () => {
    const { user } = renderHelp();
    await user.type(screen.getByRole('searchbox', { name: HELP_COPY.searchLabel }), '  xylophone ');
    expect(results()).toHaveTextContent('No questions match “xylophone”.');
    expect(screen.queryAllByRole('button', { expanded: false })).toEqual([]);
    const links = screen.getAllByRole('link', { name: 'Start Chat' });
    expect(links).toHaveLength(2);
    await user.click(links[0]!);
    expect(screen.getByRole('heading', { name: 'Chat page' })).toBeInTheDocument();
  });

  it('keeps a question open while the search changes around it', async () => {
    const { user } = renderHelp();
    await user.click(question('How is my progress tracked?'));
    await user.type(screen.getByRole('searchbox', { name: HELP_COPY.searchLabel }), 'streak');
    expect(question('How is my progress tracked?')).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('region', { name: 'Progress Tracking' })).getByText(/learning streak/)).toBeVisible();
  });

  it('leads to the tutor with Start Chat', () => {
    renderHelp();
    expect(
      within(screen.getByRole('region', { name: 'Still have a question?' })).getByRole('link', { name: 'Start Chat' }),
    ).toHaveAttribute('href', '/chat');
  });
});
