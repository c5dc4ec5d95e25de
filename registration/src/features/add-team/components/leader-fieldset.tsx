import { useState } from 'react';
import { get, useWatch } from 'react-hook-form';
import { EMPTY_ID } from '@olympiad/shared';
import type { Leader } from '@olympiad/shared/schemas';
import { Picture, Stack } from '@olympiad/shared/plain-ui';
import { LeaderFields } from '../../../team-form/components/leader-fields';
import { CountryLeaderSelect } from '../../../team-form/components/country-leader-select';
import { createLeaderNames, leaderFormValues } from '../../../team-form/team-form-values';
import type { TeamForm } from '../add-team-values';
import { ConsentFields } from './consent-fields';
import styles from './leader-fieldset.module.css';

interface LeaderFieldsetProps {
  form: TeamForm;
  role: 'leader' | 'deputy';
  leaders: readonly Leader[];
}

/** The fields a picked leader fills and locks, by their place in the create model. */
const LOCKED_FIELDS = {
  fullName: 'leaderPerson.fullName',
  tShirtSize: 'leaderPerson.tShirtSize',
  email: 'leaderEmail',
  phone: 'leaderPhoneNumber',
} as const;
type LockedField = keyof typeof LOCKED_FIELDS;

const SECTIONS = {
  leader: {
    model: 'leaderCreateModel',
    id: 'leaderId',
    other: 'deputyLeaderId',
    picker: 'Existing leader',
    consent: 'leaderPublicConsent',
  },
  deputy: {
    model: 'deputyLeaderCreateModel',
    id: 'deputyLeaderId',
    other: 'leaderId',
    picker: 'Existing deputy leader',
    consent: 'deputyLeaderPublicConsent',
  },
} as const;

/**
 * A leader or deputy: pick one of the country's existing leaders (which fills and locks the
 * person's fields and shows the picture; "-" clears and unlocks them) or type a new one. A picked
 * leader's stored value that breaks a rule (a former deputy without an e-mail) is unlocked with
 * its message, so that it can be corrected and the form sent. A new one is asked whether the
 * public may see their photo and name; a picked one keeps what is recorded for them.
 */
export function LeaderFieldset({ form, role, leaders }: LeaderFieldsetProps) {
  const { setValue, clearErrors, formState, control } = form;
  const section = SECTIONS[role];
  const pickedId = useWatch({ control, name: section.id });
  const otherId = useWatch({ control, name: section.other });
  const picked = pickedId !== EMPTY_ID ? leaders.find((leader) => leader.id === pickedId) : undefined;
  const errors = formState.errors[section.model];
  const [unlocked, setUnlocked] = useState<ReadonlySet<LockedField>>(() => new Set());
  const fields = Object.keys(LOCKED_FIELDS) as LockedField[];
  const wrong = picked ? fields.filter((field) => get(errors, LOCKED_FIELDS[field]) && !unlocked.has(field)) : [];
  if (wrong.length) setUnlocked(new Set([...unlocked, ...wrong]));

  const pick = (id: string) => {
    const leader = leaders.find((candidate) => candidate.id === id);
    setValue(section.model, leaderFormValues(leader), { shouldDirty: true });
    clearErrors(section.model);
    setUnlocked(new Set());
  };

  return (
    <Stack gap={4}>
      <CountryLeaderSelect
        name={section.id}
        label={section.picker}
        options={leaders.map((leader) => ({ value: leader.id, label: leader.person.fullName, disabled: leader.id === otherId }))}
        onPick={pick}
      />
      {!picked && <p className={styles.muted}>OR Add a new one</p>}
      {picked && unlocked.size > 0 && (
        <p>
          Some of what is stored for {picked.person.fullName} breaks a rule: correct the marked fields; the corrections are saved with the
          team.
        </p>
      )}
      <LeaderFields
        names={createLeaderNames(section.model)}
        emailRequired={role === 'leader'}
        empty="Choose…"
        locked={(field) => Boolean(picked) && !unlocked.has(field)}
        pictureInput={!picked}
      />
      {picked && <Picture src={picked.person.picturePath} alt={`Picture of ${picked.person.fullName}`} name={picked.person.fullName} />}
      {picked ? (
        <p className={styles.muted}>
          Shown publicly as recorded for {picked.person.fullName}: Edit Team shows and changes it once the team is added.
        </p>
      ) : (
        // Leaders are shown publicly until they choose otherwise.
        <ConsentFields name={section.consent} byDefault />
      )}
    </Stack>
  );
}
