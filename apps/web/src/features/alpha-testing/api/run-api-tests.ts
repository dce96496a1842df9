import { useMutation } from '@tanstack/react-query';
import { API_TEST_CALLS } from '@brightpath/shared/alpha';

export type ApiTestResult = { method: string; path: string; status: number | null; ok: boolean };

/** The automated API test (spec 002 section 7): the four calls in order, each counted when it answers 2xx. */
export async function runApiTests(): Promise<ApiTestResult[]> {
  const results: ApiTestResult[] = [];
  for (const call of API_TEST_CALLS) {
    try {
      const res = await fetch(call.path, { method: call.method, credentials: 'include' });
      results.push({ ...call, status: res.status, ok: res.ok });
    } catch {
      results.push({ ...call, status: null, ok: false });
    }
  }
  return results;
}

export function useRunApiTests() {
  return useMutation({ mutationFn: runApiTests });
}
