import { useEffect, useId, useState } from 'react';
import { Slider } from 'radix-ui';
import { Volume2 } from 'lucide-react';
import { VOLUME, type SettingsUpdate, type StoredSettings } from '@brightpath/shared/settings';
import { SettingsCard } from './settings-card';
import { SettingSwitch } from './setting-switch';

type Props = { audio: StoredSettings['audio']; onChange: (update: SettingsUpdate) => void };

/** Audio & Voice (spec 002 section 2): sound effects, voice responses, and the volume of the tutor's voice. */
export function AudioCard({ audio, onChange }: Props) {
  const id = useId();
  // The slider moves freely; the volume is saved once it is let go (or a key press ends).
  const [volume, setVolume] = useState(audio.volume);
  useEffect(() => setVolume(audio.volume), [audio.volume]);
  return (
    <SettingsCard title="Audio & Voice" icon={Volume2} tone="bg-sky-100 text-sky-700">
      <div className="divide-y divide-line-100">
        <SettingSwitch
          label="Sound Effects"
          description="A chime when a study timer session ends or you unlock an achievement."
          checked={audio.soundEffects}
          onCheckedChange={(soundEffects) => onChange({ audio: { soundEffects } })}
        />
        <SettingSwitch
          label="Voice Responses"
          description="The tutor reads each reply aloud in the chat."
          checked={audio.voiceResponses}
          onCheckedChange={(voiceResponses) => onChange({ audio: { voiceResponses } })}
        />
        <div className="py-3">
          <div className="flex items-center justify-between gap-4">
            <span id={`${id}-label`} className="font-medium text-ink-900">
              Volume
            </span>
            <output htmlFor={`${id}-thumb`} className="text-sm font-semibold tabular-nums text-ink-700">
              {volume}%
            </output>
          </div>
          <p id={`${id}-description`} className="mt-0.5 text-sm text-ink-600">
            How loud the tutor&apos;s voice plays.
          </p>
          <Slider.Root
            value={[volume]}
            min={VOLUME.min}
            max={VOLUME.max}
            step={VOLUME.step}
            onValueChange={([v]) => setVolume(v!)}
            onValueCommit={([v]) => onChange({ audio: { volume: v! } })}
            className="relative mt-3 flex h-6 w-full touch-none select-none items-center"
          >
            <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-surface-200">
              <Slider.Range className="absolute h-full bg-brand-600" />
            </Slider.Track>
            <Slider.Thumb
              id={`${id}-thumb`}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-description`}
              aria-valuetext={`${volume}%`}
              className="block h-5 w-5 rounded-full border-2 border-brand-600 bg-surface shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
          </Slider.Root>
        </div>
      </div>
    </SettingsCard>
  );
}
