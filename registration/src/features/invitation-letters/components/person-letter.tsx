import { useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { formatDate, MESSAGES } from '@olympiad/shared';
import { callApi, saveCallFile, useDownload } from '@olympiad/shared/api';
import { ChangedMeanwhileNote, CheckboxField, schemaResolver, submitToApi, TextField, useRecordVersion } from '@olympiad/shared/forms';
import type { DelegationLetters, LetterPerson } from '@olympiad/shared/schemas';
import { Button, FieldGrid, Fieldset, Row, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { letterStatusTexts, missingText, stayText, VISA_FIELD_LABELS } from '../letter-texts';
import { departureDayOf, visaDetailsValues } from '../visa-details-values';
import styles from './person-letter.module.css';

const VISA_DETAILS_SAVED = 'Visa details saved.';

interface PersonLetterProps {
  person: LetterPerson;
  isAdministrator: boolean;
  /** Reads the delegation again, answering it as it is now. */
  onChanged: () => Promise<DelegationLetters | undefined>;
}

/** One person of the delegation: their visa details, where their letter stands, and its download. */
export function PersonLetter({ person, isAdministrator, onChanged }: PersonLetterProps) {
  const { personId, fullName, hasOwnDateOfBirth } = person;
  const departureDay = departureDayOf(person);
  // The passport must last through this person's own departure day, so each form has its schema.
  const resolver = useMemo(
    () => schemaResolver((schemas) => schemas.visaDetailsFor({ departureDay, hasOwnDateOfBirth })),
    [departureDay, hasOwnDateOfBirth],
  );
  const form = useForm({ resolver, defaultValues: visaDetailsValues(person) });
  const needsLetter = useWatch({ control: form.control, name: 'needsLetter' });
  const version = useRecordVersion(`visa:${personId}`, person.version);
  const legendId = useId();

  const current = async () => (await onChanged())?.people.find((other) => other.personId === personId);
  const submit = submitToApi(form, {
    send: (values) => version.send((headers) => callApi('saveVisaDetails', { params: { id: personId }, body: values, headers })),
    success: VISA_DETAILS_SAVED,
    failure: MESSAGES.error,
    invalid: MESSAGES.formInvalid,
    onSuccess: async (saved) => {
      form.reset(visaDetailsValues(saved));
      await onChanged();
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby={legendId} {...resolver.firstUse}>
        <Fieldset
          size="lg"
          legend={
            <span id={legendId}>
              {fullName} <span className={styles.role}>({person.role})</span>
            </span>
          }
        >
          {version.changed && (
            <ChangedMeanwhileNote
              subject={fullName}
              onLoad={() => version.loadCurrent(current, (latest) => form.reset(visaDetailsValues(latest)))}
            />
          )}
          <CheckboxField name="needsLetter" label="Needs an invitation letter" />
          {needsLetter && (
            <>
              <FieldGrid>
                <TextField
                  name="passportName"
                  label={VISA_FIELD_LABELS.passportName}
                  hint="In Latin capital letters, as in the passport's machine-readable zone."
                  required
                />
                <TextField name="nationality" label={VISA_FIELD_LABELS.nationality} required />
                <TextField name="passportNumber" label={VISA_FIELD_LABELS.passportNumber} required />
                <TextField name="passportExpiry" label={VISA_FIELD_LABELS.passportExpiry} type="date" emptyAsNull required />
                {hasOwnDateOfBirth && (
                  <TextField name="dateOfBirth" label={VISA_FIELD_LABELS.dateOfBirth} type="date" emptyAsNull required />
                )}
              </FieldGrid>
              {!hasOwnDateOfBirth && (
                <p>
                  Date of birth: {person.details.dateOfBirth ? formatDate(person.details.dateOfBirth) : 'not entered yet'} (from the
                  team&apos;s registration)
                </p>
              )}
              <p>{stayText(person.stay)}</p>
            </>
          )}
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save visa details<VisuallyHidden> for {fullName}</VisuallyHidden>
            </Button>
          </div>
          <LetterState person={person} isAdministrator={isAdministrator} onChanged={onChanged} />
        </Fieldset>
      </form>
    </FormProvider>
  );
}

/** Where the person's letter stands, what it still lacks, and its download. */
function LetterState({ person, isAdministrator, onChanged }: PersonLetterProps) {
  const { downloading, download } = useDownload();
  if (!person.details.needsLetter && !person.letter) return null;
  const missing = missingText(person.missing);
  const downloadLetter = async () => {
    await download(() => saveCallFile('generateLetter', 'invitation-letter.pdf', { params: { id: person.personId } }));
    await onChanged();
  };
  return (
    <div className={styles.letter}>
      {letterStatusTexts(person.letter, isAdministrator).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {missing && <p>{missing}</p>}
      <Row>
        <Button variant="outline" onClick={() => void downloadLetter()} loading={downloading} disabled={!person.canGenerate}>
          Download letter<VisuallyHidden> for {person.fullName}</VisuallyHidden>
        </Button>
      </Row>
    </div>
  );
}
