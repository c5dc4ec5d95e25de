import type { z } from 'zod';

/** Runs `schema` on a nested value inside a superRefine and reports its issues under `path`. */
export function refineWith(
  ctx: z.RefinementCtx,
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[],
): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
}
