import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Specified defaults: never stale, no refetch on focus or interval, no retries; a 401 throws. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
