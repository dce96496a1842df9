import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { SettingsUpdate, StoredSettings } from '@brightpath/shared/settings';
import type { ToggleCopy } from '../lib/settings-copy';
import { SettingsCard } from './settings-card';
import { SettingSwitch } from './setting-switch';

type ToggleSection = 'notifications' | 'learning' | 'privacy';

type Props<S extends ToggleSection> = {
  section: S;
  title: string;
  icon: LucideIcon;
  tone?: string;
  /** What the section's choices do today (some wait for a feature Brightpath does not have yet). */
  note?: ReactNode;
  toggles: ToggleCopy<S>[];
  values: StoredSettings[S];
  onChange: (update: SettingsUpdate) => void;
  children?: ReactNode;
};

/** A card of on-and-off settings of one section, each saved as it is switched. */
export function ToggleCard<S extends ToggleSection>({ section, title, icon, tone, note, toggles, values, onChange, children }: Props<S>) {
  return (
    <SettingsCard title={title} icon={icon} tone={tone} description={note}>
      <div className="divide-y divide-line-100">
        {toggles.map((t) => (
          <SettingSwitch
            key={t.field}
            label={t.label}
            description={t.description}
            checked={values[t.field] as boolean}
            onCheckedChange={(on) => onChange({ [section]: { [t.field]: on } })}
          />
        ))}
        {children}
      </div>
    </SettingsCard>
  );
}
