import { useFormContext, type FieldValues } from 'react-hook-form';
import { useEnums } from '@olympiad/shared';
import { PictureInput } from '@olympiad/shared/forms';
import { SimpleGrid, Stack } from '@olympiad/shared/ui';
import { SelectField, TextField } from './form-fields';

/** Where a form keeps the leader's fields: the edit form and the replace form name them differently. */
export interface LeaderFieldNames {
  fullName: string;
  email: string;
  phone: string;
  tShirtSize: string;
  picture: string;
}

export const EDIT_LEADER_NAMES: LeaderFieldNames = {
  fullName: 'person.fullName',
  email: 'email',
  phone: 'phoneNumber',
  tShirtSize: 'person.tShirtSize',
  picture: 'person.picture',
};

export const CREATE_LEADER_NAMES: LeaderFieldNames = {
  fullName: 'leaderCreateModel.leaderPerson.fullName',
  email: 'leaderCreateModel.leaderEmail',
  phone: 'leaderCreateModel.leaderPhoneNumber',
  tShirtSize: 'leaderCreateModel.leaderPerson.tShirtSize',
  picture: 'leaderCreateModel.leaderPerson.picture',
};

interface LeaderFieldsProps {
  names: LeaderFieldNames;
  /** A deputy's e-mail is optional. */
  emailRequired: boolean;
  /** An existing leader is picked: their details show but cannot be typed over. */
  picked?: boolean;
}

/** Full name, e-mail, phone, T-shirt size and picture of a leader or deputy. */
export function LeaderFields({ names, emailRequired, picked = false }: LeaderFieldsProps) {
  const { control } = useFormContext<FieldValues>();
  const sizes = useEnums().data?.tShirtSizesList ?? [];
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name={names.fullName} label="Full name" required disabled={picked} />
        <TextField name={names.email} label="Email" type="email" required={emailRequired} disabled={picked} />
        <TextField name={names.phone} label="Phone" type="tel" required disabled={picked} />
        <SelectField name={names.tShirtSize} label="T-shirt size" options={sizes} required disabled={picked} />
      </SimpleGrid>
      {!picked && <PictureInput control={control} name={names.picture} label="Picture" />}
    </Stack>
  );
}
