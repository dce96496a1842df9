// What to study next, from the learner's own records: the next topic in the subject of the page (or of their
// latest session), the progress page's recommendations (packages/shared/src/recommendations.ts) with the counts
// that triggered them, a first subject to choose and the learning assessment. Most important first.
import type { AgeGroup } from '@brightpath/shared/age';
import { RECOMMENDATION_THRESHOLDS, recommendations, type RecommendationId } from '@brightpath/shared/recommendations';
import { cardAfter, cardInSubject, learnerSubject, recentCards, topicCard } from './cards.ts';
import type { SuggestionInput } from './types.ts';

export type NextStep = {
  id: 'choose-subject' | 'continue-subject' | 'review-skills' | 'take-assessment' | RecommendationId;
  title: string;
  /** Plain sentences (no markdown): the widget shows them as they are. */
  text: string;
  /** 0 to 1: how much this step matters now. */
  weight: number;
  /** The subject the step is about, when it is about one. */
  subject?: string;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The recommendation's own title with what the learner's counts say, worded for the age group. */
function recommendationText(id: RecommendationId, input: SuggestionInput): string {
  const { learner, ageGroup: group } = input;
  const child = group === 'child';
  switch (id) {
    case 'learning-habit':
      if (learner.sessions === 0)
        return child
          ? 'Start with one short session with the tutor. Then try one every day this week.'
          : 'Start with one short tutoring session, then aim for one every day this week: short, regular sessions help ideas stick.';
      return child
        ? `You have had ${plural(learner.sessions, 'session')} with the tutor so far. Try a short one every day this week.`
        : `You have had ${plural(learner.sessions, 'tutoring session')} so far. A short session every day this week helps ideas stick.`;
    case 'explore-subjects': {
      const only = learner.subjects[0]?.name ?? 'one subject';
      return child
        ? 'Pick one more subject to try something new.'
        : `You are studying ${only} only. Adding a second subject opens up new ideas and connections.`;
    }
    case 'advanced-topics':
      return child
        ? `You have asked ${learner.userMessages} questions. Ask for a harder one!`
        : `You have asked the tutor ${learner.userMessages} questions (more than ${RECOMMENDATION_THRESHOLDS.advancedUserMessagesAbove}): ask for a challenging practice problem next.`;
  }
}

const WEIGHT: Record<'high' | 'medium' | 'low', number> = { high: 0.9, medium: 0.7, low: 0.6 };

/** The next steps for this learner on this page, most important first. */
export function nextSteps(input: SuggestionInput): NextStep[] {
  const { learner, page, ageGroup: group } = input;
  const child = group === 'child';
  const steps: NextStep[] = [];

  const subject = page.subject ?? learnerSubject(learner);
  if (subject) steps.push(continueStep(subject, input, group));
  else if (learner.subjects.length === 0)
    steps.push({
      id: 'choose-subject',
      title: 'Choose Your First Subject',
      text: child
        ? 'Pick a subject you want to learn. Then ask the tutor your first question.'
        : 'Press ‘New Subject’ on the dashboard to choose a subject, then ask the tutor your first question in it.',
      weight: 0.95,
    });

  // Spaced review (docs/decisions/036): what is about to be forgotten comes before anything new.
  const due = learner.reviewsDue ?? [];
  if (due.length > 0) {
    const names = due.slice(0, 3).map((d) => d.name);
    const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    steps.push({
      id: 'review-skills',
      title: 'Review Your Skills',
      text: child
        ? `Time to practise ${list} again, so you don't forget. Find ${due.length === 1 ? 'it' : 'them'} in Today's Learning on your dashboard.`
        : `${list} ${due.length === 1 ? 'is' : 'are'} due for review: a quick go now keeps ${due.length === 1 ? 'it' : 'them'} fresh. Start from Today's Learning on your dashboard or from the skill tree.`,
      weight: 0.88,
    });
  }

  for (const r of recommendations({ sessions: learner.sessions, subjects: learner.subjects.length, userMessages: learner.userMessages }))
    steps.push({ id: r.id, title: r.title, text: recommendationText(r.id, input), weight: WEIGHT[r.priority] });

  if (!learner.assessmentCompleted)
    steps.push({
      id: 'take-assessment',
      title: 'Take the Learning Assessment',
      text: child
        ? 'Answer a few quick questions about how you like to learn, so the tutor can help you better.'
        : 'A few quick questions about how you like to learn, so the tutor can present ideas in a way that suits you.',
      weight: 0.65,
    });
  return steps.sort((a, b) => b.weight - a.weight);
}

/** The next topic in a subject: after the page's topic, else after the learner's latest work in it, else the card after their sessions so far. */
function continueStep(subject: { id: number; name: string }, input: SuggestionInput, group: AgeGroup): NextStep {
  const { page, learner } = input;
  const after = topicCard(page) ?? recentCards(learner, group, subject.id)[0] ?? null;
  const next = after ? cardAfter(after, group, learner) : cardInSubject(subject.id, group, learner, 'next');
  const started = learner.subjects.some((s) => s.subjectId === subject.id && s.sessions > 0);
  const title = started ? `Continue ${subject.name}` : `Start ${subject.name}`;
  const topic = next ? next.title : null;
  const text = topic
    ? group === 'child'
      ? `Try ${topic} next. Ask the tutor about it.`
      : after
        ? `After ${after.title}, try ${topic} next: ask the tutor about it in ${subject.name}.`
        : started
          ? `Try ${topic} next: ask the tutor about it in ${subject.name}.`
          : `Begin with ${topic}: ask the tutor about it in ${subject.name}.`
    : `Ask the tutor in ${subject.name} what you would like to learn next.`;
  return { id: 'continue-subject', title, text, weight: 0.85, subject: subject.name };
}
