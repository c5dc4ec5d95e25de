import { z } from 'zod';

/** Runs `schema` on a nested value inside a superRefine and reports its issues under `path`. */
export function refineWith(ctx: z.RefinementCtx, schema: z.ZodType, value: unknown, path: PropertyKey[]): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
}

/**
 * `schema`, with `check` run on the raw value beside it instead of after it. zod skips an object's
 * refinements once one of its fields has failed with an aborting issue (every empty required
 * field does), so a rule that depends on a ticked box (the deputy's fields, a contact person)
 * would only be reported in a second round, after every other field is valid. Beside the
 * schema, its issues come in the same round as all the others, in the form and on the server.
 */
export function withSideCheck<T extends z.ZodType>(schema: T, check: (raw: Record<string, unknown>, ctx: z.RefinementCtx) => void) {
  // Its value is always empty, issues or not, so the intersection's merge adds nothing to the schema's.
  const side = z.unknown().transform((raw, ctx): object => {
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) check(raw as Record<string, unknown>, ctx);
    return {};
  });
  return z.intersection(schema, side);
}
