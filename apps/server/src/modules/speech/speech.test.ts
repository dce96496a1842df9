import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_TEXT_MAX, SPEECH_VOICES } from '@brightpath/shared/speech';
import { createTestApp, get, ORIGIN, post, registerUser, type TestApp } from '@/test/helpers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';

// POST /api/speech/generate through HTTP: espeak-ng offline (the default) and OpenAI's endpoint against a
// local server speaking its protocol.

/** The seconds of audio in a WAV file, from its header: the data chunk's size over the byte rate. */
function wavSeconds(wav: Buffer): number {
  expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
  const byteRate = wav.readUInt32LE(28);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.subarray(offset, offset + 4).toString('latin1');
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'data') return Math.min(size, wav.length - offset - 8) / byteRate;
    offset += 8 + size;
  }
  throw new Error('no data chunk');
}

const speak = (t: TestApp, body: unknown, cookie?: string) => post(t.app, '/api/speech/generate', body, cookie);

describe('offline speech (espeak-ng)', () => {
  let t: TestApp;
  let cookie: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bp-speech-'));
    t = await createTestApp({ DATA_DIR: dataDir, SPEECH_RATE_LIMIT_PER_MINUTE: '5000' });
    cookie = (await registerUser(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says which engine speaks in GET /api/config', async () => {
    expect((await get(t.app, '/api/config')).json().speechEngine).toBe('espeak');
  });

  it('speaks in each of the six voices, each its own, as a playable WAV whose length grows with the text', async () => {
    const heard = new Map<string, string>();
    for (const voice of SPEECH_VOICES) {
      const res = await speak(t, { text: 'A verb is a doing word.', voice }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['x-speech-engine']).toBe('espeak');
      const seconds = wavSeconds(res.rawPayload);
      expect(seconds).toBeGreaterThan(0.5);
      heard.set(voice, res.rawPayload.toString('base64'));
    }
    expect(new Set(heard.values()).size).toBe(SPEECH_VOICES.length);

    const short = wavSeconds((await speak(t, { text: 'Hello.', voice: 'nova' }, cookie)).rawPayload);
    const long = wavSeconds(
      (await speak(t, { text: 'Hello. A fraction has a numerator on top and a denominator underneath it.', voice: 'nova' }, cookie))
        .rawPayload,
    );
    expect(long).toBeGreaterThan(short * 2);
  });

  it('answers the second identical request from the cache, and another voice or text afresh', async () => {
    const text = `Cached sentence number ${Date.now()}.`;
    const first = await speak(t, { text, voice: 'echo' }, cookie);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await speak(t, { text, voice: 'echo' }, cookie);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await speak(t, { text, voice: 'onyx' }, cookie)).headers['x-cache']).toBe('MISS');
    expect(readdirSync(join(dataDir, 'speech-cache')).some((f) => f.endsWith('.wav'))).toBe(true);
  });

  it('reads markdown and maths as words, and cuts text over 1500 characters with an ellipsis', async () => {
    const plain = await speak(t, { text: 'three over four', voice: 'alloy' }, cookie);
    const latex = await speak(t, { text: '**$\\frac{3}{4}$**', voice: 'alloy' }, cookie);
    expect(latex.headers['x-cache']).toBe('MISS');
    expect(wavSeconds(latex.rawPayload)).toBeCloseTo(wavSeconds(plain.rawPayload), 0);
    expect(latex.headers['x-speech-characters']).toBe(String('3 over 4'.length));

    const res = await speak(t, { text: 'word '.repeat(400), voice: 'fable' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-speech-characters']).toBe(String(SPEECH_TEXT_MAX + 1));
  });

  it('answers 400 for an empty or unspeakable text or an unknown voice, and 401 without a session', async () => {
    const empty = await speak(t, { text: '', voice: 'nova' }, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Text is required');
    expect((await speak(t, { text: '**  **', voice: 'nova' }, cookie)).json().message).toBe('Text is required');
    const voice = await speak(t, { text: 'Hi', voice: 'robot' }, cookie);
    expect(voice.statusCode).toBe(400);
    expect(voice.json().message).toBe('Voice must be one of nova, alloy, echo, fable, onyx, shimmer');
    expect((await speak(t, { voice: 'nova' }, cookie)).statusCode).toBe(400);
    expect((await speak(t, { text: 'Hi' })).statusCode).toBe(401);
  });

  it("keeps each learner's voice on their account: nova until chosen, another learner's choice never shown", async () => {
    const put = (body: unknown, who?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/speech/preferences',
        headers: { origin: ORIGIN, 'content-type': 'application/json', ...(who ? { cookie: who } : {}) },
        payload: JSON.stringify(body),
      });
    const other = (await registerUser(t.app)).cookie;
    expect((await get(t.app, '/api/speech/preferences', cookie)).json()).toEqual({ voice: 'nova' });
    expect((await put({ voice: 'fable' })).statusCode).toBe(401);
    const bad = await put({ voice: 'robot' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Voice must be one of nova, alloy, echo, fable, onyx, shimmer');
    const saved = await put({ voice: 'fable' }, cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ voice: 'fable' });
    expect((await put({ voice: 'onyx' }, cookie)).json()).toEqual({ voice: 'onyx' });
    expect((await get(t.app, '/api/speech/preferences', cookie)).json()).toEqual({ voice: 'onyx' });
    expect((await get(t.app, '/api/speech/preferences', other)).json()).toEqual({ voice: 'nova' });
    expect((await get(t.app, '/api/speech/preferences')).statusCode).toBe(401);
  });
});

describe('OpenAI speech', () => {
  let t: TestApp;
  let fake: FakeOpenAI;
  let cookie: string;
  let dataDir: string;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    dataDir = mkdtempSync(join(tmpdir(), 'bp-speech-'));
    t = await createTestApp({
      DATA_DIR: dataDir,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      TTS_PROVIDER: 'openai',
      SPEECH_RATE_LIMIT_PER_MINUTE: '4',
    });
    cookie = (await registerUser(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks OpenAI for MP3 in the chosen voice with the spoken text, and caches the answer', async () => {
    expect((await get(t.app, '/api/config')).json().speechEngine).toBe('openai');
    const res = await speak(t, { text: 'x^2 = 9', voice: 'shimmer' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(fake.speeches).toEqual([
      { model: 'tts-1', voice: 'shimmer', input: 'x squared equals 9', responseFormat: 'mp3', authorization: 'Bearer sk-test' },
    ]);
    const again = await speak(t, { text: 'x^2 = 9', voice: 'shimmer' }, cookie);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(fake.speeches).toHaveLength(1);
  });

  it('answers 502 with a message when OpenAI fails, so the browser speaks instead; then 429 past the per-minute limit', async () => {
    fake.script({ speech: { status: 500 } });
    const failed = await speak(t, { text: 'This will fail.', voice: 'nova' }, cookie);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'SPEECH_UNAVAILABLE', message: 'Speech is unavailable right now.' });
    fake.script({});
    // Four a minute in this app: two were used above, one failed; the next succeeds and the one after is refused.
    expect((await speak(t, { text: 'One more.', voice: 'nova' }, cookie)).statusCode).toBe(200);
    const limited = await speak(t, { text: 'Too many.', voice: 'nova' }, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/^You are asking for speech very quickly\. Please wait \d+ seconds and try again\.$/);
    // Another learner has their own allowance.
    const other = (await registerUser(t.app)).cookie;
    expect((await speak(t, { text: 'Mine.', voice: 'nova' }, other)).statusCode).toBe(200);
  });
});
