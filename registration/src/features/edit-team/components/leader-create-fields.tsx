import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { Stack } from '@olympiad/shared/plain-ui';
import { LeaderFields } from '../../../team-form/components/leader-fields';
import { createLeaderNames } from '../../../team-form/team-form-values';
import { leaderOptions } from '../edit-team-values';
import { useEditTeam } from './edit-team-context';
import { isPicked, LeaderPlacePicker } from './leader-place-picker';

/** The picker of existing leaders, the divider, and a new leader's fields (locked while one is picked). */
export function LeaderCreateFields({ isDeputy }: { isDeputy: boolean }) {
  const { team, leaders, travel } = useEditTeam();
  const { control } = useFormContext<FieldValues>();
  const picked = isPicked(useWatch({ control, name: 'leaderId' }) as string | undefined);
  return (
    <Stack gap={4}>
      <LeaderPlacePicker leaders={leaders} options={leaderOptions(leaders, team)} travel={travel} />
      <LeaderFields
        names={createLeaderNames('leaderCreateModel')}
        emailRequired={!isDeputy}
        empty="-"
        locked={() => picked}
        pictureInput={!picked}
      />
    </Stack>
  );
}
