import type { LanguageModel } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createOllama } from 'ollama-ai-provider-v2';
import type { TutorConfig, TutorProvider } from '@/config.ts';
import type { ProviderModeration } from '../safety/safety.ts';
import { withChatCompletionsText } from './chat-completions.ts';
import { createOfflineModel } from '../offline/model.ts';
import { providerSecondOpinion, type SecondOpinion } from './second-opinion.ts';

/**
 * The model, which provider it is, the provider's own moderation where it has one, and its second opinion on
 * messages our safety model is unsure about (every provider but the offline tutor).
 */
export type TutorModel = { model: LanguageModel; provider: TutorProvider; moderation?: ProviderModeration; secondOpinion?: SecondOpinion };
export type CreateTutorModel = (config: TutorConfig) => TutorModel;

/**
 * The one language model the tutor talks to, chosen by TUTOR_PROVIDER (DESIGN.md section 4).
 * Keys come from the parsed config, never from the SDKs' own environment look-ups, so what
 * GET /api/config reports is what runs. Retries and timeouts are set per call by the pipeline
 * (maxRetries 1 and TUTOR_TIMEOUT_MS), so a failing provider is not hammered.
 */
export const createTutorModel: CreateTutorModel = (config) => {
  const chosen = providerModel(config);
  return chosen.provider === 'offline' ? chosen : { ...chosen, secondOpinion: providerSecondOpinion(chosen.model) };
};

function providerModel(config: TutorConfig): TutorModel {
  const { provider, model } = config;
  switch (provider) {
    case 'offline':
      return { provider, model: createOfflineModel() };
    case 'openai': {
      const openai = createOpenAI({ apiKey: config.openai.apiKey, baseURL: config.openai.baseUrl });
      // Chat Completions rather than the Responses API: it is what OPENAI_BASE_URL proxies speak too.
      return { provider, model: openai.chat(model), moderation: openaiModeration(config) };
    }
    case 'anthropic':
      return { provider, model: createAnthropic({ apiKey: config.anthropic.apiKey })(model) };
    case 'ollama':
      return { provider, model: createOllama({ baseURL: config.ollama.baseUrl })(model) };
    case 'openai-compatible': {
      if (!config.openaiCompatible.baseUrl) throw new Error('OPENAI_COMPATIBLE_BASE_URL is required for the openai-compatible provider');
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.openaiCompatible.baseUrl,
        apiKey: config.openaiCompatible.apiKey,
      });
      // The tutor's streams are read by our own Chat Completions reader (docs/decisions/024); the rest by the SDK.
      const endpoint = { baseURL: config.openaiCompatible.baseUrl, apiKey: config.openaiCompatible.apiKey, model };
      return { provider, model: withChatCompletionsText(compatible.chatModel(model), endpoint) };
    }
  }
}

const MODERATION_TIMEOUT_MS = 5000;

/** OpenAI's category names mapped onto our classifier's (safety/safety.ts). */
function ourCategory(categories: Record<string, boolean>): string {
  const flagged = Object.keys(categories).filter((k) => categories[k]);
  const has = (prefix: string) => flagged.some((k) => k === prefix || k.startsWith(`${prefix}/`));
  if (has('self-harm')) return 'self-harm';
  if (has('sexual')) return 'sexual';
  if (has('violence')) return 'violence';
  if (has('hate') || has('harassment')) return 'hate';
  return 'dangerous';
}

/**
 * OpenAI's free moderation endpoint as the provider-side check (DESIGN.md section 4), run by the pipeline
 * in addition to our own classifier. A failure or a slow answer counts as 'not flagged': our classifier has
 * already run, and a moderation outage must not take the tutor down with it.
 */
export function openaiModeration(config: TutorConfig): ProviderModeration {
  const url = `${(config.openai.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/moderations`;
  return async (text, _direction, signal) => {
    const signals = [AbortSignal.timeout(MODERATION_TIMEOUT_MS), ...(signal ? [signal] : [])];
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.openai.apiKey}` },
      body: JSON.stringify({ model: 'omni-moderation-latest', input: text }),
      signal: AbortSignal.any(signals),
    });
    if (!res.ok) throw new Error(`moderation answered HTTP ${res.status}`);
    const body = (await res.json()) as { results?: { flagged?: boolean; categories?: Record<string, boolean> }[] };
    const result = body.results?.[0];
    if (!result?.flagged) return { flagged: false };
    return { flagged: true, category: ourCategory(result.categories ?? {}) };
  };
}
