import { DATE_PATTERN, idSchema } from '@olympiad/shared/schemas';
import { z } from 'zod';

const integer = z.string().regex(/^-?\d{1,19}$/, 'Must be a whole number');
const isJson = (value: string) => {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * What a value of each column type must look like, as a backup writes it (take-backup.ts: the
 * database's text in UTC and ISO style, pictures in base64): ids and the references to pictures
 * are uuids, never a path. A type without a rule here is left to the database's own input check,
 * which refuses the whole restore just as well, only naming the rows less exactly.
 */
const TYPE_RULES: Record<string, z.ZodType> = {
  uuid: idSchema,
  smallint: integer,
  integer,
  bigint: integer,
  boolean: z.enum(['true', 'false'], 'Must be true or false'),
  date: z.string().regex(DATE_PATTERN, 'Must be a date'),
  'timestamp with time zone': z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?\+00$/, 'Must be an instant in UTC'),
  'timestamp without time zone': z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?$/, 'Must be a date and time'),
  bytea: z.string().regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'Must be base64'),
  jsonb: z.string().refine(isJson, 'Must be JSON'),
  json: z.string().refine(isJson, 'Must be JSON'),
};

/** Why value cannot be a value of type; undefined when it can (null is left to the column's NOT NULL). */
export function typeBroken(type: string, value: string | null): string | undefined {
  const rule = TYPE_RULES[type];
  if (!rule || value === null) return undefined;
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.message;
}
