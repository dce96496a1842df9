import { ageBand, ageGroup } from '@brightpath/shared/age';
import type { ChatTutorRequestSchema } from '@brightpath/shared/chat';
import type { z } from 'zod';
import type { TutorConfig } from '@/config.ts';
import { notFound } from '@/plugins/errors.ts';
import type { LearnerContext, Turn } from '@/tutor/types.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import type { ChatRepositories, LearnerFacts } from './chat.repository.ts';
import { dailyLimitError } from './usage.ts';
import type { OwnerId } from '@/lib/ownership.ts';
import { openSkill, type SkillGate } from '@/lib/skill-gate.ts';

/** How many stored turns the provider sees (DESIGN.md section 4: a bounded context). */
export const HISTORY_LIMIT = 20;
const INTERESTS_MAX = 5;
const INTEREST_LENGTH_MAX = 60;

export const SUBJECT_NOT_FOUND = 'Subject not found';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';

type TutorRequest = z.output<typeof ChatTutorRequestSchema>;
type Subject = { id: number; name: string; category: string };

export type PreparedTurn = {
  conversationId: number;
  tutoringSessionId: number;
  userMessageId: number;
  context: LearnerContext;
  history: Turn[];
  /** The skill-tree skill the turn practises (its graded answer counts toward it), or null. */
  skillId: string | null;
};

/**
 * The learner as the tutor sees them: age from the account, the subject's level from their selection,
 * presentation preferences from the assessment (else the onboarding profile), their interests unless they turned
 * Personalized Content off. No name, no e-mail.
 */
export function learnerContext(facts: LearnerFacts, subject: Subject, skill?: string): LearnerContext {
  const q = facts.questionnaire;
  const p = facts.profile;
  // The assessment's 'mixed' is its default, so a style chosen during onboarding says more.
  const learningStyle = q && (q.learningStyle !== 'mixed' || !p?.learningStyle) ? q.learningStyle : (p?.learningStyle ?? null);
  const fromHobbies = (p?.hobbies ?? '').split(/[,;\n]/);
  // Personalized Content off (the learner's settings): no examples drawn from their interests.
  const interests = (!facts.personalized ? [] : q && q.interests.length > 0 ? q.interests : fromHobbies)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= INTEREST_LENGTH_MAX)
    .slice(0, INTERESTS_MAX);
  return {
    age: facts.age,
    ageBand: ageBand(facts.age),
    ageGroup: ageGroup(facts.age),
    subject: { id: subject.id, name: subject.name, category: subject.category },
    level: facts.level ?? 'beginner',
    learningStyle,
    interests,
    ...(skill ? { skill } : {}),
  };
}

/** The client's history is a hint, used only to seed a conversation the server has no turns of. */
function hintedHistory(hint: TutorRequest['conversationHistory']): Turn[] {
  return hint
    .filter((t) => t.content.trim().length > 0)
    .slice(-HISTORY_LIMIT)
    .map((t) => ({ role: t.role, content: t.content }));
}

export function chatService(
  chat: ChatRepositories,
  catalogue: SubjectCatalogue,
  config: Pick<TutorConfig, 'dailyLimit'>,
  skills: SkillGate,
) {
  return {
    /**
     * Everything before the model call: the daily budget, the subject, the conversation, the session
     * (counted against the plan) and the learner's message, stored before any provider is asked.
     */
    async prepareTurn(userId: OwnerId, body: TutorRequest): Promise<PreparedTurn> {
      const subject = catalogue.get(body.subjectId);
      if (!subject) throw notFound(SUBJECT_NOT_FOUND);
      // A skill of the subject's skill tree opens only when its prerequisites are done (409, nothing stored).
      const skill = await openSkill(skills, userId, body.skill, subject.id);
      const repo = chat.forUser(userId);
      // One statement on the way (two more to start a session): the learner's facts come with it.
      const started = await repo.startTurn({
        subjectId: subject.id,
        conversationId: body.conversationId,
        content: body.userMessage,
        dailyLimit: config.dailyLimit,
        historyLimit: HISTORY_LIMIT,
      });
      if (!started) throw notFound(CONVERSATION_NOT_FOUND);
      if ('limitedUntil' in started) throw dailyLimitError(config.dailyLimit, (started.limitedUntil - Date.now()) / 1000);
      const history = started.wasEmpty ? hintedHistory(body.conversationHistory) : started.history;
      return {
        conversationId: started.conversationId,
        tutoringSessionId: started.sessionId,
        userMessageId: started.messageId,
        context: learnerContext(started.facts, subject, skill?.name ?? body.skill),
        history,
        skillId: skill?.id ?? null,
      };
    },
  };
}
