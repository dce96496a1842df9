// The voice mode's words (spec 001 sections 2, 4 and 8), verbatim.

export const VOICE_STATUS = {
  listening: 'Listening...',
  thinking: 'AI thinking...',
  speaking: 'AI speaking...',
} as const;

export const VOICE_TEXT = {
  start: 'Start Voice Chat',
  handsFreeOn: 'Hands-Free ON',
  stopSpeaking: 'Stop Speaking',
  conversationOn: 'Conversation Mode On',
  conversationOff: 'Conversation Mode Off',
  listeningToast: 'Listening',
  unsupportedCard: 'Speech recognition is not supported in your browser.',
} as const;

/** 'stop conversation' or 'end conversation', said in conversation mode, ends it (spec 001 section 4). */
export const isStopCommand = (utterance: string) => /\b(?:stop|end) (?:the )?conversation\b/i.test(utterance);

export type VoiceNotice = { title: string; description: string };

/**
 * The notice for a recognition error (spec 001 section 8): while the learner asked with the microphone button the
 * 'Voice Recognition Error' wording; in hands-free conversation mode, the conversation panel's 'Speech Recognition
 * Error' wording. 'aborted' is ours (a stop), never a notice.
 */
export function recognitionErrorNotice(error: string, handsFree: boolean): VoiceNotice | null {
  if (error === 'aborted') return null;
  if (handsFree) {
    return {
      title: 'Speech Recognition Error',
      description: error === 'no-speech' ? 'No speech detected. Please try again.' : 'Speech recognition failed. Please try again.',
    };
  }
  const title = 'Voice Recognition Error';
  switch (error) {
    case 'not-allowed':
    case 'service-not-allowed':
      return { title, description: 'Microphone permission denied. Please enable microphone access.' };
    case 'no-speech':
      return { title, description: 'No speech detected. Please try speaking clearly.' };
    case 'network':
      return { title, description: 'Network error. Please check your connection.' };
    default:
      return { title, description: 'Failed to recognize speech. Please try again.' };
  }
}

export const VOICE_NOTICES = {
  unsupported: { title: 'Voice Not Supported', description: "Your browser doesn't support voice recognition. Try Chrome or Edge." },
  microphone: { title: 'Microphone Access Required', description: 'Please allow microphone access to use voice features.' },
  synthesisUnsupported: { title: 'Not Supported', description: 'Speech synthesis is not supported in this browser' },
  speechError: (error: string): VoiceNotice => ({ title: 'Speech Error', description: `Failed to speak text: ${error}` }),
  /** The server's voice failed: the browser reads the answer instead, and says so. */
  browserVoice: {
    title: "Using your browser's voice",
    description: "The tutor's voice isn't available right now, so your browser is reading the answer aloud.",
  },
} as const;
