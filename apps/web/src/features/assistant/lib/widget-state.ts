/** Closed shows only the launcher; collapsed is the small panel (w-80 by h-96), expanded the large one (w-96 by 600px). */
export type WidgetState = 'closed' | 'collapsed' | 'expanded';

const KEY = 'brightpath.assistant';
const STATES: readonly WidgetState[] = ['closed', 'collapsed', 'expanded'];

/** Kept for the tab's session, so moving between pages (or a reload) leaves the widget as the learner left it. */
export function readWidgetState(): WidgetState {
  try {
    const saved = sessionStorage.getItem(KEY);
    return STATES.find((s) => s === saved) ?? 'closed';
  } catch {
    return 'closed';
  }
}

export function saveWidgetState(state: WidgetState) {
  try {
    sessionStorage.setItem(KEY, state);
  } catch {
    // storage disabled: the widget still works, it just forgets on reload
  }
}
