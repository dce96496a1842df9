import { useSearchParams } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { JoinPage } from '@/features/family/components/join-page';
import { PageLoading } from '../layout/root-layout';

/** /family/join?token= (public): a signed-in learner joins; a visitor or a guest makes an account first and comes back. */
export default function FamilyJoinRoute() {
  const [search] = useSearchParams();
  const { data: me, isPending } = useMe();
  if (isPending) return <PageLoading />;
  return <JoinPage key={me?.id ?? 'visitor'} token={search.get('token') || null} account={me ? { isGuest: me.isGuest } : null} />;
}
