import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { badRequest, type FieldErrors, VALIDATION_DETAIL } from './problem.js';

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The one validation mechanism: parse with zod, replace the input with the parsed value, or
 * answer 400 with field errors. A body zod itself trips over (a `length` that is an object
 * without a value, on a field that wants a string) is refused the same way, without fields.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    let result: ReturnType<typeof z.safeParse>;
    try {
      result = z.safeParse(schema, data ?? undefined);
    } catch {
      return { error: badRequest(VALIDATION_DETAIL) };
    }
    if (result.success) return { value: result.data };
    return { error: badRequest(VALIDATION_DETAIL, issuesToFieldErrors(result.error.issues)) };
  };
