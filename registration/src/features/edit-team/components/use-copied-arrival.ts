import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TRAVEL_FIELDS, type Travel } from '../edit-team-values';

/**
 * After the team's arrival is saved, its four fields are copied into this person form (spec:
 * leader, deputy, contestants, new contestant, replace forms), as its new unchanged values: the
 * copy alone does not count as a change the user made.
 */
export function useCopiedArrival<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  prefix: string,
  copied: Travel | null,
) {
  const { resetField } = form;
  useEffect(() => {
    if (!copied) return;
    for (const field of TRAVEL_FIELDS) {
      resetField(`${prefix}${field}` as Path<T>, { defaultValue: copied[field] as never });
    }
  }, [copied, prefix, resetField]);
}
