import { useQuery } from '@tanstack/react-query';

/** A skill-tree skill the chat is opened on (/chat?skill=<id>): its name for the focus chip, and its first lesson topic. */
export type FocusSkill = { id: string; name: string; subjectId: number; lessonTopic: string | undefined };

/**
 * Looks the skill up in the curricula, which load only here and only when the URL names a skill (a chunk of their
 * own, out of the chat's first load). Null when `skill` is not a curriculum skill: a link's free text, shown as it is.
 */
export async function findFocusSkill(skill: string): Promise<FocusSkill | null> {
  const [{ findSkill }, { SKILL_TREE_SUBJECTS }] = await Promise.all([
    import('@brightpath/shared/curricula'),
    import('@brightpath/shared/skills'),
  ]);
  const found = findSkill(skill);
  if (!found) return null;
  const subjectId = SKILL_TREE_SUBJECTS.find((s) => s.name === found.subject)!.subjectId;
  return { id: found.skill.id, name: found.skill.name, subjectId, lessonTopic: found.skill.practice.lessonTopics[0] };
}

export function useFocusSkill(skill: string | undefined) {
  return useQuery({
    queryKey: ['curriculum-skill', skill],
    queryFn: () => findFocusSkill(skill!),
    enabled: skill !== undefined,
    staleTime: Infinity,
  });
}
