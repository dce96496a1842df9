// Speech (spec 001 sections 3, 4 and 7; DESIGN.md section 1): the voices, the request, the text as it is
// spoken (markdown and maths read as words, not spelled), and the sentences a streamed reply is spoken in.
import { z } from 'zod';
import { text } from './fields.ts';
import { SUPERSCRIPT_DIGITS } from './superscript.ts';

export const SPEECH_VOICES = ['nova', 'alloy', 'echo', 'fable', 'onyx', 'shimmer'] as const;
export type SpeechVoice = (typeof SPEECH_VOICES)[number];
export const SPEECH_ENGINES = ['openai', 'espeak'] as const;
export type SpeechEngine = (typeof SPEECH_ENGINES)[number];

/** Longer text is cut to this many characters and an ellipsis (spec 001 section 7). */
export const SPEECH_TEXT_MAX = 1500;
/** What a request may carry at most; the server cuts it to SPEECH_TEXT_MAX. */
export const SPEECH_REQUEST_MAX = 20_000;

export const SPEECH_MESSAGES = {
  textRequired: 'Text is required',
  textTooLong: `Text must be at most ${SPEECH_REQUEST_MAX} characters`,
  voice: `Voice must be one of ${SPEECH_VOICES.join(', ')}`,
  unavailable: 'Speech is unavailable right now.',
} as const;

export const SpeechRequestSchema = z.object({
  text: text(SPEECH_MESSAGES.textRequired).min(1, SPEECH_MESSAGES.textRequired).max(SPEECH_REQUEST_MAX, SPEECH_MESSAGES.textTooLong),
  voice: z.enum(SPEECH_VOICES, { error: SPEECH_MESSAGES.voice }).optional().default('nova'),
});
export type SpeechRequest = z.input<typeof SpeechRequestSchema>;

/** The voice the tutor speaks with in voice mode, until the learner picks another. */
export const DEFAULT_VOICE: SpeechVoice = 'nova';

/** GET and PUT /api/speech/preferences: the learner's chosen voice, kept on the account. */
export const SpeechPreferencesSchema = z.object({ voice: z.enum(SPEECH_VOICES, { error: SPEECH_MESSAGES.voice }) });
export type SpeechPreferences = z.infer<typeof SpeechPreferencesSchema>;

/** At most SPEECH_TEXT_MAX characters, with an ellipsis when cut. */
export function cutForSpeech(input: string): string {
  return input.length <= SPEECH_TEXT_MAX ? input : `${input.slice(0, SPEECH_TEXT_MAX)}…`;
}

const POWER_WORDS: Record<string, string> = { '2': 'squared', '3': 'cubed' };
const power = (base: string, exponent: string) => {
  const e = exponent.replace(/^\{|\}$/g, '').trim();
  return `${base} ${POWER_WORDS[e] ?? `to the power of ${e}`}`;
};

