import { useEffect } from 'react';
import { useMe } from '@/features/auth/api/get-me';
import { useSettings } from '@/features/settings/api/get-settings';
import { DEFAULT_SETTINGS } from '@brightpath/shared/settings-defaults';
import { applyAppearance, cachedAppearance, keepAppearance, useDeviceDark } from '@/lib/appearance';
import { setSoundPreference } from '@/lib/sound';

/**
 * The learner's appearance on every page (docs/decisions/031): their settings once read (a change on the settings
 * page goes into the same cache, so it shows everywhere at once), kept in this browser for the next load; a visitor
 * gets what this browser kept (nothing after a sign-out: the defaults). Until the settings arrive, what index.html
 * applied before the first paint stays. A switch of the device between light and dark is followed while the
 * learner has not chosen. The Sound Effects setting and the Volume go to the chime (lib/sound.ts).
 */
export function SettingsSync() {
  const { data: me } = useMe();
  const { data: settings } = useSettings(me?.id);
  const appearance = me ? settings?.appearance : undefined;
  const deviceDark = useDeviceDark();
  useEffect(() => {
    if (appearance) keepAppearance(appearance);
    else if (me === null) applyAppearance(cachedAppearance());
  }, [appearance, me, deviceDark]);
  const { soundEffects, volume } = (me && settings?.audio) || DEFAULT_SETTINGS.audio;
  useEffect(() => setSoundPreference({ on: soundEffects, volume: volume / 100 }), [soundEffects, volume]);
  return null;
}
