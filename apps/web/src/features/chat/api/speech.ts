import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_VOICE, type SpeechPreferences, type SpeechVoice } from '@brightpath/shared/speech';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';

/** The speech call failed: its status and body text (spec 001 section 8). */
export class SpeechRequestError extends Error {
  constructor(
    public status: number,
    public bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }
}

/**
 * POST /api/speech/generate: the text spoken in the voice, as audio (WAV offline, MP3 from OpenAI). Not the JSON
 * helper: the answer is binary. Rejects with SpeechRequestError for a non-2xx answer, or an AbortError.
 */
export async function fetchSpeech(text: string, voice: SpeechVoice, signal?: AbortSignal): Promise<Blob> {
  console.debug('[api] POST /api/speech/generate');
  const res = await fetch('/api/speech/generate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text, voice }),
    credentials: 'include',
    signal,
  });
  console.debug(`[api] POST /api/speech/generate -> ${res.status} (${res.headers.get('x-cache') ?? 'no cache header'})`);
  if (!res.ok) throw new SpeechRequestError(res.status, (await res.text()) || res.statusText);
  return res.blob();
}

export const speechPreferencesQueryOptions = () => queryOptions<SpeechPreferences>({ queryKey: ['/api/speech/preferences'] });

/** The learner's voice, kept on the account: nova until they choose (and while it loads, or when not `enabled`). */
export function useVoicePreference(enabled = true) {
  const query = useQuery({ ...speechPreferencesQueryOptions(), enabled });
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (voice: SpeechVoice) => apiJson<SpeechPreferences>('PUT', '/api/speech/preferences', { voice }),
    // The picker shows the choice at once; a failed save puts the stored one back.
    onMutate: (voice) => {
      const previous = client.getQueryData<SpeechPreferences>(speechPreferencesQueryOptions().queryKey);
      client.setQueryData(speechPreferencesQueryOptions().queryKey, { voice });
      return { previous };
    },
    onError: (error, _voice, context) => {
      console.error('Saving the voice failed', error);
      if (context?.previous) client.setQueryData(speechPreferencesQueryOptions().queryKey, context.previous);
      toast({ variant: 'destructive', title: 'Error', description: "We couldn't save your choice of voice. Please try again." });
    },
  });
  return { voice: query.data?.voice ?? DEFAULT_VOICE, choose: (voice: SpeechVoice) => save.mutate(voice) };
}
