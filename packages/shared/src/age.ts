/** The six age bands of spec 000 section 5, stored as the learner's band. */
export const AGE_BANDS = ['under-13', '13-17', '18-25', '26-35', '36-50', 'over-50'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Three question sets and three reading levels (DESIGN.md decision 7). */
export const AGE_GROUPS = ['child', 'teen', 'adult'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export function ageBand(age: number | null | undefined): AgeBand | null {
  if (age === null || age === undefined || !Number.isFinite(age)) return null;
  if (age < 13) return 'under-13';
  if (age <= 17) return '13-17';
  if (age <= 25) return '18-25';
  if (age <= 35) return '26-35';
  if (age <= 50) return '36-50';
  return 'over-50';
}

/** Under 13 is a child, 13 to 17 a teen, 18 and over (or unknown) an adult. */
export function ageGroup(age: number | null | undefined): AgeGroup {
  const band = ageBand(age);
  if (band === 'under-13') return 'child';
  if (band === '13-17') return 'teen';
  return 'adult';
}

/** Parses the age field: an integer, or null when empty or not a number (spec 000 section 5). */
export function parseAge(input: string): number | null {
  const n = Number.parseInt(input.trim(), 10);
  return Number.isNaN(n) ? null : n;
}

export const AGE_MIN = 4;
export const AGE_MAX = 120;
