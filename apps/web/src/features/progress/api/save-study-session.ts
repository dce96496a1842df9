import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimedSessionSave } from '@brightpath/shared/study-timer';
import type { z } from 'zod';
import type { TimedSessionSchema } from '@brightpath/shared/progress';
import { apiJson } from '@/lib/api-client';
import { ACHIEVEMENT_CHECK_META } from '@/lib/achievement-check';
import { progressQueryOptions } from './get-progress';

export type TimedSession = z.infer<typeof TimedSessionSchema>;

/** Stores a study-timer record (a stopped session over 60 s, or a pomodoro); achievements it completes unlock with it. */
export const saveStudySession = (record: TimedSessionSave) => apiJson<TimedSession>('POST', '/api/study-sessions', record);

export function useSaveStudySession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveStudySession,
    // The record may unlock Time Manager: the root layout's notices look again when this succeeds.
    meta: ACHIEVEMENT_CHECK_META,
    onSuccess: () => qc.invalidateQueries({ queryKey: progressQueryOptions().queryKey }),
  });
}
