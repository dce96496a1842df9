import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_TUTOR_MODELS, loadConfig } from '@/config.ts';
import { createTestApp, get } from '@/test/helpers.ts';
import { createTutorModel } from './providers.ts';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
const problems = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('tutor configuration', () => {
  it('defaults to the offline tutor with the documented limits', () => {
    expect(load({}).tutor).toEqual({
      provider: 'offline',
      model: DEFAULT_TUTOR_MODELS.offline,
      timeoutMs: 30_000,
      ratePerMinute: 20,
      dailyLimit: 300,
      openai: { apiKey: undefined, baseUrl: undefined },
      anthropic: { apiKey: undefined },
      ollama: { baseUrl: 'http://localhost:11434/api' },
      openaiCompatible: { baseUrl: undefined, apiKey: undefined },
    });
    expect(load({}).tutorProvider).toBe('offline');
  });

  it('picks openai-compatible when only OPENAI_COMPATIBLE_BASE_URL is set, unless TUTOR_PROVIDER says otherwise', () => {
    const url = 'http://127.0.0.1:8080/v1';
    expect(load({ OPENAI_COMPATIBLE_BASE_URL: url }).tutor).toMatchObject({ provider: 'openai-compatible', model: 'local-model' });
    expect(load({ OPENAI_COMPATIBLE_BASE_URL: url }).tutorProvider).toBe('openai-compatible');
    expect(load({ OPENAI_COMPATIBLE_BASE_URL: url, TUTOR_PROVIDER: 'offline' }).tutor.provider).toBe('offline');
  });

  it('takes a default model per provider and TUTOR_MODEL over it', () => {
    expect(load({ TUTOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' }).tutor.model).toBe(DEFAULT_TUTOR_MODELS.openai);
    expect(load({ TUTOR_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'k' }).tutor.model).toBe(DEFAULT_TUTOR_MODELS.anthropic);
    expect(load({ TUTOR_PROVIDER: 'ollama', TUTOR_MODEL: 'qwen2.5:3b' }).tutor.model).toBe('qwen2.5:3b');
  });

  it('fails at start when the chosen provider lacks its key or address, naming the variable', () => {
    expect(problems({ TUTOR_PROVIDER: 'openai' })).toContain('OPENAI_API_KEY: required when the tutor provider is openai');
    expect(problems({ TUTOR_PROVIDER: 'anthropic', OPENAI_API_KEY: 'sk-x' })).toContain(
      'ANTHROPIC_API_KEY: required when the tutor provider is anthropic',
    );
    expect(problems({ TUTOR_PROVIDER: 'openai-compatible' })).toContain('OPENAI_COMPATIBLE_BASE_URL: required');
    // An empty value is as good as none.
    expect(problems({ TUTOR_PROVIDER: 'openai', OPENAI_API_KEY: '' })).toContain('OPENAI_API_KEY');
    expect(load({ TUTOR_PROVIDER: 'ollama' }).tutor.provider).toBe('ollama');
  });

  it('lists every bad tutor variable at once', () => {
    const message = problems({ TUTOR_PROVIDER: 'gpt', TUTOR_TIMEOUT_MS: 'soon', OLLAMA_BASE_URL: 'not a url', TUTOR_DAILY_LIMIT: '0' });
    for (const name of ['TUTOR_PROVIDER', 'TUTOR_TIMEOUT_MS', 'OLLAMA_BASE_URL', 'TUTOR_DAILY_LIMIT']) expect(message).toContain(name);
    // A missing key is listed with the schema's complaints, not after they are fixed.
    const both = problems({ TUTOR_PROVIDER: 'anthropic', TUTOR_TIMEOUT_MS: 'soon', ADMIN_USERNAME: 'root' });
    for (const text of ['TUTOR_TIMEOUT_MS', 'ANTHROPIC_API_KEY: required', 'ADMIN_USERNAME and ADMIN_PASSWORD'])
      expect(both).toContain(text);
  });
});

describe('createTutorModel', () => {
  it.each([
    [{ TUTOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' }, 'openai', 'openai.chat', 'gpt-4.1-mini'],
    [
      { TUTOR_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'k', TUTOR_MODEL: 'claude-sonnet-4-5' },
      'anthropic',
      'anthropic.messages',
      'claude-sonnet-4-5',
    ],
    [{ TUTOR_PROVIDER: 'ollama' }, 'ollama', 'ollama', 'llama3.2'],
    [
      { OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:1234/v1', TUTOR_MODEL: 'qwen' },
      'openai-compatible',
      'openai-compatible.chat',
      'qwen',
    ],
  ] as const)('%o → %s', (env, provider, sdkProvider, modelId) => {
    const made = createTutorModel(load(env).tutor);
    expect(made.provider).toBe(provider);
    expect(made.model).toMatchObject({ specificationVersion: 'v3', modelId });
    expect((made.model as { provider: string }).provider).toContain(sdkProvider.split('.')[0]);
    expect(made.moderation === undefined).toBe(provider !== 'openai');
  });

  it('reports the provider in use through GET /api/config', async () => {
    const t = await createTestApp({ OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:9/v1' });
    try {
      expect((await get(t.app, '/api/config')).json()).toMatchObject({ tutorProvider: 'openai-compatible' });
    } finally {
      await t.close();
    }
  });
});
