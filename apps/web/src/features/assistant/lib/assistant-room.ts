/**
 * On wide screens the open assistant sits beside the page instead of over it: the page's main area keeps this much
 * room on the left (the root layout reads --assistant-room at lg and up), so the panel never covers a conversation,
 * its message box or a button.
 */
export const ASSISTANT_ROOM = {
  /** 1.5rem from the edge, the panel (w-80 or w-96), 1.5rem to the content. */
  collapsed: '23rem',
  expanded: '27rem',
} as const;

export function setAssistantRoom(room: string | null) {
  const root = document.documentElement;
  if (room) root.style.setProperty('--assistant-room', room);
  else root.style.removeProperty('--assistant-room');
}
