import { z } from 'zod';
import { AGE_GROUPS, ageGroup, type AgeGroup } from './age';
import { ASSESSMENT_CATEGORIES, type AssessmentQuestion } from './assessment';
import questionSets from './content/question-sets.json' with { type: 'json' };

/**
 * The three questionnaire sets (DESIGN.md decision 7: child under 13, teen 13-17, adult 18+ or unknown),
 * authored as data in content/question-sets.json (see content/README.md) and checked here when first imported.
 * Ids are stable: stored answers refer to them, so never renumber; add new ids instead.
 *
 * Each set has one learning-preferences question whose option ids are the learning styles
 * (LEARNING_STYLE_OPTION_IDS); the server derives the questionnaire profile's learningStyle from it.
 * The option labels of the interests questions become the profile's interests.
 */
export const LEARNING_STYLE_OPTION_IDS = ['visual', 'auditory', 'kinesthetic', 'mixed'] as const;
export type QuestionnaireLearningStyle = (typeof LEARNING_STYLE_OPTION_IDS)[number];
export const DEFAULT_QUESTIONNAIRE_STYLE: QuestionnaireLearningStyle = 'mixed';

const OptionSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/), label: z.string().min(1).max(80) });
const QuestionSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1).max(200),
  category: z.enum(ASSESSMENT_CATEGORIES),
  options: z.array(OptionSchema).min(3).max(4),
});

/** One age group's set: 8 questions, two per category, option ids unique, one learning-style question. */
const questionSetSchema = (group: AgeGroup) =>
  z.array(QuestionSchema).superRefine((set, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message: `${group}: ${message}` });
    if (set.length !== 8) issue(`has ${set.length} questions, not 8`);
    for (const c of ASSESSMENT_CATEGORIES) {
      const n = set.filter((q) => q.category === c).length;
      if (n !== 2) issue(`has ${n} ${c} questions, not 2`);
    }
    for (const q of set) {
      if (!q.id.startsWith(`${group}-`)) issue(`question ${q.id} must start with '${group}-'`);
      if (new Set(q.options.map((o) => o.id)).size !== q.options.length) issue(`question ${q.id} repeats an option id`);
    }
    const style = set.filter((q) => q.options.some((o) => o.id === 'visual'));
    const styleIds = style[0]?.options.map((o) => o.id).sort();
    if (
      style.length !== 1 ||
      style[0]!.category !== 'learning-preferences' ||
      styleIds?.join() !== [...LEARNING_STYLE_OPTION_IDS].sort().join()
    )
      issue(`needs exactly one learning-preferences question whose options are ${LEARNING_STYLE_OPTION_IDS.join(', ')}`);
  });

/** The content file's shape; exported for the content test, which also shows what a bad file is told. */
export const QuestionSetsSchema = z
  .object({ child: questionSetSchema('child'), teen: questionSetSchema('teen'), adult: questionSetSchema('adult') })
  .strict()
  .superRefine((sets, ctx) => {
    const ids = AGE_GROUPS.flatMap((g) => sets[g].map((q) => q.id));
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (repeated.length > 0) ctx.addIssue({ code: 'custom', message: `question ids repeated: ${repeated.join(', ')}` });
  });

export const QUESTION_SETS: Record<AgeGroup, AssessmentQuestion[]> = QuestionSetsSchema.parse(questionSets);

/** The set for a learner's age: under 13 child, 13-17 teen, 18+ or unknown adult. */
export function questionSetFor(age: number | null): { group: AgeGroup; questions: AssessmentQuestion[] } {
  const group = ageGroup(age);
  return { group, questions: QUESTION_SETS[group] };
}

/** The learning style a set of answers expresses: the option id of the style question, else 'mixed'. */
export function learningStyleFrom(
  questions: AssessmentQuestion[],
  answers: ReadonlyMap<string, string> | Record<string, string>,
): QuestionnaireLearningStyle {
  const get = (id: string) => (answers instanceof Map ? answers.get(id) : (answers as Record<string, string>)[id]);
  for (const q of questions) {
    if (q.category !== 'learning-preferences') continue;
    const answer = get(q.id);
    if (answer && (LEARNING_STYLE_OPTION_IDS as readonly string[]).includes(answer)) {
      return answer as QuestionnaireLearningStyle;
    }
  }
  return DEFAULT_QUESTIONNAIRE_STYLE;
}

/** The labels of the chosen options of the interests questions, in question order. */
export function interestsFrom(questions: AssessmentQuestion[], answers: ReadonlyMap<string, string> | Record<string, string>): string[] {
  const get = (id: string) => (answers instanceof Map ? answers.get(id) : (answers as Record<string, string>)[id]);
  const out: string[] = [];
  for (const q of questions) {
    if (q.category !== 'interests') continue;
    const label = q.options.find((o) => o.id === get(q.id))?.label;
    if (label) out.push(label);
  }
  return out;
}
