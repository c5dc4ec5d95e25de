import { useCallback, useMemo, useState } from 'react';
import type { Leader, Team } from '@olympiad/shared/schemas';
import { Stack } from '@olympiad/shared/ui';
import { travelOf, type Travel } from '../edit-team-values';
import { ArrivalForm } from './arrival-form';
import { ContestantsSection } from './contestants-section';
import { DeputySection } from './deputy-section';
import { EditTeamContext, type EditTeamState } from './edit-team-context';
import { LeaderSection } from './leader-section';
import { TeamNameForm } from './team-name-form';

interface EditTeamScreenProps {
  team: Team;
  leaders: readonly Leader[];
  refresh: () => Promise<void>;
}

/** The blocks of Edit Team for a loaded team. */
export function EditTeamScreen({ team, leaders, refresh }: EditTeamScreenProps) {
  const [copiedArrival, setCopiedArrival] = useState<Travel | null>(null);
  const teamTravel = useMemo(() => travelOf(team), [team]);
  const travel = copiedArrival ?? teamTravel;
  const state = useMemo<EditTeamState>(
    () => ({ team, leaders, travel, copiedArrival, refresh }),
    [team, leaders, travel, copiedArrival, refresh],
  );
  const copy = useCallback((saved: Travel) => setCopiedArrival(saved), []);
  return (
    <EditTeamContext.Provider value={state}>
      <Stack gap="6">
        <TeamNameForm />
        <LeaderSection />
        <DeputySection />
        <ArrivalForm onSaved={copy} />
        <ContestantsSection />
      </Stack>
    </EditTeamContext.Provider>
  );
}
