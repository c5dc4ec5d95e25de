import { createContext, useContext } from 'react';
import type { Leader, Team } from '@olympiad/shared/schemas';
import type { Travel } from '../edit-team-values';

export interface EditTeamState {
  team: Team;
  /** The country's existing leaders, for the pickers. */
  leaders: readonly Leader[];
  /** The team's arrival data, as new person forms start with it. */
  travel: Travel;
  /** Set by each successful arrival save: every person form copies it. */
  copiedArrival: Travel | null;
  /** Reads the team (and the leaders) again after a write. */
  refresh: () => Promise<void>;
}

export const EditTeamContext = createContext<EditTeamState | null>(null);

export function useEditTeam(): EditTeamState {
  const state = useContext(EditTeamContext);
  if (!state) throw new Error('useEditTeam is used outside the Edit Team screen.');
  return state;
}
