// Spaced review of the skills a learner has worked on (issue 23, docs/decisions/036): FSRS (ts-fsrs 5) schedules each
// skill from the same rule-graded answers that trace its mastery, folded at each read like the mastery, so the
// schedule is never stored apart from the answers it comes from. A review is a day's practice of the skill (UTC
// days): every answer right is Good, some right is Hard, none right is Again; intervals are whole days (no
// short-term learning steps: the tutor, not a flash-card session, brings the skill back).
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

/** No fuzz: the same answers always give the same schedule (the learner sees the same due day on every screen). */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

export type GradedAt = { correct: boolean; at: Date };

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** A day's answers as one FSRS grade. */
export function dayGrade(answers: readonly boolean[]): Grade {
  const right = answers.filter(Boolean).length;
  if (right === answers.length) return Rating.Good;
  return right > 0 ? Rating.Hard : Rating.Again;
}

/**
 * The skill's review card after these answers (oldest first), each day's answers reviewed at the day's last answer;
 * null before any answer.
 */
export function reviewCardOf(answers: readonly GradedAt[]): Card | null {
  if (answers.length === 0) return null;
  const days: { last: Date; answers: boolean[] }[] = [];
  for (const a of answers) {
    const day = days.at(-1);
    if (day && dayOf(day.last) === dayOf(a.at)) {
      day.answers.push(a.correct);
      day.last = a.at;
    } else days.push({ last: a.at, answers: [a.correct] });
  }
  let card = createEmptyCard(days[0]!.last);
  for (const day of days) card = scheduler.next(card, day.last, dayGrade(day.answers)).card;
  return card;
}

/** Due for review at `now`: the card's due time has come. */
export const isDue = (card: Card | null, now: Date) => card !== null && card.due.getTime() <= now.getTime();
