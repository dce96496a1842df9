import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS } from '@brightpath/shared/chat';
import { ChatComposer } from './chat-composer';

/** The composer is controlled: this keeps its text the way the chat page does. */
function Composer({ onSend, pending = false, initial = '' }: { onSend: (text: string) => void; pending?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ChatComposer value={value} onChange={setValue} onSend={() => onSend(value)} pending={pending} placeholder="Ask your tutor..." />;
}

function setup(props: { pending?: boolean; initial?: string } = {}) {
  const onSend = vi.fn<(text: string) => void>();
  const user = userEvent.setup();
  render(<Composer onSend={onSend} {...props} />);
  return {
    onSend,
    user,
    box: screen.getByRole('textbox', { name: 'Message' }),
    button: screen.getByRole('button', { name: 'Send message' }),
  };
}

describe('ChatComposer', () => {
  it('sends with Enter', async () => {
    const { onSend, user, box } = setup();
    await user.type(box, 'What is a fraction?{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('What is a fraction?');
  });

  it('sends with the send button', async () => {
    const { onSend, user, box, button } = setup();
    await user.type(box, 'Explain photosynthesis');
    await user.click(button);
    expect(onSend).toHaveBeenCalledWith('Explain photosynthesis');
  });

  it('starts a new line with Shift+Enter instead of sending', async () => {
    const { onSend, user, box } = setup();
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('first line\nsecond line');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing when the box is empty or holds only whitespace', async () => {
    const { onSend, user, box, button } = setup();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.type(box, '   {Enter}');
    await user.click(button);
    expect(onSend).not.toHaveBeenCalled();
    // The button stays focusable and says why it does nothing.
    expect(button).toHaveAttribute('title', 'Type a message first');
  });

  it('sends nothing while a reply is pending', async () => {
    const { onSend, user, box, button } = setup({ pending: true, initial: 'Another question' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('title', 'Waiting for the reply');
    await user.click(button);
    await user.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    // The learner can still write the next message while waiting.
    await user.type(box, '!');
    expect(box).toHaveValue('Another question!');
  });

  it('caps the message at the specified length and counts down near it', () => {
    const { box } = setup({ initial: 'a'.repeat(CHAT_LIMITS.messageMax - 10) });
    expect(box).toHaveAttribute('maxLength', String(CHAT_LIMITS.messageMax));
    expect(box).toHaveAccessibleDescription('10 characters left');
  });

  it('shows the keyboard hint while the message is short', () => {
    const { box } = setup({ initial: 'Hi' });
    expect(box).toHaveAccessibleDescription('Press Enter to send, Shift+Enter for a new line');
  });
});
