import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { Stack } from '@olympiad/shared/ui';
import { leaderOptions } from '../edit-team-values';
import { useEditTeam } from './edit-team-context';
import { CREATE_LEADER_NAMES, LeaderFields } from './leader-fields';
import { isPicked, LeaderPicker } from './leader-picker';

/** The picker of existing leaders, the divider, and a new leader's fields (locked while one is picked). */
export function LeaderCreateFields({ isDeputy }: { isDeputy: boolean }) {
  const { team, leaders, travel } = useEditTeam();
  const { control } = useFormContext<FieldValues>();
  const leaderId = useWatch({ control, name: 'leaderId' }) as string | undefined;
  return (
    <Stack gap="4">
      <LeaderPicker leaders={leaders} options={leaderOptions(leaders, team)} travel={travel} />
      <LeaderFields names={CREATE_LEADER_NAMES} emailRequired={!isDeputy} picked={isPicked(leaderId)} />
    </Stack>
  );
}
