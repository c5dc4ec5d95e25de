import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { ChangedMeanwhileNote, drawnRegister, lazyResolver, PictureInput, submitToApi, useRecordVersion } from '@olympiad/shared/forms';
import type { Country } from '@olympiad/shared/schemas';
import { Button, Field, Heading, Input, Row, Stack } from '@olympiad/shared/plain-ui';
import { formatInstant } from '@olympiad/shared/text';
import styles from '../../../components/form.module.css';
import { saveCountry } from '../save-country';
import { deadlineDraft, deadlineInput, useContestDeadline } from './country-deadline';
import type { CountryDraft, CountryFormValues } from './country-form-schema';

const resolver = lazyResolver(
  () => import('./country-form-validation'),
  (validation) => validation.countryFormSchema(),
);

interface CountryFormProps {
  /** The country being edited, or null to add a new one. */
  country: Country | null;
  onSaved: () => void;
  onCancel: () => void;
  /** Reads the edited country again as it is now: the form's values after a 412. */
  reload: () => Promise<Country | undefined>;
}

/**
 * Name, flag and the country's own registration deadline (beyond the spec: empty, the contest's);
 * edits the given country, or adds a new one when none is given.
 */
export function CountryForm({ country, onSaved, onCancel, reload }: CountryFormProps) {
  const { venueTimeZone, endOfRegistrationDate } = useContestDeadline();
  const draftOf = (current: Country | null): CountryDraft => ({
    name: current?.name ?? '',
    flagImage: null,
    registrationDeadline: deadlineDraft(current?.registrationDeadline, venueTimeZone),
  });
  const form = useForm<CountryDraft, unknown, CountryFormValues>({
    resolver,
    defaultValues: draftOf(country),
  });
  const {
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const register = drawnRegister(form);
  const version = useRecordVersion(`country:${country?.id ?? 'new'}`, country?.version);

  useEffect(() => {
    if (country) setFocus('name');
  }, [country, setFocus]);

  const loadCurrent = () => version.loadCurrent(reload, (current) => form.reset(draftOf(current)));

  const submit = submitToApi(form, {
    send: ({ name, flagImage, registrationDeadline }) =>
      version.send((headers) =>
        saveCountry(
          { id: country?.id, name, flagImage, registrationDeadline: deadlineInput(registrationDeadline, venueTimeZone) },
          headers,
        ),
      ),
    success: country ? MESSAGES.countryEdited : MESSAGES.countryCreated,
    onSuccess: () => {
      form.reset(draftOf(null));
      onSaved();
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="country-form-heading" {...resolver.firstUse}>
      <Stack gap={4} className={styles.narrow}>
        <Heading as="h2" id="country-form-heading" size="xl">
          {country ? `Edit ${country.name}` : 'New country'}
        </Heading>
        {version.changed && <ChangedMeanwhileNote subject="Country" onLoad={loadCurrent} />}
        <Field label="Name" error={errors.name?.message} required>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <PictureInput
          control={form.control}
          name="flagImage"
          label="Flag"
          hint={country ? 'Leave empty to keep the current flag.' : undefined}
        />
        <Field
          label="Registration deadline"
          error={errors.registrationDeadline?.message}
          hint={`Empty: the contest's deadline (${formatInstant(endOfRegistrationDate, venueTimeZone)}). At the venue (${venueTimeZone}); the edit window ends a day later.`}
        >
          <Input type="datetime-local" {...register('registrationDeadline')} />
        </Field>
        <Row gap={3}>
          <Button type="submit" loading={isSubmitting}>
            {country ? 'Edit Country' : 'Add Country'}
          </Button>
          {country && (
            <Button variant="outline" tone="gray" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          )}
        </Row>
      </Stack>
    </form>
  );
}
