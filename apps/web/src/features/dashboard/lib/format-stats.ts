import type { DashboardStats, SubjectProgress } from '@brightpath/shared/learning-stats';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Minutes as the 'Avg. Session' card shows them (whole minutes from the server; a fraction shows one decimal). */
export const formatMinutes = (minutes: number) => `${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)} min`;

export type StatCard = { key: 'sessions' | 'streak' | 'concepts' | 'avg'; label: string; value: string };

/** The four stat cards (spec 001 section 2): Total Sessions, Learning Streak in days, Concepts Mastered, Avg. Session in min. */
export function statCards(stats: DashboardStats): StatCard[] {
  return [
    { key: 'sessions', label: 'Total Sessions', value: String(stats.totalSessions) },
    { key: 'streak', label: 'Learning Streak', value: plural(stats.streak, 'day', 'days') },
    { key: 'concepts', label: 'Concepts Mastered', value: String(stats.conceptsMastered) },
    { key: 'avg', label: 'Avg. Session', value: formatMinutes(stats.avgSessionTime) },
  ];
}

const LEVEL_LABEL: Record<SubjectProgress['level'], string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
export const levelLabel = (level: SubjectProgress['level']) => LEVEL_LABEL[level];
