import { describe, expect, it } from 'vitest';
import { sseStream } from './chat.turn.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

async function chunksOf(stream: NodeJS.ReadableStream): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of stream) out.push(String(chunk));
  return out;
}

describe('sseStream: the events of a reply as a byte stream', () => {
  it('writes the events ready in the same turn of the event loop together, and the later ones on their own', async () => {
    async function* events() {
      yield 'event: meta\n\n';
      yield 'event: delta\n\n';
      await tick();
      await tick();
      yield 'event: done\n\n';
    }
    expect(await chunksOf(sseStream(events()))).toEqual(['event: meta\n\nevent: delta\n\n', 'event: done\n\n']);
  });

  it("ends the events' generator when the stream is destroyed (the learner left), so the model call is stopped", async () => {
    let stopped!: () => void;
    const ended = new Promise<void>((resolve) => (stopped = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    async function* events() {
      try {
        yield 'event: meta\n\n';
        await gate;
        yield 'event: delta\n\n';
      } finally {
        stopped();
      }
    }
    const stream = sseStream(events());
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    release();
    // Resolves only when the generator's finally has run.
    await ended;
  });

  it('fails the stream when the events fail', async () => {
    async function* events() {
      yield 'event: meta\n\n';
      throw new Error('broken');
    }
    await expect(chunksOf(sseStream(events()))).rejects.toThrow('broken');
  });
});
