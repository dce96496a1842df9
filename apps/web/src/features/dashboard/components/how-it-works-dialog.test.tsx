import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HOW_IT_WORKS_SLIDES } from '../lib/how-it-works';
import { HowItWorksDialog } from './how-it-works-dialog';

async function openDialog() {
  const view = renderWithProviders(<HowItWorksDialog />);
  await view.user.click(screen.getByRole('button', { name: 'How it works' }));
  const dialog = await screen.findByRole('dialog', { name: 'How it works' });
  /** The slide on show, and the live region's announcement, in the dialog open now. */
  const slide = () => within(screen.getByRole('dialog')).getByRole('group', { name: /of 6$/ });
  const announced = () => within(screen.getByRole('dialog')).getByText(/^Slide \d of 6/);
  return { ...view, dialog, slide, announced };
}

describe('HowItWorksDialog', () => {
  it('has six slides of our own and announces the position politely', async () => {
    expect(HOW_IT_WORKS_SLIDES).toHaveLength(6);
    const { slide, announced } = await openDialog();
    expect(slide()).toHaveAccessibleName('1 of 6');
    expect(slide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slide()).getByRole('heading', { name: HOW_IT_WORKS_SLIDES[0]!.title })).toBeInTheDocument();
    expect(announced()).toHaveAttribute('aria-live', 'polite');
    expect(announced()).toHaveTextContent(`Slide 1 of 6: ${HOW_IT_WORKS_SLIDES[0]!.title}`);
  });

  it('moves with the arrow keys, Home and End, and with Next and Back', async () => {
    const { user, dialog, slide, announced } = await openDialog();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    const back = within(dialog).getByRole('button', { name: 'Back' });

    // Back does nothing on the first slide, and keeps the focus (so the arrows keep working).
    expect(back).toHaveAttribute('aria-disabled', 'true');
    await user.click(back);
    expect(slide()).toHaveAccessibleName('1 of 6');
    expect(back).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(slide()).toHaveAccessibleName('2 of 6');
    expect(announced()).toHaveTextContent(`Slide 2 of 6: ${HOW_IT_WORKS_SLIDES[1]!.title}`);
    await user.click(next);
    expect(slide()).toHaveAccessibleName('3 of 6');
    await user.keyboard('{ArrowLeft}');
    expect(slide()).toHaveAccessibleName('2 of 6');
    await user.click(back);
    expect(slide()).toHaveAccessibleName('1 of 6');
    await user.keyboard('{End}');
    expect(slide()).toHaveAccessibleName('6 of 6');
    expect(within(slide()).getByRole('heading', { name: HOW_IT_WORKS_SLIDES[5]!.title })).toBeInTheDocument();
    // Past the last slide the arrow stays there.
    await user.keyboard('{ArrowRight}');
    expect(slide()).toHaveAccessibleName('6 of 6');
    await user.keyboard('{Home}');
    expect(slide()).toHaveAccessibleName('1 of 6');

    await user.click(within(dialog).getByRole('button', { name: `Slide 4: ${HOW_IT_WORKS_SLIDES[3]!.title}` }));
    expect(slide()).toHaveAccessibleName('4 of 6');
    expect(within(dialog).getByRole('button', { name: `Slide 4: ${HOW_IT_WORKS_SLIDES[3]!.title}` })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('closes with Escape and from the last slide, and starts again at the first', async () => {
    const { user, dialog, slide } = await openDialog();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus returns to the button that opened it.
    expect(screen.getByRole('button', { name: 'How it works' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'How it works' }));
    expect(slide()).toHaveAccessibleName('1 of 6');
    await user.keyboard('{End}');
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start learning' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });
});
