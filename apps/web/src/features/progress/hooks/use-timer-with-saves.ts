import { useState } from 'react';
import { BREAK_MINUTES, elapsedMs, type TimedSessionSave, type TimerEvent } from '@brightpath/shared/study-timer';
import { toast } from '@/components/ui/use-toast';
import { playChime } from '@/lib/sound';
import { useSaveStudySession } from '../api/save-study-session';
import { plural } from '../lib/format';
import { useStudyTimer } from './use-study-timer';

// The progress page's notices are ours (spec 001 section 8: "Progress page notices: not shown").
const EVENT_TOAST: Record<TimerEvent, { title: string; description: string }> = {
  'target-reached': { title: 'Focus session complete!', description: `Pomodoro saved. Time for a ${BREAK_MINUTES}-minute break.` },
  'break-ended': { title: 'Break over', description: 'Press Start when you are ready to focus again.' },
};

/** The study timer with its records saved to the server, a failed save kept to try again, and its notices. */
export function useTimerWithSaves(userId: number) {
  const save = useSaveStudySession();
  const [unsaved, setUnsaved] = useState<TimedSessionSave | null>(null);

  const store = (record: TimedSessionSave) => {
    setUnsaved(null);
    save.mutate(record, {
      onSuccess: () => {
        // A pomodoro's notice is the target's own ('Focus session complete!').
        if (record.type === 'timed_session') {
          toast({ title: 'Study session saved', description: `${plural(record.minutes, 'minute', 'minutes')} added to your study time.` });
        }
      },
      onError: () => setUnsaved(record),
    });
  };

  const timer = useStudyTimer({
    userId,
    onSave: store,
    onEvent: (event) => {
      toast(EVENT_TOAST[event]);
      // Heard from another tab too (the learner's Sound Effects setting).
      playChime(event === 'target-reached' ? 'success' : 'notice');
    },
  });

  return {
    timer,
    unsaved,
    saving: save.isPending,
    retrySave: () => unsaved && store(unsaved),
    /** Stop; a focus session too short to be saved says so, rather than vanish silently. */
    stop: () => {
      const { state } = timer;
      const ran = elapsedMs(state, Date.now());
      const step = timer.stop();
      if (!step.save && state.mode === 'focus' && ran > 0) {
        toast({ title: 'Session not saved', description: 'Sessions longer than a minute count towards your study time.' });
      }
    },
  };
}
