// The offline answer to a question about the learner's own learning as an AI SDK language model, so it goes through
// the same pipeline as a provider's answer (tutor.ts: our classifier in and out, the stream gate). Made for one
// question: the record is bound to it, and it answers the summary of that record (summary.ts).
import { BoundReplyModel } from '../model.ts';
import { learningSummary } from './summary.ts';
import type { LearningRecord } from './types.ts';

export const RECORD_MODEL_ID = 'offline-learning-record';

/** The offline answer for one question about the learner's record. */
export const offlineRecordModel = (record: LearningRecord) => new BoundReplyModel(RECORD_MODEL_ID, () => learningSummary(record));
