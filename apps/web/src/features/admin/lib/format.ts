// How the console writes its figures and records: sessions as used/limit (∞ for unlimited, spec 002 section 2),
// times, names, and the words of each status, plan, action and moderation field.
import type { ActivityEvent, AdminUser, AuditEntry } from '@brightpath/shared/admin';

/** 'used/limit', the limit ∞ when -1 (spec 002 section 2). */
export const sessionsText = (used: number, limit: number) => `${used}/${limit < 0 ? '∞' : limit}`;

/** What a screen reader says for the same figure. */
export const sessionsLabel = (used: number, limit: number) =>
  limit < 0 ? `${used} sessions used this month, no limit` : `${used} of ${limit} sessions used this month`;

export const PLAN_LABEL: Record<AdminUser['plan'], string> = {
  free: 'Free',
  basic: 'Basic',
  premium: 'Premium',
  pro: 'Pro',
  family: 'Family',
};
export const STATUS_LABEL: Record<AdminUser['status'], string> = { active: 'Active', suspended: 'Suspended', pending: 'Pending' };

/** The name shown for an account: its full name when it has one, else its username. */
export function fullName(u: Pick<AdminUser, 'firstName' | 'lastName'>): string | null {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const dayText = (iso: string) => dateFormat.format(new Date(iso));
export const timeText = (iso: string) => timeFormat.format(new Date(iso));

/** '5 minutes ago', 'yesterday', '3 days ago', or the date past a month. */
export function sinceText(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 31) return `${days} days ago`;
  return dayText(iso);
}

/** One line of Recent Activity. */
export function activityText(e: ActivityEvent): string {
  const who = e.username ?? `Account ${e.userId}`;
  if (e.kind === 'registration') return `${who} registered (${PLAN_LABEL[e.plan]} plan)`;
  return `${who} started a ${e.subject} session`;
}

/** What an audit entry's action was, in words. */
const ACTIONS: Record<string, string> = {
  'users.status': 'Changed status',
  'users.delete': 'Deleted user',
  'users.list': 'Listed users',
  'users.details': 'Opened user details',
  'users.stats': 'Read the overview figures',
  'activity.list': 'Read recent activity',
  'audit-log.list': 'Read the audit log',
  'moderation-events.list': 'Listed moderation events',
  'moderation-events.details': 'Opened a moderation event',
  'moderation-events.summary': 'Counted moderation events',
  'moderation-events.review': 'Reviewed a moderation event',
  'subject-requests.list': 'Listed subject requests',
  'subject-requests.handle': 'Handled a subject request',
};
export const actionText = (action: string) => ACTIONS[action] ?? action;

/** A change's before and after, as 'status: active → suspended' for each field that changed. */
export function changeText(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  const { before, after } = entry;
  if (!before && !after) return null;
  if (before && !after) return 'Removed';
  const keys = Object.keys(after ?? {}).filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]));
  const show = (v: unknown) => (v === null || v === undefined ? 'none' : String(v));
  return keys.map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`).join('; ') || null;
}

export const SEVERITY_TONE: Record<string, string> = {
  low: 'bg-surface-200 text-ink-800',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-100 text-red-900',
};

export const AGE_GROUP_LABEL: Record<string, string> = { child: 'Under 13', teen: '13 to 17', adult: '18 and over' };
export const REVIEW_LABEL: Record<string, string> = { unreviewed: 'Waiting for review', reviewed: 'Reviewed', escalated: 'Escalated' };
export const SOURCE_LABEL: Record<string, string> = {
  chat: 'Tutor chat',
  assistant: 'Assistant',
  lesson: 'Lesson',
  history: 'History question',
};
