import { Bell, GraduationCap, Save, ShieldCheck } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { Settings, SettingsUpdate, StoredSettings } from '@brightpath/shared/settings';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { toast } from '@/components/ui/use-toast';
import { settingsQueryOptions } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { LEARNING_TOGGLES, NOTIFICATION_TOGGLES, PRIVACY_TOGGLES } from '../lib/settings-copy';
import { describeAppearanceChange } from '../lib/appearance-change';
import { AppearanceCard } from './appearance-card';
import { AudioCard } from './audio-card';
import { DataPrivacyCard } from './data-privacy-card';
import { SettingSwitch } from './setting-switch';
import { SubscriptionCard } from './subscription-card';
import { TestingResetCard } from './testing-reset-card';
import { ToggleCard } from './toggle-card';

type Props = {
  userId: number;
  /** The testing-reset card shows to administrators only. */
  isAdmin: boolean;
  /** A guest's account: Data & Privacy says it cannot be reached again once logged out. */
  guest?: boolean;
};

const stored = ({ subscription: _usage, ...settings }: Settings): StoredSettings => settings;

/** /settings (spec 002 sections 2-4 and 9): every section of the settings object, each change saved as it is made. */
export function SettingsPage({ userId, isAdmin, guest = false }: Props) {
  // Read again on each visit (this month's sessions change as the learner studies), unless the link just preloaded them.
  const query = useQuery({ ...settingsQueryOptions(userId), staleTime: 5_000 });
  const update = useUpdateSettings(userId);
  const settings = query.data;

  const change = (changes: SettingsUpdate) => {
    if (!settings) return;
    update.mutate(changes);
    // Spec 002 section 4: appearance is reapplied at once, with 'Appearance Updated'.
    if (changes.appearance)
      toast({ title: 'Appearance Updated', description: describeAppearanceChange(changes.appearance, settings.appearance) });
  };

  const saveAll = () => {
    if (!settings || update.isPending) return;
    update.mutate(stored(settings), {
      onSuccess: () => toast({ title: 'Settings Saved', description: 'Your preferences have been saved to your account.' }),
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Settings</h1>
        <p className="mt-2 text-ink-700">Choose how Brightpath looks, sounds and keeps in touch. Each change is saved as you make it.</p>
      </div>
      {settings ? (
        <div className="space-y-6">
          <ToggleCard
            section="notifications"
            title="Notifications"
            icon={Bell}
            note="Brightpath does not send e-mails or reminders yet: those choices are kept on your account for when it does. Achievement alerts apply now."
            toggles={NOTIFICATION_TOGGLES}
            values={settings.notifications}
            onChange={change}
          />
          <AudioCard audio={settings.audio} onChange={change} />
          <AppearanceCard appearance={settings.appearance} onChange={change} />
          <ToggleCard
            section="learning"
            title="Learning Preferences"
            icon={GraduationCap}
            tone="bg-emerald-100 text-emerald-700"
            note="How the tutor works with you. Personalized Content applies now: the tutor and the learning assistant draw examples from your interests only while it is on. The other choices are kept on your account for when Brightpath uses them."
            toggles={LEARNING_TOGGLES}
            values={settings.learning}
            onChange={change}
          />
          <ToggleCard
            section="privacy"
            title="Privacy"
            icon={ShieldCheck}
            tone="bg-sky-100 text-sky-700"
            note="Brightpath shares nothing with anyone else and has no public profiles yet: these choices are kept for when it does."
            toggles={PRIVACY_TOGGLES}
            values={settings.privacy}
            onChange={change}
          >
            <SettingSwitch
              label="Public Profile"
              description="Let other learners see your profile."
              checked={settings.privacy.profileVisibility === 'public'}
              onCheckedChange={(on) => change({ privacy: { profileVisibility: on ? 'public' : 'private' } })}
            />
          </ToggleCard>
          <SubscriptionCard subscription={settings.subscription} />
          <DataPrivacyCard guest={guest} />
          {isAdmin && <TestingResetCard />}
          <div className="flex justify-end">
            <Button size="lg" onClick={saveAll} aria-disabled={update.isPending}>
              <Save className="h-4 w-4" aria-hidden /> Save All Settings
            </Button>
          </div>
        </div>
      ) : query.isError ? (
        <ErrorState message="We couldn't load your settings." onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState label="Loading your settings..." showLabel />
      )}
    </div>
  );
}
