import { usePublicConfig } from '../api/get-config';

/** Shown when the server runs with BETA_BANNER=true (DESIGN.md decision 8); the title says so too (app/layout/document-title.ts). */
export function BetaBanner() {
  const { data } = usePublicConfig();
  const on = data?.betaBanner === true;
  if (!on) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[60] bg-amber-400 py-1 text-center text-xs font-bold tracking-wide text-amber-950"
    >
      BETA TESTING ENVIRONMENT
    </div>
  );
}

export function useBetaBannerOn() {
  return usePublicConfig().data?.betaBanner === true;
}
