import { z } from 'zod';
import { HISTORY_ENTITIES } from '../constants.js';
import { dateSchema, idSchema } from './common.js';

const HISTORY_OPERATIONS = ['create', 'update', 'delete'] as const;

/** Entries on one page of the history, newest first. */
export const HISTORY_PAGE_SIZE = 50;

/** Which changes: every filter given narrows the list; `from` and `to` are days at the venue, both included. */
export const historyQuerySchema = z.object({
  teamId: idSchema.optional(),
  countryId: idSchema.optional(),
  userId: idSchema.optional(),
  entity: z.enum(HISTORY_ENTITIES).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** A stored value as the database holds it: text, a number, a flag, a list (a person's roles) or nothing. */
const historyValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type HistoryValue = z.infer<typeof historyValueSchema>;

/**
 * What a field's values are, for reading them: `instant` an ISO 8601 instant (a deadline, shown in
 * the venue's time), `wallClock` a time at the venue without a zone (arrival and departure),
 * `date` a day, `reference` the id of another record (named in `oldName` and `newName`).
 */
const HISTORY_VALUE_KINDS = ['value', 'instant', 'wallClock', 'date', 'reference'] as const;

/**
 * One field of a record, before and after. `hidden`: a password, contest credentials or a picture,
 * of which only that it changed is kept (old and new are null). A reference names the kind of
 * record it points at (`refersTo`) and each one's name: as it is now, or as the history last
 * recorded it when the record is gone; null for no record, or one the history no longer names.
 */
const historyFieldSchema = z.object({
  field: z.string(),
  old: historyValueSchema,
  new: historyValueSchema,
  hidden: z.boolean(),
  kind: z.enum(HISTORY_VALUE_KINDS),
  refersTo: z.enum(HISTORY_ENTITIES).nullable(),
  oldName: z.string().nullable(),
  newName: z.string().nullable(),
});
export type HistoryField = z.infer<typeof historyFieldSchema>;

/** One record changed by one write: who, when, through which call, and its fields. */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: idSchema.nullable(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  call: z.string(),
  entity: z.enum(HISTORY_ENTITIES),
  entityId: z.string().nullable(),
  label: z.string().nullable(),
  countryId: idSchema.nullable(),
  countryName: z.string().nullable(),
  teamId: idSchema.nullable(),
  teamName: z.string().nullable(),
  operation: z.enum(HISTORY_OPERATIONS),
  fields: z.array(historyFieldSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z.object({
  entries: z.array(historyEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
