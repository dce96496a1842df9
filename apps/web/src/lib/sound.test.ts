import { afterEach, describe, expect, it, vi } from 'vitest';

// A Web Audio stand-in that records the tones asked for and their loudness.
function fakeAudio() {
  const tones: { frequency: number; peak: number }[] = [];
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = async () => {};
    createOscillator() {
      const tone = { type: '', frequency: { value: 0 }, connect: (g: unknown) => g, start: () => {}, stop: () => {} };
      return tone;
    }
    createGain() {
      const entry = { frequency: 0, peak: 0 };
      const gain = {
        gain: {
          setValueAtTime: () => {},
          linearRampToValueAtTime: (v: number) => (entry.peak = v),
          exponentialRampToValueAtTime: () => {},
        },
        connect: () => {},
      };
      tones.push(entry);
      return gain;
    }
  }
  vi.stubGlobal('window', { AudioContext: FakeContext });
  return tones;
}

afterEach(() => vi.resetModules());

describe('playChime', () => {
  it('plays two notes at the learner volume while Sound Effects is on', async () => {
    const tones = fakeAudio();
    const { playChime, setSoundPreference } = await import('./sound');
    setSoundPreference({ on: true, volume: 0.4 });
    playChime();
    expect(tones).toHaveLength(2);
    expect(tones.map((t) => t.peak)).toEqual([0.1, 0.1]);
  });

  it('stays silent with Sound Effects off, or at volume 0', async () => {
    const tones = fakeAudio();
    const { playChime, setSoundPreference } = await import('./sound');
    setSoundPreference({ on: false, volume: 1 });
    playChime();
    setSoundPreference({ on: true, volume: 0 });
    playChime('notice');
    expect(tones).toHaveLength(0);
  });
});