/** LaTeX and plain-text maths as words: fractions, powers, roots, operators and relations. */
function mathsAsWords(s: string): string {
  let out = s
    .replace(/\\(?:dfrac|tfrac|frac)\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, ' $1 over $2 ')
    .replace(/\\sqrt\s*\{([^{}]*)\}/g, ' the square root of $1 ')
    .replace(/√\s*\(?([\w.]+)\)?/g, ' the square root of $1 ')
    .replace(/\\(?:times|cdot)/g, ' times ')
    .replace(/\\div/g, ' divided by ')
    .replace(/\\pm/g, ' plus or minus ')
    .replace(/\\(?:leq|le)\b/g, ' is less than or equal to ')
    .replace(/\\(?:geq|ge)\b/g, ' is greater than or equal to ')
    .replace(/\\neq/g, ' is not equal to ')
    .replace(/\\pi\b/g, ' pi ')
    .replace(/\\(?:left|right|displaystyle|,|;|!|quad)/g, ' ')
    .replace(/\\text\s*\{([^{}]*)\}/g, ' $1 ');
  out = out.replace(/([\w)]+)\s*\^\s*(\{[^{}]*\}|-?\w+)/g, (_, b: string, e: string) => power(b, e));
  out = out.replace(/([\w)])([²³⁴⁵⁶⁷⁸⁹⁰¹]+)/g, (_, b: string, e: string) => power(b, [...e].map((c) => SUPERSCRIPT_DIGITS[c]).join('')));
  return out
    .replace(/[ \t]+/g, ' ')
    .replace(/\$+/g, ' ')
    .replace(/\\[()[\]]/g, ' ')
    .replace(/[{}]/g, ' ')
    .replace(/≤|<=/g, ' is less than or equal to ')
    .replace(/≥|>=/g, ' is greater than or equal to ')
    .replace(/≠|!=/g, ' is not equal to ')
    .replace(/\s=\s|(?<=[\w)])=(?=[\w(-])/g, ' equals ')
    .replace(/(?<=[\w)]\s?)[×*](?=\s?[\w(])/g, ' times ')
    .replace(/(?<=[\w)]\s?)÷(?=\s?[\w(])/g, ' divided by ')
    .replace(/(?<=\d)\s?\/\s?(?=\d)/g, ' over ')
    .replace(/(?<=[\w)]\s)[-−](?=\s[\w(])/g, ' minus ')
    .replace(/(?<=[\w)]\s?)\+(?=\s?[\w(])/g, ' plus ')
    .replace(/(?<=\d)\s?%/g, ' percent')
    .replace(/π/g, ' pi ');
}

/**
 * The text as it is read aloud: markdown marks dropped (headings, emphasis, code, links keep their words,
 * bullets become pauses), maths read as words, whitespace collapsed.
 */
export function speakable(input: string): string {
  const withoutMarkdown = input
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+•]|\d+[.)])\s+(.*)$/gm, (_, item: string) => (/[.!?:;]$/.test(item) ? item : `${item}.`))
    .replace(/^\s*>\s?/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(?<![\w*])[*_](?!\s)(.+?)(?<!\s)[*_](?![\w*])/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^\s*[-*_]{3,}\s*$/gm, ' ');
  return mathsAsWords(withoutMarkdown)
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,!?;:])/g, '$1')
    .trim();
}

/** Abbreviations that end in a full stop without ending the sentence. */
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|approx|Mr|Mrs|Ms|Dr|Prof|St|No|fig|eq)\.)$/i;

/**
 * The complete sentences at the start of a reply that is still streaming, and the rest. A sentence ends at
 * . ! or ? followed by a space and a capital, a digit, an opening mark or a new line, or at a line break; never
 * inside a number (3.14), after an abbreviation (e.g.), or inside inline maths ($...$, \( ... \)).
 */
export function completeSentences(textSoFar: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  let inMaths = false;
  for (let i = 0; i < textSoFar.length; i++) {
    const c = textSoFar[i]!;
    if (c === '$' || (c === '\\' && (textSoFar[i + 1] === '(' || textSoFar[i + 1] === ')'))) {
      inMaths = c === '$' ? !inMaths : textSoFar[i + 1] === '(';
      continue;
    }
    if (inMaths) continue;
    let end = -1;
    if (c === '\n') end = i + 1;
    else if (c === '.' || c === '!' || c === '?') {
      let j = i + 1;
      while (j < textSoFar.length && /["')\]*_]/.test(textSoFar[j]!)) j++;
      if (j < textSoFar.length - 1 && /\s/.test(textSoFar[j]!)) {
        const next = textSoFar.slice(j).trimStart()[0] ?? '';
        const before = textSoFar.slice(start, i + 1);
        const abbreviation = c === '.' && ABBREVIATIONS.test(before);
        if (!abbreviation && /[A-Z0-9"'([*_#\-•]/.test(next)) end = j;
      }
    }
    if (end !== -1) {
      const sentence = textSoFar.slice(start, end).trim();
      if (sentence) sentences.push(sentence);
      start = end;
    }
  }
  return { sentences, rest: textSoFar.slice(start) };
}
