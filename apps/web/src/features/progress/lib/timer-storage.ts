import { createTimer, restoreTimer, type TimerState } from '@brightpath/shared/study-timer';
import { storage } from '@/lib/storage';

/** What localStorage keeps: the timer and whose it is. */
type StoredTimer = { userId: number; state: TimerState };

/** The learner's timer as a reload left it; anything unreadable, or another learner's timer, starts a fresh one. */
export function loadTimer(userId: number): TimerState {
  const raw = storage.get('studyTimer');
  if (!raw) return createTimer();
  try {
    const stored = JSON.parse(raw) as Partial<StoredTimer> | null;
    // On a shared computer another learner's running timer is not this learner's study time.
    if (stored?.userId !== userId) return createTimer();
    return restoreTimer(stored.state);
  } catch {
    return createTimer();
  }
}

export function storeTimer(userId: number, state: TimerState) {
  storage.set('studyTimer', JSON.stringify({ userId, state } satisfies StoredTimer));
}

/** The stored timer's new value when another browser tab changed it, else null. */
export function timerFromStorageEvent(event: StorageEvent, userId: number): TimerState | null {
  if (event.key !== 'studyTimer' || event.storageArea !== localStorage || event.newValue === null) return null;
  return loadTimer(userId);
}
