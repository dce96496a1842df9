import { useSearchParams } from 'react-router';
import { SKILL_TREE_SUBJECT_NAMES, type SkillTreeSubject } from '@brightpath/shared/skills';
import { SkillTreePage, type SkillTreeView } from '@/features/skill-tree/components/skill-tree-page';

const isSubject = (value: string | null): value is SkillTreeSubject => SKILL_TREE_SUBJECT_NAMES.some((s) => s === value);

/**
 * /skill-tree, /skill-tree?subject=Science&view=list (under RequireAccount). The subject and the view are in the URL,
 * so a reload, the way back from the tutor, or a shared link opens them again; changing them adds no history entry.
 */
export default function SkillTreeRoute() {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('subject');
  const subject: SkillTreeSubject = isSubject(wanted) ? wanted : 'Mathematics';
  const view: SkillTreeView = search.get('view') === 'list' ? 'list' : 'graph';
  const show = (next: { subject: SkillTreeSubject; view: SkillTreeView }) =>
    setSearch(
      { ...(next.subject === 'Mathematics' ? {} : { subject: next.subject }), ...(next.view === 'graph' ? {} : { view: next.view }) },
      { replace: true, preventScrollReset: true },
    );
  return (
    <SkillTreePage
      subject={subject}
      onSubjectChange={(s) => show({ subject: s, view })}
      view={view}
      onViewChange={(v) => show({ subject, view: v })}
    />
  );
}
