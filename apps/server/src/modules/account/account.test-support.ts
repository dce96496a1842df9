// Rows of a learner in every table that holds learner data, written directly (the routes that write them are tested in
// their own modules): what the export and the deletion of everything are checked against. Each text carries `marker`,
// so a test can tell whose a piece of the export is.
import { feedback } from '../feedback/feedback.tables.ts';
import { testAccounts } from '../alpha/alpha.tables.ts';
import type { Database } from '@/db/client.ts';
import { sessions, users } from '../auth/auth.tables.ts';
import { assessmentResponses, assessmentSummaries, questionnaireProfiles } from '../assessments/assessments.tables.ts';
import { billingAccounts, checkoutSessions, invoiceLines, overageCharges } from '../billing/billing.tables.ts';
import { conversations, gradedAnswers, messages, tutorCalls, tutoringSessions } from '../chat/chat.tables.ts';
import { learningConnections } from '../connections/connections.tables.ts';
import { familyInvites, familyMembers } from '../family/family.tables.ts';
import { learningLessons, quizAttempts } from '../learning/learning.tables.ts';
import { moderationEvents } from '../moderation/moderation.tables.ts';
import { learnerProfiles } from '../profiles/profiles.tables.ts';
import { achievementUnlocks, learnerHome, studySessions } from '../progress/progress.tables.ts';
import { learnerSettings } from '../settings/settings.tables.ts';
import { skillReports } from '../skills/skills.tables.ts';
import { speechPreferences } from '../speech/speech.tables.ts';
import { DEFAULT_SETTINGS } from '@brightpath/shared/settings';
import { subjectRequests, userSubjects } from '../subjects/subjects.tables.ts';

/** What a lesson's answer key holds in these rows: it must never reach the export. */
export const answerKeySecret = (marker: string) => `answer-key-${marker}`;

