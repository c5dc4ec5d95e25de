import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { EMPTY_ID } from '@olympiad/shared';
import type { Leader } from '@olympiad/shared/schemas';
import { Picture, Stack, type SelectOption } from '@olympiad/shared/plain-ui';
import { CountryLeaderSelect } from '../../../team-form/components/country-leader-select';
import { leaderFormValues, type TravelInputs } from '../../../team-form/team-form-values';
import styles from './leader-place-picker.module.css';

interface LeaderPlacePickerProps {
  leaders: readonly Leader[];
  options: readonly SelectOption[];
  /** Copied into the new leader's fields when the pick is cleared. */
  travel: TravelInputs;
}

/**
 * Who takes the leader's place: one of the country's existing leaders, shown with their photo,
 * or a new one typed in below. Picking one fills the leader fields with their details (and
 * the form then sends only their id); "-" clears the fields for a new leader.
 */
export function LeaderPlacePicker({ leaders, options, travel }: LeaderPlacePickerProps) {
  const { control, setValue, clearErrors } = useFormContext<FieldValues>();
  const leaderId = useWatch({ control, name: 'leaderId' }) as string | undefined;
  const picked = leaders.find((leader) => leader.id === leaderId) ?? null;
  const pick = (id: string) => {
    const leader = leaders.find((candidate) => candidate.id === id) ?? null;
    setValue('leaderCreateModel', leaderFormValues(leader, travel), { shouldDirty: true });
    clearErrors('leaderCreateModel');
  };
  return (
    <Stack gap={4}>
      <CountryLeaderSelect name="leaderId" label="Existing leader" options={options} onPick={pick} />
      {picked && <Picture src={picked.person.picturePath} alt={`Photo of ${picked.person.fullName}`} name={picked.person.fullName} />}
      <div className={styles.divider}>
        <hr className={styles.rule} />
        <p className={styles.or}>OR Add a new one</p>
        <hr className={styles.rule} />
      </div>
    </Stack>
  );
}

/** Whether the form's leaderId names an existing leader. */
export function isPicked(leaderId: string | undefined): boolean {
  return Boolean(leaderId) && leaderId !== EMPTY_ID;
}
