import { useMe } from '@/features/auth/api/get-me';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { PageLoading } from '../layout/root-layout';

/** /settings (under RequireAccount): the testing-reset card for administrators; Data & Privacy warns a guest first. */
export default function SettingsRoute() {
  const { data: me } = useMe();
  if (!me) return <PageLoading />;
  return <SettingsPage key={me.id} userId={me.id} isAdmin={me.role === 'admin'} guest={me.isGuest} />;
}
