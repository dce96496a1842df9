import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** /profile (under RequireAccount): a save changes the account's name too, which the header and greetings read. */
export default function ProfileRoute() {
  const qc = useQueryClient();
  return <ProfilePage onSaved={() => void qc.invalidateQueries({ queryKey: meQueryOptions().queryKey })} />;
}
