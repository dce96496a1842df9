// From the request and the learner's records to what the assistant's brain and the tutor pipeline work from:
// the page (its subject from the catalogue, 404 when the id names none), the learner's counts, and the learner
// context a provider sees (age band, level, preferences; never a name or an e-mail).
import { ageBand, ageGroup, type AgeGroup } from '@brightpath/shared/age';
import type { AssistantContextSchema } from '@brightpath/shared/assistant';
import type { z } from 'zod';
import { notFound } from '@/plugins/errors.ts';
import type { AssistantLearner, AssistantPage } from '@/tutor/offline/assistant/types.ts';
import type { LearnerContext } from '@/tutor/types.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { dueReviewsOf, skillEventsFrom } from '../skills/skills.api.ts';
import type { AssistantRecords } from './assistant.repository.ts';

export const ASSISTANT_ERRORS = {
  subjectNotFound: 'Subject not found',
  tooFast: (seconds: number) => `You are asking the assistant questions very quickly. Please wait ${seconds} seconds and try again.`,
} as const;

type PageQuery = Pick<z.output<typeof AssistantContextSchema>, 'currentPage' | 'subjectId' | 'topic' | 'currentSubject'>;

/**
 * The page the question was asked on. The subject is the catalogue's: by id (an unknown id is a 404), else a
 * subject name the page shows that the catalogue knows. Anything else the browser says about the learner
 * (userProgress) is not used: the server reads the learner's own records.
 */
export function resolvePage(catalogue: SubjectCatalogue, q: PageQuery): AssistantPage {
  let subject: { id: number; name: string } | null = null;
  if (q.subjectId !== undefined) {
    const found = catalogue.get(q.subjectId);
    if (!found) throw notFound(ASSISTANT_ERRORS.subjectNotFound);
    subject = { id: found.id, name: found.name };
  } else if (q.currentSubject) {
    const name = q.currentSubject.trim().toLowerCase();
    const found = catalogue.all().find((s) => s.name.toLowerCase() === name);
    if (found) subject = { id: found.id, name: found.name };
  }
  return { path: q.currentPage, subject, topic: q.topic || null };
}

/** Age from the account, else the profile, else the assessment (as the tutor reads it). */
export const learnerAge = (r: AssistantRecords): number | null => r.age ?? r.profile?.age ?? r.assessment?.age ?? null;

const DAY_SECONDS = 24 * 3600;

/** The learner's counts as the assistant reads them (spec 001 section 9's sessions, messages, days and subjects). */
export function learnerOf(r: AssistantRecords, catalogue: SubjectCatalogue, now = new Date()): AssistantLearner {
  const nameOf = (id: number) => catalogue.get(id)?.name ?? `Subject ${id}`;
  const per = new Map(r.chat.perSubject.map((s) => [s.subjectId, s]));
  const total = (key: 'sessions' | 'userMessages') => r.chat.perSubject.reduce((n, s) => n + s[key], 0);
  return {
    sessions: total('sessions'),
    userMessages: total('userMessages'),
    studyDays: new Set(r.chat.sessionBuckets.map((b) => Math.floor(b / DAY_SECONDS))).size,
    subjects: r.subjects.map(({ subjectId, level }) => ({
      subjectId,
      name: nameOf(subjectId),
      level,
      sessions: per.get(subjectId)?.sessions ?? 0,
      userMessages: per.get(subjectId)?.userMessages ?? 0,
    })),
    assessmentCompleted: r.assessmentCompleted,
    lastSession: r.chat.lastSession && { subjectId: r.chat.lastSession.subjectId, subjectName: nameOf(r.chat.lastSession.subjectId) },
    recentWork: r.recentWork,
    reviewsDue: dueReviewsOf(skillEventsFrom(r.skillEvents ?? []), now).map((d) => ({ name: d.name, subject: d.subject })),
  };
}

/** The subject a provider is told about when the page has none. */
const ANY_SUBJECT = { id: 0, name: 'any subject', category: 'General' };
const INTERESTS_MAX = 5;
const INTEREST_LENGTH_MAX = 60;

/** The learner as the tutor pipeline sees them for this page (the same facts the tutor chat uses). */
export function learnerContext(r: AssistantRecords, page: AssistantPage, catalogue: SubjectCatalogue): LearnerContext {
  const age = learnerAge(r);
  const subject = page.subject ? catalogue.get(page.subject.id) : undefined;
  const q = r.assessment;
  const p = r.profile;
  // The assessment's 'mixed' is its default, so a style chosen during onboarding says more.
  const learningStyle = q && (q.learningStyle !== 'mixed' || !p?.learningStyle) ? q.learningStyle : (p?.learningStyle ?? null);
  // Personalized Content off (the learner's settings): no examples drawn from their interests.
  const interests = (r.personalized === false ? [] : q && q.interests?.length ? q.interests : (p?.hobbies ?? '').split(/[,;\n]/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= INTEREST_LENGTH_MAX)
    .slice(0, INTERESTS_MAX);
  return {
    age,
    ageBand: ageBand(age),
    ageGroup: ageGroup(age),
    subject: subject ? { id: subject.id, name: subject.name, category: subject.category } : ANY_SUBJECT,
    level: (subject && r.subjects.find((s) => s.subjectId === subject.id)?.level) || 'beginner',
    learningStyle,
    interests,
    ...(page.topic ? { skill: page.topic } : {}),
  };
}

export const groupOf = (r: AssistantRecords): AgeGroup => ageGroup(learnerAge(r));
