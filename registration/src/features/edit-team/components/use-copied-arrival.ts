import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { withTravel, type TravelInputs } from '../../../team-form/team-form-values';

/**
 * After the team's arrival is saved, its four fields are copied into this person form (spec:
 * leader, deputy, contestants, new contestant, replace forms) as part of its unchanged values:
 * the copy alone is not a change of the user's, and what the user has typed stays.
 */
export function useCopiedArrival<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, prefix: string, copied: TravelInputs | null) {
  const { reset, formState } = form;
  const { defaultValues } = formState;
  useEffect(() => {
    if (!copied) return;
    reset(withTravel((defaultValues ?? {}) as T, prefix, copied), { keepDirtyValues: true, keepErrors: true });
    // Only a new copy resets the form; the defaults it leaves behind must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [copied, prefix, reset]);
}
