import { AlphaTestingPage } from '@/features/alpha-testing/components/alpha-testing-page';
import { useMe } from '@/features/auth/api/get-me';
import { PageLoading } from '../layout/root-layout';

/** /alpha-testing: administrators (the server enforces it), and an administrator acting as a test account. */
export default function AlphaTestingRoute() {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageLoading />;
  return <AlphaTestingPage key={me?.id ?? 0} isAdmin={me?.role === 'admin'} signedInAs={me?.id ?? null} />;
}
