// What a provider is told for a question to the floating assistant, on top of the tutor's own system prompt
// (tutor/pipeline/prompts.ts: the learner's age band and reading level, the pedagogy, the safety rules): that this is the
// small assistant panel, so the answer is brief; which page the learner is on, its subject and topic; and the
// learner's progress as the server counts it. Nothing personal: no name, no e-mail, no free text of a profile.
import { wrapLanguageModel, type LanguageModel } from 'ai';
import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { ASSISTANT_LIMITS } from '@brightpath/shared/assistant';
import { nextSteps } from '@/tutor/offline/assistant/next-steps.ts';
import { PAGE_NAMES, pageKind } from '@/tutor/offline/assistant/pages.ts';
import { screenContext } from '@/tutor/offline/assistant/screen-answers.ts';
import type { SuggestionInput } from '@/tutor/offline/assistant/types.ts';

/** Enough tokens for ~120 words with some maths; a longer answer is cut to whole sentences afterwards. */
export const ASSISTANT_MAX_OUTPUT_TOKENS = 400;

/** Text from the page (a topic, a subject's name) goes in as data: one line, short, no markup or quotes. */
function field(text: string, max = 100): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[`"<>{}[\]\\]/g, '')
    .trim()
    .slice(0, max);
}

/** The assistant's part of the system prompt for one question. */
export function assistantInstructions(input: SuggestionInput): string {
  const { page, learner } = input;
  const kind = pageKind(page.path);
  const subjects = learner.subjects.map((s) => `${field(s.name, 60)} (${s.level}, ${s.sessions} sessions)`);
  const steps = nextSteps(input)
    .slice(0, 3)
    .map((s) => s.title);
  const lines = [
    "This question comes from Brightpath's floating learning assistant: a small panel beside the page, not the tutor chat.",
    `- Answer briefly: at most ${ASSISTANT_LIMITS.answerWordsMax} words, two to four short sentences or up to three short bullet points. No headings.`,
    '- Use the page context below: answer about this page, subject and topic unless the learner asks about something else.',
    '- For a long explanation, practice or a full worked solution, point the learner to the tutor chat.',
    '- For a question about the screen (a figure, a button, where something is), answer from the screen description below.',
    '',
    'Page context:',
    `- The learner is on the ${PAGE_NAMES[kind]} page (${field(page.path, 200)}).`,
  ];
  if (page.subject) lines.push(`- Subject of the page: ${field(page.subject.name, 60)}.`);
  if (page.topic) lines.push(`- Topic of the page: ${field(page.topic)}.`);
  lines.push(
    '',
    "The learner's progress (Brightpath's records):",
    `- Tutoring sessions: ${learner.sessions}, on ${learner.studyDays} different days; questions asked: ${learner.userMessages}.`,
    `- Subjects chosen: ${subjects.length ? subjects.join('; ') : 'none yet'}.`,
    `- Learning assessment taken: ${learner.assessmentCompleted ? 'yes' : 'no'}.`,
  );
  if (learner.lastSession) lines.push(`- Most recent tutoring session: ${field(learner.lastSession.subjectName, 60)}.`);
  if (steps.length) lines.push(`- Recommended next steps: ${steps.join('; ')}.`);
  lines.push('', ...screenContext(page.path));
  return lines.join('\n');
}

/** The prompt with the assistant's instructions added to its system message (or as one, when it has none). */
export function withInstructions(prompt: LanguageModelV3Prompt, instructions: string): LanguageModelV3Prompt {
  const index = prompt.findIndex((m) => m.role === 'system');
  if (index < 0) return [{ role: 'system', content: instructions }, ...prompt];
  return prompt.map((m, i) => (i === index && m.role === 'system' ? { ...m, content: `${m.content}\n\n${instructions}` } : m));
}

/**
 * The provider's model, told about the assistant on every call the pipeline makes (a redraft too), with a cap on
 * the answer's length. A model given as an id string or an older interface is used as it is (none of ours is).
 */
export function assistantModel(model: LanguageModel, instructions: string): LanguageModel {
  if (typeof model === 'string' || model.specificationVersion !== 'v3') return model;
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      transformParams: async ({ params }) => ({
        ...params,
        prompt: withInstructions(params.prompt, instructions),
        maxOutputTokens: Math.min(params.maxOutputTokens ?? ASSISTANT_MAX_OUTPUT_TOKENS, ASSISTANT_MAX_OUTPUT_TOKENS),
      }),
    },
  });
}
