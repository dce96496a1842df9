import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { Check, Palette } from 'lucide-react';
import { FONT_SIZE_PX, FONT_SIZES, THEMES, type Appearance, type SettingsUpdate } from '@brightpath/shared/settings';
import { Button } from '@/components/ui/button';
import { useDeviceDark } from '@/lib/appearance';
import { cn } from '@/lib/cn';
import { FONT_SIZE_NAMES, THEME_NAMES, THEME_SWATCHES } from '../lib/settings-copy';
import { SettingsCard } from './settings-card';
import { SettingSwitch } from './setting-switch';

type Props = { appearance: Appearance; onChange: (update: SettingsUpdate) => void };

const choice =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-line-300 bg-surface px-3 py-2 text-sm font-medium text-ink-800 transition-colors hover:bg-surface-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800';

/**
 * Appearance (spec 002 sections 2 and 4): dark mode, the accent theme and the font size, which the whole app takes at
 * once (app/layout/settings-sync.tsx). Dark mode follows the device until the learner chooses, and can go back to it.
 */
export function AppearanceCard({ appearance, onChange }: Props) {
  const id = useId();
  const deviceDark = useDeviceDark();
  const dark = appearance.darkMode ?? deviceDark;
  const following = appearance.darkMode === null;
  return (
    <SettingsCard title="Appearance" icon={Palette} tone="bg-violet-100 text-violet-700">
      <div className="divide-y divide-line-100">
        <div>
          <SettingSwitch
            label="Dark Mode"
            description={
              following ? `Following your device, which is set to ${deviceDark ? 'dark' : 'light'}.` : 'Easier on the eyes in low light.'
            }
            checked={dark}
            onCheckedChange={(darkMode) => onChange({ appearance: { darkMode } })}
          />
          {!following && (
            <Button variant="ghost" size="sm" className="-ml-3 mb-2" onClick={() => onChange({ appearance: { darkMode: null } })}>
              Follow my device instead
            </Button>
          )}
        </div>

        <div className="py-3">
          <p id={`${id}-theme`} className="font-medium text-ink-900">
            Theme
          </p>
          <p id={`${id}-theme-hint`} className="mt-0.5 text-sm text-ink-600">
            The colour of buttons, links and highlights.
          </p>
          <RadioGroup.Root
            value={appearance.theme}
            onValueChange={(theme) => onChange({ appearance: { theme: theme as Appearance['theme'] } })}
            aria-labelledby={`${id}-theme`}
            aria-describedby={`${id}-theme-hint`}
            className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4"
          >
            {THEMES.map((theme) => (
              <RadioGroup.Item key={theme} value={theme} className={choice}>
                <span
                  className="grid h-6 w-6 shrink-0 place-items-center rounded-full text-white"
                  style={{ backgroundColor: THEME_SWATCHES[theme] }}
                  aria-hidden
                >
                  <RadioGroup.Indicator>
                    <Check className="h-3.5 w-3.5" strokeWidth={3} />
                  </RadioGroup.Indicator>
                </span>
                {THEME_NAMES[theme]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>

        <div className="py-3">
          <p id={`${id}-font`} className="font-medium text-ink-900">
            Font Size
          </p>
          <p id={`${id}-font-hint`} className="mt-0.5 text-sm text-ink-600">
            The size of all text in Brightpath.
          </p>
          <RadioGroup.Root
            value={appearance.fontSize}
            onValueChange={(fontSize) => onChange({ appearance: { fontSize: fontSize as Appearance['fontSize'] } })}
            aria-labelledby={`${id}-font`}
            aria-describedby={`${id}-font-hint`}
            className="mt-3 grid grid-cols-3 gap-2"
          >
            {FONT_SIZES.map((size) => (
              <RadioGroup.Item key={size} value={size} className={cn(choice, 'flex-col justify-center gap-0.5 text-center')}>
                {/* The sample in pixels, so it shows the size itself whatever the page's size is now. */}
                <span aria-hidden className="font-semibold leading-none" style={{ fontSize: FONT_SIZE_PX[size] }}>
                  Aa
                </span>
                <span>
                  {FONT_SIZE_NAMES[size]} <span className="text-ink-600">({FONT_SIZE_PX[size]}px)</span>
                </span>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>
      </div>
    </SettingsCard>
  );
}
