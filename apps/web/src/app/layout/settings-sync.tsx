import { useEffect } from 'react';
import { useMe } from '@/features/auth/api/get-me';
import { useSettings } from '@/features/settings/api/get-settings';
import { applyAppearance, cachedAppearance, keepAppearance, useDeviceDark } from '@/lib/appearance';

/**
 * The learner's appearance on every page (docs/decisions/031): their settings once read (a change on the settings
 * page goes into the same cache, so it shows everywhere at once), kept in this browser for the next load; a visitor
 * gets what this browser kept (nothing after a sign-out: the defaults). Until the settings arrive, what index.html
 * applied before the first paint stays. A switch of the device between light and dark is followed while the
 * learner has not chosen.
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
  return null;
}
