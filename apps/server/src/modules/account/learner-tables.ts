// Every table that holds a learner's rows, once: the export of everything an account holds writes them in this order,
// and the deletion of everything deletes them in the reverse order, then the account (docs/decisions/032). Each module
// declares its own tables in its <module>.api.ts; ownership.test.ts compares this list with the database's catalogue
// (every column referencing users.id), so a table added later without a line here fails that test.
import { alphaLearnerData } from '../alpha/alpha.api.ts';
import { assessmentsLearnerData } from '../assessments/assessments.api.ts';
import { authLearnerData } from '../auth/auth.api.ts';
import { billingLearnerData } from '../billing/billing.api.ts';
import { chatLearnerData } from '../chat/chat.api.ts';
import { connectionsLearnerData } from '../connections/connections.api.ts';
import { familyLearnerData } from '../family/family.api.ts';
import { feedbackLearnerData } from '../feedback/feedback.api.ts';
import { learningLearnerData } from '../learning/learning.api.ts';
import { moderationLearnerData } from '../moderation/moderation.api.ts';
import { profilesLearnerData } from '../profiles/profiles.api.ts';
import { progressLearnerData } from '../progress/progress.api.ts';
import { settingsLearnerData } from '../settings/settings.api.ts';
import { skillsLearnerData } from '../skills/skills.api.ts';
import { speechLearnerData } from '../speech/speech.api.ts';
import { subjectsLearnerData } from '../subjects/subjects.api.ts';
import type { LearnerTable } from '@/lib/learner-data.ts';

/** A row before the rows that refer to it: conversations before their messages, lessons before their quiz answers. */
export const LEARNER_TABLES: readonly LearnerTable[] = [
  ...authLearnerData,
  ...profilesLearnerData,
  ...settingsLearnerData,
  ...assessmentsLearnerData,
  ...subjectsLearnerData,
  ...chatLearnerData,
  ...learningLearnerData,
  ...progressLearnerData,
  ...speechLearnerData,
  ...moderationLearnerData,
  ...skillsLearnerData,
  ...connectionsLearnerData,
  // After the chat's: an overage charge refers to its tutoring session, so it is deleted first.
  ...billingLearnerData,
  ...familyLearnerData,
  ...feedbackLearnerData,
  ...alphaLearnerData,
];

/**
 * The columns referencing users.id that hold no data of the account they name, each with why: neither exported nor
 * deleted with it. Checked against the catalogue like the list above (a stale entry fails too).
 */
export const NOT_LEARNER_DATA: readonly { table: string; column: string; why: string }[] = [
  {
    table: 'admin_audit_log',
    column: 'actor_id',
    why:
      "The operators' audit log: which administrator read what across learners. It is the service's record of its " +
      "operators, kept when an administrator's account goes (actor_id set null, the username kept); an administrator's " +
      "account is not deleted from its own settings (docs/decisions/032). A Family plan owner's reads of a member's " +
      'progress are recorded there too, and kept the same way when the owner deletes their account.',
  },
  {
    table: 'family_members',
    column: 'owner_id',
    why:
      "The owner's side of a membership: the row is the member's (exported and deleted with the member's account). When " +
      'the owner deletes their account, the family is released first (family.api.ts releaseFamily: every member back to ' +
      'Free), so no row of it is left.',
  },
  {
    table: 'family_invites',
    column: 'used_by',
    why:
      "Who used one of the owner's invitations: the row is the owner's (exported with the owner's account, deleted with " +
      'it); the account that joined is not its owner, and its deletion only empties this column (set null).',
  },
  {
    table: 'feedback',
    column: 'handled_by',
    why:
      'The administrator who marked a piece of feedback handled: the service’s record of its operators (the name is kept ' +
      'on the row), not data of that administrator; set null when their account goes.',
  },
  {
    table: 'test_accounts',
    column: 'created_by',
    why:
      'The administrator who made a test account on /alpha-testing: the service’s record of its operators (also in the ' +
      'audit log), not data of that administrator; set null when their account goes.',
  },
  {
    table: 'impersonations',
    column: 'admin_id',
    why:
      'An administrator acting as a test account: the record of an operator’s action (its audit log lines say the same), ' +
      'kept by name when their account goes (set null).',
  },
  {
    table: 'impersonations',
    column: 'test_user_id',
    why:
      'Which test account an administrator acted as: the operators’ record, not what the test account did (its own rows ' +
      'are its data); deleted with the test account (cascade) and its sessions.',
  },
];
