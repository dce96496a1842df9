import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AchievementNotice } from '@brightpath/shared/progress';
import { toast, useToasts } from '@/components/ui/use-toast';
import { takeAchievementNotices } from '../api/take-achievement-notices';
import { progressQueryOptions } from '../api/get-progress';
import { checksAchievements, onAchievementCheckRequest } from '@/lib/achievement-check';

export const ACHIEVEMENT_TOAST_TITLE = 'Achievement unlocked!';

/**
 * Tells a signed-in learner of the achievements they unlocked: asks the server once per route change and after a
 * mutation that may unlock one (meta ACHIEVEMENT_CHECK_META), then shows one toast per achievement. Toasts show one
 * at a time (spec 000), so the next waits until no toast is open, and never pushes another notice off the screen.
 * `enabled` is false for a visitor without a session, who has nothing to be told.
 */
export function useAchievementNotices(enabled: boolean) {
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const [queue, setQueue] = useState<AchievementNotice[]>([]);
  const busy = useRef(false);
  const again = useRef(false);
  // The path last asked about: once per navigation, even when an effect runs twice (StrictMode).
  const askedFor = useRef<string | null>(null);

  const check = useCallback(async () => {
    // One request at a time; a check asked for meanwhile runs once after it.
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    try {
      do {
        again.current = false;
        try {
          const { achievements } = await takeAchievementNotices();
          if (achievements.length > 0) {
            setQueue((q) => [...q, ...achievements]);
            // The Achievements tab, if cached, still lists them as locked.
            void qc.invalidateQueries({ queryKey: progressQueryOptions().queryKey });
          }
        } catch {
          // A notice is a courtesy: the unlock is stored and shows on the progress page; the next navigation asks again.
        }
      } while (again.current);
    } finally {
      busy.current = false;
    }
  }, [qc]);

  useEffect(() => {
    if (!enabled) {
      askedFor.current = null;
      return;
    }
    if (askedFor.current === pathname) return;
    askedFor.current = pathname;
    void check();
  }, [enabled, pathname, check]);

  useEffect(() => {
    if (!enabled) return;
    return qc.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && checksAchievements(event.mutation)) void check();
    });
  }, [enabled, qc, check]);

  // A tutor reply streams outside the mutation cache; the chat asks through lib/achievement-check.ts.
  useEffect(() => (enabled ? onAchievementCheckRequest(() => void check()) : undefined), [enabled, check]);

  const toasts = useToasts();
  const toastOpen = toasts.some((t) => t.open);
  useEffect(() => {
    const [next, ...rest] = queue;
    if (!next || toastOpen) return;
    toast({ title: ACHIEVEMENT_TOAST_TITLE, description: next.title });
    setQueue(rest);
  }, [queue, toastOpen]);
}
