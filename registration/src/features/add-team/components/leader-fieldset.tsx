import { useState } from 'react';
import { get, useWatch } from 'react-hook-form';
import { EMPTY_ID, useEnums } from '@olympiad/shared';
import { PictureInput } from '@olympiad/shared/forms';
import type { Leader } from '@olympiad/shared/schemas';
import { FormField, Input, NativeSelect, Picture, SimpleGrid, Stack, Text } from '@olympiad/shared/ui';
import { SelectField } from '../../../components/select-field';
import { emptyLeader, leaderValues, type TeamForm } from '../team-form-values';

interface LeaderFieldsetProps {
  form: TeamForm;
  role: 'leader' | 'deputy';
  leaders: readonly Leader[];
}

/** The fields a picked leader fills and locks. */
const LOCKED_FIELDS = ['leaderPerson.fullName', 'leaderPerson.tShirtSize', 'leaderEmail', 'leaderPhoneNumber'] as const;
type LockedField = (typeof LOCKED_FIELDS)[number];

const SECTIONS = {
  leader: { model: 'leaderCreateModel', id: 'leaderId', other: 'deputyLeaderId', label: 'Leader' },
  deputy: { model: 'deputyLeaderCreateModel', id: 'deputyLeaderId', other: 'leaderId', label: 'Deputy leader' },
} as const;

/**
 * A leader or deputy: pick one of the country's existing leaders (which fills and locks the
 * person's fields and shows the picture; "-" clears and unlocks them) or type a new one. A picked
 * leader's stored value that breaks a rule (a former deputy without an e-mail) is unlocked with
 * its message, so that it can be corrected and the form sent.
 */
export function LeaderFieldset({ form, role, leaders }: LeaderFieldsetProps) {
  const { register, setValue, clearErrors, formState, control } = form;
  const section = SECTIONS[role];
  const tShirtSizes = useEnums().data?.tShirtSizesList ?? [];
  const pickedId = useWatch({ control, name: section.id });
  const otherId = useWatch({ control, name: section.other });
  const picked = pickedId !== EMPTY_ID ? leaders.find((leader) => leader.id === pickedId) : undefined;
  const errors = formState.errors[section.model];
  const model = section.model;
  const [unlocked, setUnlocked] = useState<ReadonlySet<LockedField>>(() => new Set());
  const wrong = picked ? LOCKED_FIELDS.filter((field) => get(errors, field) && !unlocked.has(field)) : [];
  if (wrong.length) setUnlocked(new Set([...unlocked, ...wrong]));
  const locked = (field: LockedField) => Boolean(picked) && !unlocked.has(field);

  const pick = (id: string) => {
    const leader = leaders.find((l) => l.id === id);
    setValue(section.id, leader ? leader.id : EMPTY_ID, { shouldDirty: true });
    setValue(model, leader ? leaderValues(leader) : emptyLeader(), { shouldDirty: true });
    clearErrors(model);
    setUnlocked(new Set());
  };

  return (
    <Stack gap="4">
      <FormField label={`Existing ${role === 'leader' ? 'leader' : 'deputy leader'}`}>
        <NativeSelect.Root>
          <NativeSelect.Field value={pickedId} onChange={(event) => pick(event.target.value)}>
            <option value={EMPTY_ID}>-</option>
            {leaders.map((leader) => (
              <option key={leader.id} value={leader.id} disabled={leader.id === otherId}>
                {leader.person.fullName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {!picked && <Text color="fg.muted">OR Add a new one</Text>}
      {picked && unlocked.size > 0 && (
        <Text>
          Some of what is stored for {picked.person.fullName} breaks a rule: correct the marked fields; the corrections are saved
          with the team.
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Full name" error={errors?.leaderPerson?.fullName?.message} required>
          <Input autoComplete="off" disabled={locked('leaderPerson.fullName')} {...register(`${model}.leaderPerson.fullName`)} />
        </FormField>
        <SelectField
          label="T-shirt size"
          options={tShirtSizes}
          registration={register(`${model}.leaderPerson.tShirtSize`)}
          error={errors?.leaderPerson?.tShirtSize?.message}
          disabled={locked('leaderPerson.tShirtSize')}
          required
        />
        <FormField label="Email" error={errors?.leaderEmail?.message} required={role === 'leader'}>
          <Input type="email" autoComplete="off" disabled={locked('leaderEmail')} {...register(`${model}.leaderEmail`)} />
        </FormField>
        <FormField label="Phone" error={errors?.leaderPhoneNumber?.message} required>
          <Input type="tel" autoComplete="off" disabled={locked('leaderPhoneNumber')} {...register(`${model}.leaderPhoneNumber`)} />
        </FormField>
      </SimpleGrid>
      {picked ? (
        <Picture src={picked.person.picturePath} alt={`Picture of ${picked.person.fullName}`} name={picked.person.fullName} />
      ) : (
        <PictureInput control={form.control} name={`${model}.leaderPerson.picture`} label="Picture" />
      )}
    </Stack>
  );
}
