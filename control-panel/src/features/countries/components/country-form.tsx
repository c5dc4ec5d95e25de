import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { ChangedMeanwhileNote, PictureInput, submitToApi, useRecordVersion } from '@olympiad/shared/forms';
import { saveCountryInputSchema, type Country } from '@olympiad/shared/schemas';
import { Button, Field, Heading, Input, Row, Stack } from '@olympiad/shared/plain-ui';
import styles from '../../../components/form.module.css';
import { saveCountry } from '../api/save-country';

interface CountryFormProps {
  /** The country being edited, or null to add a new one. */
  country: Country | null;
  onSaved: () => void;
  onCancel: () => void;
  /** Reads the edited country again as it is now: the form's values after a 412. */
  reload: () => Promise<Country | undefined>;
}

/** Name and flag; edits the given country, or adds a new one when none is given. */
export function CountryForm({ country, onSaved, onCancel, reload }: CountryFormProps) {
  const form = useForm({
    resolver: zodResolver(saveCountryInputSchema),
    defaultValues: { name: country?.name ?? '', flagImage: null },
  });
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const version = useRecordVersion(`country:${country?.id ?? 'new'}`, country?.version);

  useEffect(() => {
    if (country) setFocus('name');
  }, [country, setFocus]);

  const loadCurrent = () => version.loadCurrent(reload, (current) => form.reset({ name: current.name, flagImage: null }));

  const submit = submitToApi(form, {
    send: ({ name, flagImage }) => version.send((headers) => saveCountry({ id: country?.id, name, flagImage }, headers)),
    success: country ? MESSAGES.countryEdited : MESSAGES.countryCreated,
    onSuccess: () => {
      form.reset({ name: '', flagImage: null });
      onSaved();
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="country-form-heading">
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
