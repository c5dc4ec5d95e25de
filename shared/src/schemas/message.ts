import { z } from 'zod';
import { MESSAGE_STATUSES } from '../constants.js';
import { idSchema } from './common.js';

/** What an e-mail is about: each is written by one template of the api (api/src/mail/templates). */
export const MESSAGE_KINDS = [
  'invitation',
  'passwordReset',
  'reminder',
  'teamChanged',
  'deadlineExtended',
  'letterOutdated',
  'letterRevoked',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_PAGE_SIZE = 50;

export const messageQuerySchema = z.object({
  status: z.enum(MESSAGE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MessageQuery = z.infer<typeof messageQuerySchema>;

/** One message as the list shows it: to whom, about what, when, and how its sending went. */
export const messageSummarySchema = z.object({
  id: idSchema,
  kind: z.enum(MESSAGE_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  /** When it was queued (ISO 8601). */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** A queued message's next try, after a failure. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

/**
 * How this server delivers: through an SMTP server (SMTP_URL), or into its outbox folder
 * (DATA_DIR/outbox) when none is set; null, it sends nothing.
 */
export const MESSAGE_DELIVERIES = ['smtp', 'outbox'] as const;

export const messagePageSchema = z.object({
  delivery: z.enum(MESSAGE_DELIVERIES).nullable(),
  messages: z.array(messageSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** The message itself: what was (or will be) sent, its plain text and its HTML. */
export const messageSchema = messageSummarySchema.extend({ text: z.string(), html: z.string() });
export type Message = z.infer<typeof messageSchema>;
