import type { BaseSyntheticEvent } from 'react';
import { notify } from '@olympiad/shared';

/**
 * Saving the team name, a leader or a contestant needs a change (docs/screens.md, Edit Team): an unchanged
 * form sends nothing and asks for changes instead.
 */
export function submitIfChanged(
  isDirty: boolean,
  unchanged: string,
  submit: (event?: BaseSyntheticEvent) => Promise<void>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  return async (event) => {
    if (isDirty) return submit(event);
    event?.preventDefault();
    notify.error(unchanged);
  };
}
