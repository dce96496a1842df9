import { isDone, type SkillStatus } from '@brightpath/shared/mastery';
import { SKILL_LOCKED_TOAST, type SkillProgress } from '@brightpath/shared/skill-progress';
import { SKILL_TREE_SUBJECTS, type Skill, type SkillTreeSubject } from '@brightpath/shared/skills';

// The skill tree's words (spec 002 sections 2, 4, 8 and 9, verbatim) and how a skill's state reads on the page.

export const SKILL_TREE_COPY = {
  /** Spec 002 section 8: the toast when a locked skill is started ('Skill Locked: Complete the ...'). */
  lockedTitle: SKILL_LOCKED_TOAST.title,
  lockedText: SKILL_LOCKED_TOAST.description,
  /** Spec 002 sections 4 and 8: the toast before the tutor opens on the skill. */
  starting: 'Starting Learning Session',
  /** Spec 002 section 4: the panel's action per status. */
  actions: {
    available: 'Start Learning',
    in_progress: 'Continue Learning',
    locked: 'Complete Prerequisites First',
    review: 'Review Skill',
  },
} as const;

/** Each status's word (the legend, the node's label); the colour and icon are the components' (status-style.tsx). */
export const STATUS_LABEL: Record<SkillStatus, string> = {
  locked: 'Locked',
  available: 'Available',
  in_progress: 'In Progress',
  completed: 'Completed',
  mastered: 'Mastered',
};

/** A skill of the curriculum with the learner's state on it (a skill the server did not answer for counts as locked). */
export type SkillView = Skill & { state: SkillProgress };

const NO_STATE = (skillId: string): SkillProgress => ({
  skillId,
  status: 'locked',
  progress: 0,
  mastery: 0,
  answered: 0,
  correct: 0,
  reported: 0,
  reviewAt: null,
  due: false,
});

export function skillViews(skills: readonly Skill[], states: readonly SkillProgress[] | undefined): SkillView[] {
  const byId = new Map((states ?? []).map((s) => [s.skillId, s]));
  return skills.map((skill) => ({ ...skill, state: byId.get(skill.id) ?? NO_STATE(skill.id) }));
}

/** The progress cards: skills completed (of which mastered), in progress, available, and points earned of the total. */
export function skillSummary(views: readonly SkillView[]) {
  const count = (status: SkillStatus) => views.filter((v) => v.state.status === status).length;
  const done = views.filter((v) => isDone(v.state.status));
  return {
    total: views.length,
    completed: done.length,
    mastered: count('mastered'),
    inProgress: count('in_progress'),
    available: count('available'),
    points: done.reduce((sum, v) => sum + v.points, 0),
    totalPoints: views.reduce((sum, v) => sum + v.points, 0),
  };
}

/** The node's and the list item's accessible name: 'Fractions, available, 0%'. */
export const skillLabel = (v: SkillView) => `${v.name}, ${STATUS_LABEL[v.state.status].toLowerCase()}, ${v.state.progress}%`;

/** The panel's action for a status (spec 002 section 4). */
export function skillAction(status: SkillStatus): string {
  if (status === 'locked') return SKILL_TREE_COPY.actions.locked;
  if (status === 'available') return SKILL_TREE_COPY.actions.available;
  if (status === 'in_progress') return SKILL_TREE_COPY.actions.in_progress;
  return SKILL_TREE_COPY.actions.review;
}

/**
 * Where a skill opens: the tutor on the skill, in its catalogue subject. Review Skill opens the structured lesson
 * (mode=structured): its quiz is graded by rule and counts toward the skill's mastery and review schedule, where a
 * chat reply counts only for a graded maths answer; review=1 asks for a new lesson when the last one is finished.
 */
export function skillChatHref(skillId: string, subject: SkillTreeSubject, status: SkillStatus): string {
  const subjectId = SKILL_TREE_SUBJECTS.find((s) => s.name === subject)!.subjectId;
  const query = new URLSearchParams({ skill: skillId, subject: String(subjectId) });
  if (isDone(status)) {
    query.set('mode', 'structured');
    query.set('review', '1');
  }
  return `/chat?${query.toString()}`;
}

/** '45 minutes', '2 hours', '1 hour 30 minutes'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = `${h} hour${h === 1 ? '' : 's'}`;
  return m === 0 ? hours : `${hours} ${m} minutes`;
}

/**
 * Where the learner is in the tree: the skills open to learn (available, in progress) and the skills they lead to
 * next; on a small screen (`first`) only the first open skill (its next ones can lie far apart), so the nodes stay
 * readable. The graph
 * first fits these; the whole tree is one 'fit view' away. Empty when nothing is open (every skill done): then the
 * whole tree.
 */
export function frontierIds(views: readonly SkillView[], { first = false }: { first?: boolean } = {}): string[] {
  const openViews = views.filter((v) => v.state.status === 'available' || v.state.status === 'in_progress');
  if (first) return openViews.slice(0, 1).map((v) => v.id);
  const open = new Set(openViews.map((v) => v.id));
  return views.filter((v) => open.has(v.id) || v.prerequisites.some((p) => open.has(p))).map((v) => v.id);
}
