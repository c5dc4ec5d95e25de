import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

export interface LazyResolver<Input extends FieldValues, Output> extends Resolver<Input, unknown, Output> {
  /** The form element's handlers that start the download when the form is first used. */
  firstUse: { onFocus: () => void; onPointerDown: () => void };
}

/** `load` once; after a failure the next call tries again (a phone that lost its connection for a moment). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * zodResolver(schema), with zod and the schema kept out of the screen's first paint, where they
 * cost a phone a fifth of the screen's scripts and most of its blocking time. Spread `firstUse` on
 * the `<form>`: its first focus or pointer-down downloads `validation`, a module that holds the
 * schema's code without running it (an `import()` in `webpackMode: "eager"`, see
 * deferred-schemas.ts). The first validation runs it (`schemaOf`): building the schemas takes a
 * phone a few hundred milliseconds, which would stall the keys typed meanwhile, and a submit waits
 * for the server anyway. react-hook-form's resolver is asynchronous, so the messages are
 * zodResolver's own. Made once per form, at module level, so that every instance shares the work.
 */
export function lazyResolver<Validation, Schema extends z.$ZodType<unknown, FieldValues>>(
  validation: () => Promise<Validation>,
  schemaOf: (validation: Validation) => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  const download = once(() => Promise.all([validation(), import('@hookform/resolvers/zod')]));
  const resolverOf = once(async () => {
    const [loaded, { zodResolver }] = await download();
    return zodResolver(await schemaOf(loaded));
  });
  // In a task of its own, after the focus's: the two together could block a phone's next key. A
  // download that fails here is tried again, and its error shown, by the validation that needs it.
  const start = () => void setTimeout(() => void download().catch(() => undefined));
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (values, context, options) =>
    (await resolverOf())(values, context, options);
  return Object.assign(resolver, { firstUse: { onFocus: start, onPointerDown: start } });
}
