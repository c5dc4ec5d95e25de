import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, MESSAGES, notify } from '@olympiad/shared';
import { countryInputSchema, type Country } from '@olympiad/shared/schemas';
import { Button, Field, FormField, Heading, HStack, Input, Stack } from '@olympiad/shared/ui';
import { saveCountry } from '../api/save-country';
import { readFileAsBase64 } from '../read-file-as-base64';

const EMPTY = { name: '', flagImage: null };
const FIELDS = ['name', 'flagImage'] as const;

interface CountryFormProps {
  /** The country being edited, or null to add a new one. */
  country: Country | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Name and flag; edits the given country, or adds a new one when none is given. */
export function CountryForm({ country, onSaved, onCancel }: CountryFormProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(countryInputSchema),
    defaultValues: { name: country?.name ?? '', flagImage: null },
  });

  useEffect(() => {
    if (country) setFocus('name');
  }, [country, setFocus]);

  const showServerErrors = (fieldErrors: Record<string, string[]>) => {
    const failed = FIELDS.filter((field) => fieldErrors[field]?.length);
    failed.forEach((field) => setError(field, { message: fieldErrors[field]!.join(' ') }));
    if (failed[0] === 'name') setFocus('name');
    else if (failed[0] === 'flagImage') fileInput.current?.focus();
  };

  const save = handleSubmit(async ({ name, flagImage }) => {
    try {
      await saveCountry({ id: country?.id, name, flagImage });
      notify.success(country ? MESSAGES.countryEdited : MESSAGES.countryCreated);
      reset(EMPTY);
      if (fileInput.current) fileInput.current.value = '';
      onSaved();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : MESSAGES.error);
      if (error instanceof ApiError) showServerErrors(error.fieldErrors);
    }
  });

  // The file is read when the form is sent, so the schema checks the same base64 that is sent.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const file = fileInput.current?.files?.[0];
      const flagImage = file ? await readFileAsBase64(file).catch(() => undefined) : null;
      if (flagImage === undefined) {
        setError('flagImage', { message: MESSAGES.imageInvalid });
      } else {
        setValue('flagImage', flagImage);
        await save(event);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="country-form-heading">
      <Stack gap="4" maxW="md">
        <Heading as="h2" id="country-form-heading" size="xl">
          {country ? `Edit ${country.name}` : 'New country'}
        </Heading>
        <FormField label="Name" error={errors.name?.message} required>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label="Flag" error={errors.flagImage?.message}>
          <Input ref={fileInput} type="file" name="flag" accept="image/jpeg,image/png,image/webp" p="1" />
          <Field.HelperText>
            JPEG, PNG or WebP, at most 5 MB.{country && ' Leave empty to keep the current flag.'}
          </Field.HelperText>
        </FormField>
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={sending} loadingText="Saving">
            {country ? 'Edit Country' : 'Add Country'}
          </Button>
          {country && (
            <Button type="button" variant="outline" onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
