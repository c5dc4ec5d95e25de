import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { MESSAGES, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { CheckboxField, SelectField, schemaResolver, submitToApi, TextField, useRecordVersion } from '@olympiad/shared/forms';
import { Button, ConfirmDialog, Heading, VisuallyHidden } from '@olympiad/shared/plain-ui';
import type { HealthDetailsInput } from '@olympiad/shared/schemas';
import { consentText, DIET_OPTIONS, healthBody, healthValues, STAY_TEXTS, type HealthValues } from '../stay-values';
import type { PersonFormProps } from './person-form-props';
import { NoteField } from './stay-fields';
import styles from './stay-person.module.css';

const resolver = schemaResolver((schemas) => schemas.healthDetailsInputSchema);
// The form holds the consent unticked until it is given, which the schema's input (true only) does not admit.
const healthResolver = resolver as Resolver<HealthValues, unknown, HealthDetailsInput>;

/**
 * A person's diet, allergies and medical notes: special-category data (GDPR art. 9), so the fields
 * open only once the registrator confirms the person's explicit consent, which the first save
 * records. The page remounts this form when the consent is recorded or withdrawn, so that its
 * version starts again from the health record's.
 */
export function DietAndHealthForm({ person, closed, onChanged }: Omit<PersonFormProps, 'people'>) {
  const { personId, fullName, health } = person;
  const form = useForm({ resolver: healthResolver, defaultValues: healthValues(person) });
  const [consent, diet] = useWatch({ control: form.control, name: ['consent', 'diet'] });
  // The health record's own version, 0 while no consent is recorded.
  const version = useRecordVersion(`health:${personId}`, health?.version ?? 0);
  const headingId = useId();

  const submit = submitToApi(form, {
    send: (values) =>
      version.send(async (headers) => {
        const saved = await callApi('saveHealthDetails', { params: { id: personId }, body: healthBody(values), headers });
        return { saved, version: saved.health?.version };
      }),
    success: STAY_TEXTS.healthSaved,
    failure: MESSAGES.error,
    invalid: MESSAGES.formInvalid,
    onSuccess: async ({ saved }) => {
      form.reset(healthValues(saved));
      await onChanged();
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby={headingId} className={styles.form} {...resolver.firstUse}>
        <Heading as="h3" id={headingId} size="md">
          Diet and health
        </Heading>
        <fieldset disabled={closed} className={styles.controls}>
          {health ? <p>{consentText(health)}</p> : <CheckboxField name="consent" label={STAY_TEXTS.consent} />}
          {consent && (
            <>
              <SelectField name="diet" label="Diet" options={DIET_OPTIONS} empty="-" required />
              {diet === 'other' && <TextField name="dietOther" label="Other diet" required />}
              <NoteField name="allergies" label="Allergies" />
              <NoteField name="medicalNotes" label="Medical notes (conditions, medication)" />
              <div>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Save diet and health<VisuallyHidden> for {fullName}</VisuallyHidden>
                </Button>
              </div>
            </>
          )}
        </fieldset>
        {health && <WithdrawConsent personId={personId} fullName={fullName} onChanged={onChanged} />}
      </form>
    </FormProvider>
  );
}

type WithdrawConsentProps = Pick<PersonFormProps['person'], 'personId' | 'fullName'> & Pick<PersonFormProps, 'onChanged'>;

/** Withdrawing deletes every value at once, so it is asked first; it stays open after the edit window. */
function WithdrawConsent({ personId, fullName, onChanged }: WithdrawConsentProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await callApi('withdrawHealthConsent', { params: { id: personId } });
      notify.success(STAY_TEXTS.consentWithdrawn);
      setAsking(false);
      await onChanged();
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button variant="outline" tone="gray" onClick={() => setAsking(true)}>
        Withdraw consent<VisuallyHidden> for {fullName}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        open={asking}
        title="Withdraw consent"
        confirmLabel="Withdraw consent"
        busyLabel="Withdrawing"
        busy={busy}
        onConfirm={() => void withdraw()}
        onClose={() => setAsking(false)}
      >
        {STAY_TEXTS.withdrawQuestion(fullName)}
      </ConfirmDialog>
    </div>
  );
}
