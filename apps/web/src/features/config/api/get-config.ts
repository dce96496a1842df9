import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@brightpath/shared/config';

export const configQueryOptions = () => queryOptions<PublicConfig>({ queryKey: ['/api/config'] });

export function usePublicConfig() {
  return useQuery(configQueryOptions());
}
