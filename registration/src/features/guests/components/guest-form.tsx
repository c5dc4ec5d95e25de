import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES, useEnums } from '@olympiad/shared';
import {
  ChangedMeanwhileNote,
  PictureInput,
  schemaResolver,
  SelectField,
  submitToApi,
  TextField,
  TravelFields,
  useRecordVersion,
} from '@olympiad/shared/forms';
import type { GuestForm as GuestFormValues, Person } from '@olympiad/shared/schemas';
import { Button, FieldGrid, Heading, Picture, Stack } from '@olympiad/shared/plain-ui';
import { DraftOffer } from '../../../components/draft-offer';
import { travelInputs } from '../../../team-form/team-form-values';
import { useFormDraft } from '../../../components/use-form-draft';
import { useRegistrationCountry } from '../../../components/use-registration-country';
import styles from './guest-form.module.css';

const resolver = schemaResolver((schemas) => schemas.guestFormSchema);

function initialValues(guest: Person | undefined): GuestFormValues {
  return {
    fullName: guest?.fullName ?? '',
    tShirtSize: guest?.tShirtSize ?? '',
    picture: null,
    ...travelInputs(guest ?? {}),
  };
}

interface GuestFormProps {
  /** The guest being edited (Edit mode), or undefined to register a new one. */
  guest: Person | undefined;
  /** `headers`: the If-Match of the version the form was loaded with. */
  save: (values: GuestFormValues, headers: Record<string, string>) => Promise<Person>;
  onSaved: (saved: Person) => void;
  /** Reads the guest again as it is now: the form's current values after a 412. */
  reload: () => Promise<Person | undefined>;
}

/** Add/Edit Guest (docs/screens.md, Guests): Register in add mode, Edit in edit mode. */
export function GuestForm({ guest, save, onSaved, reload }: GuestFormProps) {
  const form = useForm({ resolver, defaultValues: initialValues(guest) });
  const { formState } = form;
  const tShirtSizes = useEnums().data?.tShirtSizesList ?? [];
  // A new guest goes to the screen's country: an Administrator's draft for one country is never offered in another.
  const { countryId } = useRegistrationCountry();
  const draft = useFormDraft(form, guest ? `guest:${guest.id}` : `guest:new:${countryId}`);
  const version = useRecordVersion(`person:${guest?.id ?? 'new'}`, guest?.version);

  const loadCurrent = () => version.loadCurrent(reload, (current) => form.reset(initialValues(current)));

  const submit = submitToApi(form, {
    send: (values) => version.send((headers) => save(values, headers)),
    success: guest ? MESSAGES.guestEdited : MESSAGES.guestAdded,
    failure: MESSAGES.error,
    invalid: MESSAGES.formInvalid,
    onSuccess: (saved) => {
      draft.drop();
      onSaved(saved);
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="guest-form-heading" {...resolver.firstUse}>
        <Stack gap={5} className={styles.form}>
          <Heading as="h1" id="guest-form-heading" size="2xl">
            {guest ? 'Edit Guest' : 'Add Guest'}
          </Heading>
          {draft.offer && <DraftOffer draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />}
          {version.changed && <ChangedMeanwhileNote subject="Guest" onLoad={loadCurrent} />}
          <FieldGrid>
            <TextField name="fullName" label="Full name" required />
            <SelectField name="tShirtSize" label="T-shirt size" options={tShirtSizes} empty="Choose…" />
          </FieldGrid>
          {guest?.picturePath && <Picture src={guest.picturePath} alt={`Picture of ${guest.fullName}`} />}
          <PictureInput
            control={form.control}
            name="picture"
            label="Picture"
            hint={guest?.picturePath ? 'Leave empty to keep the current picture.' : undefined}
          />
          <TravelFields registration empty="Choose…" />
          <Button type="submit" className={styles.submit} loading={formState.isSubmitting}>
            {guest ? 'Edit' : 'Register'}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
