import { z } from 'zod';

/** field path → messages, the same shape the server answers in problem details. */
export function fieldErrors(schema: z.core.$ZodType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
