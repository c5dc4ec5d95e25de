import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

export interface LazyResolver<Input extends FieldValues, Output> extends Resolver<Input, unknown, Output> {
  /** Loads zod's resolver and the schema, once; after a failed download the next call tries again. */
  load: () => Promise<Resolver<Input, unknown, Output>>;
  /** The form element's handlers that start the download when the form is first used. */
  firstUse: { onFocus: () => void; onPointerDown: () => void };
}

/**
 * zodResolver(schema), with zod, the resolver and the schema downloaded when the form is first
 * used rather than with the screen's first paint (they cost a phone a third of a screen's scripts).
 * Spread `firstUse` on the `<form>`: its first focus or pointer-down starts the download, and a
 * validation or submit awaits it. react-hook-form's resolver is asynchronous anyway, so the
 * messages and their timing are zodResolver's own. Made once per form, at module level, so that
 * every instance of the form shares the download.
 */
export function lazyResolver<Schema extends z.$ZodType<unknown, FieldValues>>(
  schemaOf: () => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const load = () =>
    (loading ??= Promise.all([schemaOf(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A download that fails here is tried again, and its error shown, by the validation that needs it.
  const start = () => void load().catch(() => undefined);
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { load, firstUse: { onFocus: start, onPointerDown: start } });
}
