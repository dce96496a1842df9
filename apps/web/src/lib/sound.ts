/**
 * Sound effects (spec 002 section 2: the Sound Effects setting, at the learner's Volume): a short chime made by the
 * browser (Web Audio), no sound file. Played when a focus session or a break of the study timer ends and when an
 * achievement is celebrated. The learner's choice is set from their settings (app/layout/settings-sync.tsx); a
 * browser without Web Audio, or one that refuses to play before the learner has used the page, stays silent.
 */
type SoundPreference = { on: boolean; volume: number };

let preference: SoundPreference = { on: true, volume: 0.75 };
let context: AudioContext | undefined;

export function setSoundPreference(next: SoundPreference) {
  preference = next;
}

/** Two notes: rising for good news (a session done, an achievement), falling for a notice (a break over). */
const NOTES = { success: [523.25, 659.25], notice: [659.25, 523.25] } as const;

export function playChime(kind: keyof typeof NOTES = 'success') {
  if (!preference.on || preference.volume <= 0) return;
  const Ctx = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctx) return;
  try {
    context ??= new Ctx();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    NOTES[kind].forEach((frequency, i) => {
      const at = start + i * 0.14;
      const tone = context!.createOscillator();
      const gain = context!.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      // A soft attack and a short fade, at most a quarter of full scale at full volume.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.25 * preference.volume, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
      tone.connect(gain).connect(context!.destination);
      tone.start(at);
      tone.stop(at + 0.4);
    });
  } catch (error) {
    // A sound is a courtesy: the toast says the same.
    console.warn('The chime could not play', error);
  }
}
