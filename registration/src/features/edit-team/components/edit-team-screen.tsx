import { useCallback, useMemo, useState } from 'react';
import type { Leader, Team } from '@olympiad/shared/schemas';
import type { RegistrationPhase } from '@olympiad/shared';
import { Stack } from '@olympiad/shared/plain-ui';
import { travelInputs, type TravelInputs } from '../../../team-form/team-form-values';
import { ArrivalForm } from './arrival-form';
import { ContestantsSection } from './contestants-section';
import { DeputySection } from './deputy-section';
import { EditTeamContext, type EditTeamState } from './edit-team-context';
import { EditWindowNote } from './edit-window-note';
import { LeaderSection } from './leader-section';
import { TeamNameForm } from './team-name-form';

interface EditTeamScreenProps {
  team: Team;
  leaders: readonly Leader[];
  phase: RegistrationPhase;
  endOfRegistrationDate?: string;
  refresh: () => Promise<void>;
  reload: () => Promise<Team | undefined>;
}

/** The blocks of Edit Team for a loaded team. */
export function EditTeamScreen({ team, leaders, phase, endOfRegistrationDate, refresh, reload }: EditTeamScreenProps) {
  const [copiedArrival, setCopiedArrival] = useState<TravelInputs | null>(null);
  const teamTravel = useMemo(() => travelInputs(team), [team]);
  const travel = copiedArrival ?? teamTravel;
  const state = useMemo<EditTeamState>(
    () => ({ team, leaders, travel, copiedArrival, phase, refresh, reload }),
    [team, leaders, travel, copiedArrival, phase, refresh, reload],
  );
  const copy = useCallback((saved: TravelInputs) => setCopiedArrival(saved), []);
  return (
    <EditTeamContext.Provider value={state}>
      <Stack gap={6}>
        {phase !== 'open' && endOfRegistrationDate && <EditWindowNote phase={phase} endOfRegistrationDate={endOfRegistrationDate} />}
        <TeamNameForm />
        <LeaderSection />
        <DeputySection />
        <ArrivalForm onSaved={copy} />
        <ContestantsSection />
      </Stack>
    </EditTeamContext.Provider>
  );
}
