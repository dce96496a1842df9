// Mastery of a skill from graded work (issue 23, docs/decisions/036): Bayesian knowledge tracing over the learner's
// rule-graded answers tied to the skill, in the order they were given, and the skill's status from it, from what the
// learner reported and from its prerequisites. Pure: the server folds the stored answers at each read, so the figure
// is never a free number that could drift from the answers it comes from.

/**
 * The four parameters of knowledge tracing (OATutor's defaults): the chance the skill is known before any answer,
 * of learning it at each chance to practise, of a slip (a wrong answer although known) and of a guess (a right one
 * although not known).
 */
export type BktParameters = { prior: number; transit: number; slip: number; guess: number };
export const BKT: BktParameters = { prior: 0.1, transit: 0.1, slip: 0.1, guess: 0.1 };

/**
 * The estimate at which a skill counts as completed (it opens the skills that need it) and as mastered. From the
 * prior, two right answers in a row reach completed (0.93) and three reach mastered (0.99); any estimate below either
 * rises above it with right answers, since each one moves it toward 1: there is no dead end under a cut-off.
 */
export const MASTERY_THRESHOLDS = { completed: 0.8, mastered: 0.95 } as const;

export const SKILL_STATUSES = ['locked', 'available', 'in_progress', 'completed', 'mastered'] as const;
export type SkillStatus = (typeof SKILL_STATUSES)[number];

/**
 * One answer's update: the posterior that the skill was known given the answer (Bayes), then the chance of learning
 * it from this practice: posterior + (1 - posterior) x transit (the standard update, not OATutor's BKT-brain.js, which
 * moves the prior toward the posterior by the transit probability and learns far more slowly).
 */
export function bktUpdate(known: number, correct: boolean, p: BktParameters = BKT): number {
  const posterior = correct
    ? (known * (1 - p.slip)) / (known * (1 - p.slip) + (1 - known) * p.guess)
    : (known * p.slip) / (known * p.slip + (1 - known) * (1 - p.guess));
  return posterior + (1 - posterior) * p.transit;
}

/** The estimate after these answers, oldest first (the prior with none). */
export function masteryOf(answers: readonly boolean[], p: BktParameters = BKT): number {
  return answers.reduce((known, correct) => bktUpdate(known, correct, p), p.prior);
}

/** What the learner has done on one skill. */
export type SkillEvidence = {
  /** Its rule-graded answers, oldest first. */
  answers: readonly boolean[];
  /** The progress the learner reported themselves (0 to 100; 0 when none). */
  reported: number;
};

export type SkillState = {
  status: SkillStatus;
  /** 0 to 100: 100 once completed; before, the larger of what was reported and how far the estimate has come. */
  progress: number;
  /** The knowledge-tracing estimate, 0 to 1 (the prior before any answer). */
  mastery: number;
  /** Graded answers counted, and of those right. */
  answered: number;
  correct: number;
};

/**
 * A skill's state. Completed once the estimate has reached the completed threshold after some answer, or the learner
 * reported 100: it stays completed (a later slip does not lock the skills it opened), while mastered follows the
 * estimate as it is now. Locked while a prerequisite is not completed, unless the learner already has work on it.
 */
export function skillState(evidence: SkillEvidence, prerequisitesDone: boolean, p: BktParameters = BKT): SkillState {
  let known = p.prior;
  let reached = evidence.reported >= 100;
  for (const correct of evidence.answers) {
    known = bktUpdate(known, correct, p);
    if (known >= MASTERY_THRESHOLDS.completed) reached = true;
  }
  const answered = evidence.answers.length;
  const correct = evidence.answers.filter(Boolean).length;
  const started = answered > 0 || evidence.reported > 0;
  const base = { mastery: known, answered, correct };
  if (reached) return { ...base, status: known >= MASTERY_THRESHOLDS.mastered ? 'mastered' : 'completed', progress: 100 };
  if (!prerequisitesDone && !started) return { ...base, status: 'locked', progress: 0 };
  const traced = Math.round((100 * (known - p.prior)) / (MASTERY_THRESHOLDS.completed - p.prior));
  const progress = Math.min(99, Math.max(0, evidence.reported, traced));
  return { ...base, status: started ? 'in_progress' : 'available', progress };
}

/** A skill as the states need it: its id and its prerequisites' ids. */
export type SkillNode = { id: string; prerequisites: readonly string[] };

/** Done, for the skills that need it: completed or mastered. */
export const isDone = (status: SkillStatus) => status === 'completed' || status === 'mastered';

/**
 * Every skill's state, prerequisites first (`skills` in any order; the graph must have no cycle, as the curricula's
 * check guarantees). A skill with no evidence counts as nothing done.
 */
export function skillStates(
  skills: readonly SkillNode[],
  evidence: ReadonlyMap<string, SkillEvidence>,
  p: BktParameters = BKT,
): Map<string, SkillState> {
  const byId = new Map(skills.map((s) => [s.id, s]));
  const states = new Map<string, SkillState>();
  const none: SkillEvidence = { answers: [], reported: 0 };
  const visit = (id: string): SkillState => {
    const known = states.get(id);
    if (known) return known;
    const skill = byId.get(id)!;
    const done = skill.prerequisites.every((pre) => byId.has(pre) && isDone(visit(pre).status));
    const state = skillState(evidence.get(id) ?? none, done, p);
    states.set(id, state);
    return state;
  };
  for (const s of skills) visit(s.id);
  return states;
}
