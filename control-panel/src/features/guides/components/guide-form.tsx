import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES, OTHER_LOCATION, useContest } from '@olympiad/shared';
import { callApi, useApi } from '@olympiad/shared/api';
import { schemaResolver, SelectField, submitToApi, TextField } from '@olympiad/shared/forms';
import type { CreateGuideDraft, CreateGuideInput, Guide } from '@olympiad/shared/schemas';
import { Button, FieldGrid, Heading, Stack } from '@olympiad/shared/plain-ui';
import styles from '../../../components/form.module.css';
import { PersonFields } from '../../../components/person-fields';

const resolver = schemaResolver((schemas) => schemas.createGuideInputSchema);

const EMPTY: CreateGuideDraft = {
  person: {
    fullName: '',
    roles: ['GUIDE'],
    countryId: null,
    contestId: null,
    tShirtSize: '',
    picture: null,
    timeOfArrival: '',
    arrivalLocation: OTHER_LOCATION,
    timeOfDeparture: '',
    departureLocation: OTHER_LOCATION,
    arrivalCarrier: '',
    arrivalFlightNumber: '',
    arrivalTerminal: '',
    departureCarrier: '',
    departureFlightNumber: '',
    departureTerminal: '',
  },
  userId: '',
  phoneNumber: '',
  schoolName: '',
  classDesignator: '',
};

/** Add guide: a person with role GUIDE (locations Other by default), its user and school. */
export function GuideForm({ onCreated }: { onCreated: (guide: Guide) => void | Promise<void> }) {
  const { data: contest } = useContest();
  // The users a guide record can be linked to.
  const { data: users } = useApi('readUsersWithRole', { params: { role: 'Guide' } });
  const form = useForm<CreateGuideDraft, unknown, CreateGuideInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;

  const submit = submitToApi(form, {
    // The guide belongs to the current contest, known once it has loaded.
    send: (guide): Promise<Guide> =>
      callApi('createGuide', { body: { ...guide, person: { ...guide.person, contestId: contest?.id ?? null } } }),
    success: MESSAGES.guideCreated,
    onSuccess: async (guide) => {
      form.reset(EMPTY);
      await onCreated(guide);
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="guide-form-heading" {...resolver.firstUse}>
        <Stack gap={4} className={styles.wide}>
          <Heading as="h2" id="guide-form-heading" size="xl">
            Add guide
          </Heading>
          <PersonFields prefix="person." />
          <FieldGrid>
            <SelectField
              name="userId"
              label="User"
              options={(users ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }))}
              empty="No user"
            />
            <TextField name="phoneNumber" label="Phone number" type="tel" />
            <TextField name="schoolName" label="School name" />
            <TextField name="classDesignator" label="Class designator" />
          </FieldGrid>
          <Button type="submit" className={styles.submit} loading={isSubmitting}>
            {isSubmitting ? 'Saving' : 'Add guide'}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
