import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { failureText } from '@olympiad/shared';
import { callApi, fileOfCall } from '@olympiad/shared/api';
import { ChangedMeanwhileNote, CheckboxField, schemaResolver, submitToApi, TextField, useRecordVersion } from '@olympiad/shared/forms';
import type { LetterSettings, LetterSettingsInput } from '@olympiad/shared/schemas';
import { Button, FieldGrid, Heading, Row, Stack } from '@olympiad/shared/plain-ui';
import { LetterPictureField } from './letter-picture-field';
import { LetterPreview, type Preview } from './letter-preview';
import {
  KEEP_PICTURES,
  LETTER_PICTURES,
  letterDraftOf,
  letterInputOf,
  PLACEHOLDER_NAMES,
  type LetterForm,
  type Removals,
} from './letter-settings-values';
import { LetterTextareaField } from './letter-textarea-field';
import styles from './settings-form.module.css';

// The call's own schema and messages (an unknown placeholder; the signatory and body once letters are on).
const resolver = schemaResolver((schemas) => schemas.letterSettingsInputSchema);

export const LETTER_SETTINGS_SAVED = 'Letter settings saved.';
export const PREVIEW_INVALID = 'The preview needs the errors in the letter settings corrected first.';

interface LetterSettingsFormProps {
  settings: LetterSettings;
  onSaved: (saved: LetterSettings) => Promise<unknown>;
  /** Reads the settings again as they are now: the form's values after a 412. */
  reload: () => Promise<LetterSettings | undefined>;
}

/**
 * The visa invitation letters' settings, a form of its own under the contest's: switched on or
 * off, the signatory, the letterhead and the body. Preview letter sends the values as they stand,
 * unsaved, and shows the PDF they make for a sample person.
 */
export function LetterSettingsForm({ settings, onSaved, reload }: LetterSettingsFormProps) {
  const form = useForm<LetterSettingsInput, unknown, LetterForm>({ resolver, defaultValues: letterDraftOf(settings) });
  const version = useRecordVersion('letterSettings', settings.version);
  const [stored, setStored] = useState(settings);
  const [removals, setRemovals] = useState<Removals>(KEEP_PICTURES);
  const [preview, setPreview] = useState<Preview>(null);
  const [previewing, setPreviewing] = useState(false);

  const show = (current: LetterSettings) => {
    setStored(current);
    setRemovals(KEEP_PICTURES);
    form.reset(letterDraftOf(current));
  };
  const submit = submitToApi(form, {
    send: (values) => version.send((headers) => callApi('saveLetterSettings', { body: letterInputOf(values, removals), headers })),
    success: LETTER_SETTINGS_SAVED,
    onSuccess: async (saved) => {
      show(saved);
      await onSaved(saved);
    },
  });
  const showPreview = form.handleSubmit(
    async (values) => {
      setPreviewing(true);
      try {
        const { blob } = await fileOfCall('previewLetter', { body: letterInputOf(values, removals) });
        setPreview({ url: URL.createObjectURL(blob) });
      } catch (failure) {
        // Nothing to say after a 401: the user is logged out.
        const reason = failureText(failure, 'The preview could not be made.');
        setPreview(reason ? { error: reason } : null);
      } finally {
        setPreviewing(false);
      }
    },
    () => setPreview({ error: PREVIEW_INVALID }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="letter-settings-heading" className={styles.letterForm} {...resolver.firstUse}>
        <Stack gap={4}>
          <Heading as="h2" id="letter-settings-heading" size="xl">
            Invitation letters
          </Heading>
          <p className={styles.muted}>
            The visa invitation letters registrators download for their delegations, each with a QR code that embassies check at its
            verification address.
          </p>
          {version.changed && <ChangedMeanwhileNote subject="Letter settings" onLoad={() => version.loadCurrent(reload, show)} />}
          <CheckboxField name="enabled" label="Invitation letters switched on" />
          <FieldGrid className={styles.fields}>
            <TextField name="signatoryName" label="Signatory's name" />
            <TextField name="signatoryTitle" label="Signatory's title" />
            {LETTER_PICTURES.map((picture) => (
              <LetterPictureField
                key={picture.field}
                picture={picture}
                stored={stored[picture.stored]}
                remove={removals[picture.field]}
                onRemove={(remove) => setRemovals((current) => ({ ...current, [picture.field]: remove }))}
              />
            ))}
            <TextField name="venue" label="Venue" hint="The contest's venue as a letter names it." />
          </FieldGrid>
          <LetterTextareaField name="organiserAddress" label="Organiser's address" rows={4} />
          <LetterTextareaField
            name="body"
            label="Letter body"
            rows={12}
            hint={`Placeholders, each filled in for its person: ${PLACEHOLDER_NAMES.map((name) => `{${name}}`).join(', ')}. An empty line starts a new paragraph.`}
          />
          <Row>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving' : 'Save letter settings'}
            </Button>
            <Button variant="outline" tone="blue" loading={previewing} onClick={() => void showPreview()}>
              {previewing ? 'Making the preview' : 'Preview letter'}
            </Button>
          </Row>
          <div aria-live="polite">
            <LetterPreview preview={preview} />
          </div>
        </Stack>
      </form>
    </FormProvider>
  );
}
