// Data & Privacy (spec 002 sections 2, 4, 8 and 9; docs/decisions/032): the export of everything an account holds,
// and the deletion of all of it, confirmed by a typed word on the page and again on the server.
import { z } from 'zod';
import { PRODUCT_NAME } from './config.ts';
import { text } from './fields.ts';

/** Spec 002 section 9: "Export file name: {product}-data.json". */
export const DATA_EXPORT_FILE_NAME = `${PRODUCT_NAME.toLowerCase()}-data.json`;

/** The word a learner types to delete everything: a click alone does not. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const ACCOUNT_DATA_MESSAGES = {
  confirmation: `Type ${DELETE_CONFIRMATION_WORD} to confirm.`,
  administrator: "An administrator's account cannot be deleted from its own settings. Ask another administrator.",
  exportTooOften: (seconds: number) => `You have exported your data several times just now. Please try again in ${seconds} seconds.`,
} as const;

/** DELETE /api/account: the typed word, exactly (spaces around it aside). */
export const DeleteAccountDataSchema = z.object({
  confirmation: text(ACCOUNT_DATA_MESSAGES.confirmation)
    .trim()
    .max(100, ACCOUNT_DATA_MESSAGES.confirmation)
    .refine((word) => word === DELETE_CONFIRMATION_WORD, ACCOUNT_DATA_MESSAGES.confirmation),
});
export type DeleteAccountData = z.input<typeof DeleteAccountDataSchema>;

export const DeleteAccountDataResultSchema = z.object({ deleted: z.literal(true) });

/** The version of the export's layout, raised when a reader of old files would misread a new one. */
export const DATA_EXPORT_FORMAT = 1;

/** One row of a table, its columns by their names in the code (camelCase); times as ISO 8601 strings. */
const RowSchema = z.record(z.string(), z.unknown());

/**
 * GET /api/account/export (brightpath-data.json): the account (no password hash), then every table that holds the
 * learner's rows, by the table's name in the database, each with all of the learner's rows. Written as it is read.
 */
export const DataExportSchema = z.object({
  product: z.literal(PRODUCT_NAME),
  format: z.literal(DATA_EXPORT_FORMAT),
  exportedAt: z.string(),
  account: RowSchema,
  tables: z.record(z.string(), z.array(RowSchema)),
});
export type DataExport = z.infer<typeof DataExportSchema>;
