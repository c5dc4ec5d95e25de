import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { ChangedMeanwhileNote, schemaResolver, submitToApi, TextField, useRecordVersion } from '@olympiad/shared/forms';
import { Button, FieldGrid, Fieldset, Heading, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { needsEmergencyContact, shareOptions, STAY_TEXTS, stayDetailsValues } from '../stay-values';
import type { PersonFormProps } from './person-form-props';
import { RoomRequestField, ShareWithField } from './stay-fields';
import styles from './stay-person.module.css';

const resolver = schemaResolver((schemas) => schemas.stayDetailsInputSchema);

/** A person's room request and emergency contact, saved together (saveStayDetails). */
export function RoomAndContactForm({ person, people, closed, onChanged }: PersonFormProps) {
  const { personId, fullName } = person;
  const form = useForm({ resolver, defaultValues: stayDetailsValues(person) });
  const roomRequest = useWatch({ control: form.control, name: 'roomRequest' });
  const version = useRecordVersion(`stay:${personId}`, person.version);
  const headingId = useId();

  const current = async () => (await onChanged())?.people.find((other) => other.personId === personId);
  const submit = submitToApi(form, {
    send: (values) => version.send((headers) => callApi('saveStayDetails', { params: { id: personId }, body: values, headers })),
    success: STAY_TEXTS.staySaved,
    failure: MESSAGES.error,
    invalid: MESSAGES.formInvalid,
    onSuccess: async (saved) => {
      form.reset(stayDetailsValues(saved));
      await onChanged();
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby={headingId} className={styles.form} {...resolver.firstUse}>
        <Heading as="h3" id={headingId} size="md">
          Room and emergency contact
        </Heading>
        {version.changed && (
          <ChangedMeanwhileNote
            subject={fullName}
            onLoad={() => version.loadCurrent(current, (latest) => form.reset(stayDetailsValues(latest)))}
          />
        )}
        {/* After the edit window the server refuses every change: one switch turns the fields off. */}
        <fieldset disabled={closed} className={styles.controls}>
          <RoomRequestField />
          {roomRequest === 'share' && <ShareWithField options={shareOptions(person, people)} />}
          <Fieldset legend="Emergency contact">
            {needsEmergencyContact(person) && <p className={styles.hint}>{STAY_TEXTS.contactRequired}</p>}
            <FieldGrid>
              <TextField name="emergencyContactName" label="Contact name" />
              <TextField name="emergencyContactRelation" label="Relation" />
              <TextField name="emergencyContactPhone" label="Contact phone" type="tel" />
            </FieldGrid>
          </Fieldset>
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save<VisuallyHidden> room and emergency contact for {fullName}</VisuallyHidden>
            </Button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
