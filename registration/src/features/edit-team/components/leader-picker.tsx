import type { ChangeEvent } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { EMPTY_ID } from '@olympiad/shared';
import type { Leader } from '@olympiad/shared/schemas';
import { FormField, HStack, NativeSelect, Picture, Separator, Stack, Text } from '@olympiad/shared/ui';
import { leaderCreateValues, type LeaderOption, type Travel } from '../edit-team-values';

interface LeaderPickerProps {
  leaders: readonly Leader[];
  options: readonly LeaderOption[];
  /** Copied into the new leader's fields when the pick is cleared. */
  travel: Travel;
}

/**
 * The country's existing leaders. Picking one fills the leader fields with their details (and
 * the form then sends only their id); "-" clears the fields for a new leader.
 */
export function LeaderPicker({ leaders, options, travel }: LeaderPickerProps) {
  const { control, register, setValue, clearErrors } = useFormContext<FieldValues>();
  const leaderId = useWatch({ control, name: 'leaderId' }) as string | undefined;
  const picked = leaders.find((leader) => leader.id === leaderId) ?? null;
  const pick = register('leaderId', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const leader = leaders.find((candidate) => candidate.id === event.target.value) ?? null;
      setValue('leaderCreateModel', leaderCreateValues(travel, leader), { shouldDirty: true });
      clearErrors('leaderCreateModel');
    },
  });
  return (
    <Stack gap="4">
      <FormField label="Existing leader">
        <NativeSelect.Root>
          <NativeSelect.Field {...pick}>
            <option value={EMPTY_ID}>-</option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {picked && <Picture src={picked.person.picturePath} alt={`Photo of ${picked.person.fullName}`} name={picked.person.fullName} />}
      <HStack gap="3">
        <Separator flex="1" />
        <Text flexShrink="0" fontWeight="semibold">
          OR Add a new one
        </Text>
        <Separator flex="1" />
      </HStack>
    </Stack>
  );
}

/** Whether the form's leaderId names an existing leader. */
export function isPicked(leaderId: string | undefined): boolean {
  return Boolean(leaderId) && leaderId !== EMPTY_ID;
}
