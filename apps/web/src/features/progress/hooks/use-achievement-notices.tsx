import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AchievementNotice } from '@brightpath/shared/progress';
import { toast, useToasts } from '@/components/ui/use-toast';
import { takeAchievementNotices } from '../api/take-achievement-notices';
import { progressQueryOptions } from '../api/get-progress';
import { AchievementCelebration, ACHIEVEMENTS_HREF } from '../components/achievement-celebration';
import { checksAchievements, onAchievementCheckRequest } from '@/lib/achievement-check';
import { playChime } from '@/lib/sound';

/** Long enough to read a title, a sentence and a link; paused while pointed at or focused (Radix Toast). */
export const CELEBRATION_MS = 8000;

/** A notice waiting its turn, with its place among those unlocked together ('1 of 2'). */
type Queued = { notice: AchievementNotice; position: number; of: number };

/**
 * Tells a signed-in learner of the achievements they unlocked: asks the server once per route change and after a
 * mutation that may unlock one (meta ACHIEVEMENT_CHECK_META), then celebrates each in a toast of its own
 * (AchievementCelebration: badge, title, description, rarity, a link to all of them). Toasts show one at a time
 * (spec 000), so several unlocked together come one after the other, never stacked over the page: the next waits
 * until no toast is open, and never pushes another notice off the screen.
 * `enabled` is false for a visitor without a session, who has nothing to be told. With `alerts` off (the learner's
 * Achievement Alerts setting) nothing is celebrated: the notices are still taken, so none waits to burst out when
 * alerts come back on, and every unlock shows on the Achievements tab as always.
 */
export function useAchievementNotices(enabled: boolean, { alerts = true }: { alerts?: boolean } = {}) {
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [queue, setQueue] = useState<Queued[]>([]);
  const busy = useRef(false);
  const again = useRef(false);
  const alertsOn = useRef(alerts);
  alertsOn.current = alerts;
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
            const batch = achievements.map((notice, i) => ({ notice, position: i + 1, of: achievements.length }));
            if (alertsOn.current) setQueue((q) => [...q, ...batch]);
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
    // The link closes the celebration it sits in; the toast's id is known once it is shown.
    const shown: { current?: { dismiss: () => void } } = {};
    const seeAll = () => {
      shown.current?.dismiss();
      void navigate(ACHIEVEMENTS_HREF);
    };
    shown.current = toast({
      description: <AchievementCelebration notice={next.notice} position={next.position} of={next.of} onSeeAll={seeAll} />,
      duration: CELEBRATION_MS,
      // News that comes by itself: polite, it waits for the screen reader to finish what it is reading.
      type: 'background',
    });
    playChime();
    setQueue(rest);
  }, [queue, toastOpen, navigate]);
}
