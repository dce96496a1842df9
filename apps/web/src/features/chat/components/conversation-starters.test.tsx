import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS } from '@brightpath/shared/chat';
import { filterStarters, starterPool } from '../lib/starters';
import { ConversationStarters } from './conversation-starters';

function setup({ disabled = false, age = 16 }: { disabled?: boolean; age?: number | null } = {}) {
  const onPick = vi.fn<(text: string) => void>();
  const onSurprise = vi.fn<(text: string) => void>();
  const user = userEvent.setup();
  render(<ConversationStarters subjectName="Mathematics" age={age} onPick={onPick} onSurprise={onSurprise} disabled={disabled} />);
  const starterTexts = () =>
    within(screen.getByRole('list', { name: 'Conversation starters' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
  return { onPick, onSurprise, user, starterTexts };
}

describe('ConversationStarters', () => {
  it('greets with the subject and shows at most six starters under All', () => {
    const { starterTexts } = setup();
    expect(screen.getByRole('heading', { name: "Hi! I'm your Mathematics tutor." })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(starterTexts()).toHaveLength(CHAT_LIMITS.startersShown);
  });

  it('filters the starters by category', async () => {
    const { user, starterTexts } = setup();
    const all = starterTexts();
    const practice = filterStarters(starterPool(16, 'Mathematics'), 'practice').map((s) => s.text);

    await user.click(screen.getByRole('button', { name: 'Practice' }));

    expect(screen.getByRole('button', { name: 'Practice' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const shown = starterTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(CHAT_LIMITS.startersShown);
    for (const text of shown) expect(practice).toContain(text);
    expect(shown).not.toEqual(all);
  });

  it('sends a starter when it is picked', async () => {
    const { onPick, onSurprise, user, starterTexts } = setup();
    const first = starterTexts()[0] ?? '';
    await user.click(screen.getByRole('button', { name: first }));
    expect(onPick).toHaveBeenCalledWith(first);
    expect(onSurprise).not.toHaveBeenCalled();
  });

  it("puts a surprise from the current category into the box with 'Surprise me'", async () => {
    const { onPick, onSurprise, user } = setup();
    const help = filterStarters(starterPool(16, 'Mathematics'), 'help').map((s) => s.text);
    // The last starter of the category: one that may not be on screen, which is the point of the button.
    vi.spyOn(Math, 'random').mockReturnValue(0.9999);

    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));

    expect(onSurprise).toHaveBeenCalledWith(help[help.length - 1]);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('offers no starter while a reply is being written', () => {
    const { starterTexts } = setup({ disabled: true });
    for (const text of starterTexts()) expect(screen.getByRole('button', { name: text ?? '' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Surprise me' })).toBeDisabled();
  });
});
