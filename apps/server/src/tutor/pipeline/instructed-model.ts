// A provider's model told about the feature that calls it (the floating assistant, a question about the learner's own
// learning), on top of the tutor's own system prompt (prompts.ts: age band, reading level, pedagogy, safety), with a
// cap on the answer's length. The pipeline (tutor.ts) calls it like any model, a redraft too.
import { wrapLanguageModel, type LanguageModel } from 'ai';
import type { LanguageModelV3Prompt } from '@ai-sdk/provider';

/** Text of the page or the learner's records goes in as data: one line, short, no markup or quotes. */
export function promptField(text: string, max = 100): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[`"<>{}[\]\\]/g, '')
    .trim()
    .slice(0, max);
}

/** The prompt with the feature's instructions added to its system message (or as one, when it has none). */
export function withInstructions(prompt: LanguageModelV3Prompt, instructions: string): LanguageModelV3Prompt {
  const index = prompt.findIndex((m) => m.role === 'system');
  if (index < 0) return [{ role: 'system', content: instructions }, ...prompt];
  return prompt.map((m, i) => (i === index && m.role === 'system' ? { ...m, content: `${m.content}\n\n${instructions}` } : m));
}

/**
 * The provider's model, told `instructions` on every call, its answer capped at `maxOutputTokens`. A model given as an
 * id string or an older interface is used as it is (none of ours is).
 */
export function instructedModel(model: LanguageModel, instructions: string, maxOutputTokens: number): LanguageModel {
  if (typeof model === 'string' || model.specificationVersion !== 'v3') return model;
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      transformParams: async ({ params }) => ({
        ...params,
        prompt: withInstructions(params.prompt, instructions),
        maxOutputTokens: Math.min(params.maxOutputTokens ?? maxOutputTokens, maxOutputTokens),
      }),
    },
  });
}
