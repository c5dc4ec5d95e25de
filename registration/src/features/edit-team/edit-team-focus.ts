import type { EditTeamFocus } from '@olympiad/shared';

/** The block a history entry's state opens Edit Team at (a gap of Progress), if any. */
export function editTeamFocusOf(state: unknown): EditTeamFocus | null {
  const focus = state as Partial<{ block: unknown; personId: unknown; gap: unknown }> | null;
  if (typeof focus?.gap !== 'string') return null;
  if (focus.block === 'arrival') return { block: 'arrival', gap: focus.gap };
  if (focus.block === 'person' && typeof focus.personId === 'string') return { block: 'person', personId: focus.personId, gap: focus.gap };
  return null;
}

/** Whether the focus names a person's block: the leader's, the deputy's or a contestant's. */
export const isPersonBlock = (personId: string | undefined) => (focus: EditTeamFocus) =>
  focus.block === 'person' && focus.personId === personId;
