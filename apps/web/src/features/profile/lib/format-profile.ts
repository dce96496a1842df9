import { formatHoursMinutes, type ProfileStatistics } from '@brightpath/shared/learning-stats';
import type { UserProfile } from '@brightpath/shared/user-profile';

type PlanId = UserProfile['plan'];

/** The plans above which there is no bigger one to move to: the button shows the plans rather than an upgrade. */
export const hasUpgrade = (plan: PlanId) => plan === 'free' || plan === 'basic' || plan === 'premium';

/** 'Active Member' (spec 002 section 2) for an account in good standing; otherwise what the account's status is. */
export function memberStatus(status: UserProfile['status']): string {
  if (status === 'active') return 'Active Member';
  return status === 'pending' ? 'Membership Pending' : 'Account Suspended';
}

// The product speaks English: dates read the same way whatever the browser's language.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** An instant as a date: 'July 14, 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The Learning Statistics card's figures, under the dashboard's and the progress page's labels. */
export function statisticsFacts(s: ProfileStatistics): { key: keyof ProfileStatistics; label: string; value: string }[] {
  return [
    { key: 'totalSessions', label: 'Total Sessions', value: String(s.totalSessions) },
    { key: 'studyMinutes', label: 'Time Studied', value: formatHoursMinutes(s.studyMinutes) },
    { key: 'conceptsMastered', label: 'Concepts Mastered', value: String(s.conceptsMastered) },
    { key: 'streak', label: 'Learning Streak', value: plural(s.streak, 'day', 'days') },
    { key: 'subjects', label: 'Subjects', value: String(s.subjects) },
    { key: 'userMessages', label: 'Messages Sent', value: String(s.userMessages) },
  ];
}
