import { describe, expect, it } from 'vitest';
import { isStopCommand, recognitionErrorNotice } from './voice-messages';

describe('voice mode notices', () => {
  it('words each recognition error as the specification does, by mode', () => {
    const title = 'Voice Recognition Error';
    expect(recognitionErrorNotice('not-allowed', false)).toEqual({
      title,
      description: 'Microphone permission denied. Please enable microphone access.',
    });
    expect(recognitionErrorNotice('service-not-allowed', false)?.description).toBe(
      'Microphone permission denied. Please enable microphone access.',
    );
    expect(recognitionErrorNotice('no-speech', false)).toEqual({ title, description: 'No speech detected. Please try speaking clearly.' });
    expect(recognitionErrorNotice('network', false)).toEqual({ title, description: 'Network error. Please check your connection.' });
    expect(recognitionErrorNotice('audio-capture', false)).toEqual({ title, description: 'Failed to recognize speech. Please try again.' });
    expect(recognitionErrorNotice('no-speech', true)).toEqual({
      title: 'Speech Recognition Error',
      description: 'No speech detected. Please try again.',
    });
    expect(recognitionErrorNotice('network', true)).toEqual({
      title: 'Speech Recognition Error',
      description: 'Speech recognition failed. Please try again.',
    });
    expect(recognitionErrorNotice('aborted', false)).toBeNull();
    expect(recognitionErrorNotice('aborted', true)).toBeNull();
  });

  it("hears 'stop conversation' and 'end conversation' anywhere in an utterance, and nothing else", () => {
    expect(isStopCommand('stop conversation')).toBe(true);
    expect(isStopCommand('OK, End Conversation please')).toBe(true);
    expect(isStopCommand('end the conversation')).toBe(true);
    expect(isStopCommand('how do conversations stop')).toBe(false);
    expect(isStopCommand('stop')).toBe(false);
  });
});
