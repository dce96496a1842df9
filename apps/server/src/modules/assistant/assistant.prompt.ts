// What a provider is told for a question to the floating assistant, on top of the tutor's own system prompt
// (tutor/pipeline/prompts.ts: the learner's age band and reading level, the pedagogy, the safety rules): that this is the
// small assistant panel, so the answer is brief; which page the learner is on, its subject and topic; and the
// learner's progress as the server counts it. Nothing personal: no name, no e-mail, no free text of a profile.
import type { LanguageModel } from 'ai';
import { ASSISTANT_LIMITS } from '@brightpath/shared/assistant';
import { nextSteps } from '@/tutor/offline/assistant/next-steps.ts';
import { PAGE_NAMES, pageKind } from '@/tutor/offline/assistant/pages.ts';
import { screenContext } from '@/tutor/offline/assistant/screen-answers.ts';
import type { SuggestionInput } from '@/tutor/offline/assistant/types.ts';
import { instructedModel, promptField as field } from '@/tutor/pipeline/instructed-model.ts';

/** Enough tokens for ~120 words with some maths; a longer answer is cut to whole sentences afterwards. */
export const ASSISTANT_MAX_OUTPUT_TOKENS = 400;

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

/**
 * The provider's model, told about the assistant on every call the pipeline makes (a redraft too), with a cap on
 * the answer's length.
 */
export const assistantModel = (model: LanguageModel, instructions: string): LanguageModel =>
  instructedModel(model, instructions, ASSISTANT_MAX_OUTPUT_TOKENS);
