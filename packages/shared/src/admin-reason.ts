// Why an administrator made a change: required for every change in the console, kept in the audit log with it
// (docs/decisions/040). Its own small file: the subject requests' contract uses it too, without the console's.
import { text } from './fields.ts';

export const REASON_MESSAGES = {
  required: 'Please give a reason for this change.',
  tooLong: 'The reason can be at most 500 characters.',
} as const;

export const ReasonSchema = text(REASON_MESSAGES.required).trim().min(1, REASON_MESSAGES.required).max(500, REASON_MESSAGES.tooLong);
