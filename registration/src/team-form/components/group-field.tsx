import { CONTESTANT_GROUPS } from '@olympiad/shared';
import { SelectField } from '@olympiad/shared/forms';

/** The team's group, Junior or Senior (always one of them); it is also each contestant's. */
export function GroupField({ name }: { name: string }) {
  return <SelectField name={name} label="Group" options={CONTESTANT_GROUPS} />;
}
