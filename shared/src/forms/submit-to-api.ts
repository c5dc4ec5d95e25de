import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
// Through the package, not relatively: this entry point is shared on its own, and the snack
// store and ApiError must be the very ones of @olympiad/shared.
import { ApiError, notify } from '@olympiad/shared';
import { focusPlaceOf } from '@olympiad/shared/plain-ui';

export interface SubmitOptions<Values, Result> {
  /** The call, with the values the form's schema parsed. */
  send: (values: Values) => Promise<Result>;
  /** The spec's snack message after success. */
  success?: string | ((result: Result) => string);
  /** The snack message after a failed call, followed by the server's reason; the reason alone when absent. */
  failure?: string;
  /** The snack message when the form does not pass its schema (nothing is sent). */
  invalid?: string;
  onSuccess?: (result: Result, values: Values) => void | Promise<void>;
}

/**
 * Puts the server's problem-details field errors (`{ "leaderCreateModel.leaderEmail": [...] }`)
 * next to the fields of the same path, and focuses the first: the server validates with the
 * form's own schema, so its paths are the form's field names.
 */
function applyFieldErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>, errors: Record<string, string[]>) {
  const paths = Object.keys(errors).filter((path) => errors[path]?.length) as Path<T>[];
  for (const path of paths) form.setError(path, { type: 'server', message: errors[path]!.join(' ') });
  if (paths[0]) form.setFocus(paths[0]);
}

/**
 * The one way forms send: validate with the form's schema, call the server, show the spec's
 * snack message, and on failure keep every value and show the server's field errors in place
 * (a 401 only logs out: the draft of the form is offered back after the next login).
 * react-hook-form keeps `formState.isSubmitting` true until the answer, for the button's loader.
 * After a success, focus that fell with what was pressed (a button that gave way, a page left)
 * goes to the nearest heading (focusPlaceOf).
 */
export function submitToApi<T extends FieldValues, Values, Result>(
  form: UseFormReturn<T, unknown, Values>,
  { send, success, failure, invalid, onSuccess }: SubmitOptions<Values, Result>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  return async (event) => {
    // Taken before the loader disables the pressed button, which may drop its focus.
    const pressed = focusPlaceOf(document.activeElement);
    let saved = false;
    await form.handleSubmit(
      async (values) => {
        let result: Result;
        try {
          result = await send(values);
        } catch (error) {
          notify.failure(error, failure);
          if (error instanceof ApiError) applyFieldErrors(form, error.fieldErrors);
          return;
        }
        if (success) notify.success(typeof success === 'function' ? success(result) : success);
        await onSuccess?.(result, values);
        saved = true;
      },
      () => {
        if (invalid) notify.error(invalid);
      },
    )(event);
    if (saved) pressed.settle();
  };
}
