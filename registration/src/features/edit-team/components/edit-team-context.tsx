import { createContext, useContext } from 'react';
import type { Leader, Team } from '@olympiad/shared/schemas';
import type { RegistrationPhase } from '@olympiad/shared';
import type { TravelInputs } from '../../../team-form/team-form-values';

export interface EditTeamState {
  team: Team;
  /** The country's existing leaders, for the pickers. */
  leaders: readonly Leader[];
  /** The team's arrival data, as new person forms start with it. */
  travel: TravelInputs;
  /** Set by each successful arrival save: every person form copies it. */
  copiedArrival: TravelInputs | null;
  /**
   * Where registration stands. In the edit window the server refuses adding, replacing and removing
   * people (policy window `registration`), so the screen does not offer those controls.
   */
  phase: RegistrationPhase;
  /** Reads the team (and the leaders) again after a write. */
  refresh: () => Promise<void>;
  /** Reads the team again and answers it as it is now: a form's current values after a 412. */
  reload: () => Promise<Team | undefined>;
}

/** Whether people may be added, replaced or removed now: only while registration is open. */
export function mayChangeMembers(phase: RegistrationPhase): boolean {
  return phase === 'open';
}

export const EditTeamContext = createContext<EditTeamState | null>(null);

export function useEditTeam(): EditTeamState {
  const state = useContext(EditTeamContext);
  if (!state) throw new Error('useEditTeam is used outside the Edit Team screen.');
  return state;
}
