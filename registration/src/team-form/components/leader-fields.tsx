import { useFormContext, type FieldValues } from 'react-hook-form';
import { useEnums } from '@olympiad/shared';
import { PictureInput, SelectField, TextField } from '@olympiad/shared/forms';
import { FieldGrid, Stack } from '@olympiad/shared/plain-ui';
import type { LeaderFieldNames } from '../team-form-values';

type LeaderField = Exclude<keyof LeaderFieldNames, 'picture'>;

interface LeaderFieldsProps {
  names: LeaderFieldNames;
  /** A deputy's e-mail is optional. */
  emailRequired: boolean;
  /** The words of the T-shirt sizes' empty option, as the form around says it ("-", "Choose…"). */
  empty: string;
  /** A field showing a picked leader's stored value, which cannot be typed over. */
  locked?: (field: LeaderField) => boolean;
  /** The picture upload; left out where a picked leader's picture shows instead. */
  pictureInput?: boolean;
}

/** Full name, e-mail, phone, T-shirt size and picture of a leader or deputy (docs/screens.md, Add Team). */
export function LeaderFields({ names, emailRequired, empty, locked = () => false, pictureInput = true }: LeaderFieldsProps) {
  const { control } = useFormContext<FieldValues>();
  const sizes = useEnums().data?.tShirtSizesList ?? [];
  return (
    <Stack gap={4}>
      <FieldGrid>
        <TextField name={names.fullName} label="Full name" required disabled={locked('fullName')} />
        <TextField name={names.email} label="Email" type="email" required={emailRequired} disabled={locked('email')} />
        <TextField name={names.phone} label="Phone" type="tel" required disabled={locked('phone')} />
        <SelectField name={names.tShirtSize} label="T-shirt size" options={sizes} empty={empty} required disabled={locked('tShirtSize')} />
      </FieldGrid>
      {pictureInput && <PictureInput control={control} name={names.picture} label="Picture" />}
    </Stack>
  );
}