/** Writes rows for `userId` in every learner table (a sign-in session comes with registering; one more is added). */
export async function seedEveryLearnerTable(database: Database, userId: number, marker: string) {
  const db = database.db;
  await db.insert(sessions).values({ userId, tokenHash: `token-hash-${marker}`, expiresAt: new Date(Date.now() + 86_400_000) });
  await db
    .insert(learnerProfiles)
    .values({ userId, firstName: `First ${marker}`, lastName: 'Learner', age: 15, hobbies: `chess ${marker}` });
  await db.insert(questionnaireProfiles).values({ userId, username: `q-${marker}`, age: 15, interests: [`stars ${marker}`] });
  await db.insert(assessmentResponses).values([
    { userId, questionId: 'q1', answer: `visual ${marker}`, category: 'learning-preferences' },
    { userId, questionId: 'q2', answer: `space ${marker}`, category: 'interests' },
  ]);
  await db.insert(assessmentSummaries).values({ userId, totalResponses: 2, questionSet: 'teen' });
  await db.insert(userSubjects).values([
    { userId, subjectId: 1, level: 'intermediate' },
    { userId, subjectId: 2 },
  ]);
  await db.insert(subjectRequests).values({ userId, name: `Astronomy ${marker}`, description: `Stars ${marker}` });
  const [conversation] = await db
    .insert(conversations)
    .values({ userId, subjectId: 1, title: `Fractions ${marker}` })
    .returning();
  const [tutoringSession] = await db
    .insert(tutoringSessions)
    .values({ userId, subjectId: 1, conversationId: conversation!.id, usageMonth: '2026-11', slot: 1 })
    .returning();
  const [question] = await db
    .insert(messages)
    .values([
      { conversationId: conversation!.id, userId, role: 'user', content: `What is a half? ${marker}` },
      { conversationId: conversation!.id, userId, role: 'assistant', content: `One of two equal parts. ${marker}`, provider: 'offline' },
    ])
    .returning();
  await db.insert(tutorCalls).values({ userId, source: 'assistant' });
  await db.insert(gradedAnswers).values({
    userId,
    conversationId: conversation!.id,
    messageId: question!.id,
    concept: `Fractions ${marker}`,
    correct: true,
    earned: true,
  });
  const [lesson] = await db
    .insert(learningLessons)
    .values({
      userId,
      topic: `Fractions ${marker}`,
      subjectId: 1,
      skillLevel: 'beginner',
      session: { topic: `Fractions ${marker}`, difficulty: 'beginner', totalDuration: 30, steps: [], expectedOutcomes: [] },
      answerKey: { q1: { kind: 'choice', optionId: answerKeySecret(marker) } } as never,
    })
    .returning();
  await db
    .insert(quizAttempts)
    .values({ userId, lessonId: lesson!.id, questionId: 'q1', answer: `b ${marker}`, correct: true, timeTakenMs: 4000 });
  await db.insert(studySessions).values({ userId, minutes: 25, type: 'pomodoro_session', targetReached: true });
  await db.insert(achievementUnlocks).values({ userId, achievementId: 'first_steps' });
  await db.insert(learnerHome).values({ userId, welcomeShown: true, quickStartTried: ['chat'] });
  // The settings' field names do not repeat across sections: the row is the sections side by side.
  await db.insert(learnerSettings).values({ userId, ...Object.assign({}, ...Object.values(DEFAULT_SETTINGS)), volume: 40 });
  await db.insert(skillReports).values({ userId, skillId: 'math-counting', progress: 60 });
  await db.insert(speechPreferences).values({ userId, voice: 'echo' });
  await db.insert(moderationEvents).values({
    userId,
    conversationId: conversation!.id,
    messageId: question!.id,
    excerpt: `excerpt ${marker}`,
    direction: 'input',
    category: 'personal-data',
    severity: 'low',
    action: 'remove-personal-data',
    ageGroup: 'teen',
    provider: 'offline',
  });
  await db
    .insert(billingAccounts)
    .values({ userId, mode: 'test', customerId: `cus_test_${marker}`, plan: 'basic', subscriptionId: `sub_test_${marker}` });
  await db.insert(checkoutSessions).values({
    id: `cs_bp_${marker}`,
    userId,
    mode: 'test',
    planId: 'basic',
    requestKey: `key-${marker}`,
    url: `/checkout/test/cs_bp_${marker}`,
    status: 'complete',
    successUrl: `http://localhost/dashboard?success=true&m=${marker}`,
    cancelUrl: 'http://localhost/pricing?canceled=true',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(overageCharges).values({
    userId,
    tutoringSessionId: tutoringSession!.id,
    period: '2026-11',
    planId: 'basic',
    amountCents: 50,
    identifier: `overage-${marker}`,
    // Already reported (its invoice line is seeded below): an unreported charge wakes billing's after-commit worker,
    // whose invoice line would land while a test counts the rows (seen on PostgreSQL).
    reportedAt: new Date(),
  });
  await db
    .insert(invoiceLines)
    .values({ userId, kind: 'invoice', period: '2026-11', description: `Basic plan, monthly ${marker}`, quantity: 1, amountCents: 999 });
  await db.insert(learningConnections).values({
    userId,
    fromConcept: `Fractions ${marker}`,
    toConcept: 'Percentages',
    connectionType: 'prerequisite',
    strength: 4,
    context: `Percent means out of 100 ${marker}`,
    subjectId: 1,
  });
  // A member of another account's family, and an invitation of a family of its own (the two sides the module keeps).
  const [owner] = await db
    .insert(users)
    .values({ username: `owner-${marker}`, plan: 'family' })
    .returning({ id: users.id });
  await db.insert(familyMembers).values({ memberId: userId, ownerId: owner!.id });
  await db
    .insert(familyInvites)
    .values({ ownerId: userId, tokenHash: `invite-hash-${marker}`, expiresAt: new Date(Date.now() + 7 * 86_400_000) });
  await db.insert(feedback).values({
    userId,
    category: 'bug',
    rating: 2,
    title: `Stuck ${marker}`,
    description: `The send button stays grey ${marker}`,
    reproductionSteps: `Ask a question ${marker}`,
  });
  await db.insert(testAccounts).values({ userId, profileId: `profile-${marker}` });
}

/** The columns that name an account without being its data (an operator, a family's owner): not seeded per learner. */
export { NOT_LEARNER_DATA } from './learner-tables.ts';
