import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { edition, MESSAGES, OTHER_LOCATION, useContest, useEdition } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { PublicConsentChoice } from '@olympiad/shared/consent';
import { ChangedMeanwhileNote, schemaResolver, submitToApi, toDateTimeInput, useRecordVersion } from '@olympiad/shared/forms';
import type { CommitteePerson, SavePersonDraft, SavePersonInput } from '@olympiad/shared/schemas';
import { Button, Heading, Row, Stack } from '@olympiad/shared/plain-ui';
import styles from '../../../components/form.module.css';
import { PersonFields } from '../../../components/person-fields';

const resolver = schemaResolver((schemas) => schemas.savePersonInputSchema);

function draftOf(person: CommitteePerson | null): SavePersonDraft {
  return {
    id: person?.id,
    fullName: person?.fullName ?? '',
    roles: person?.roles ?? ['COMMITTEE'],
    countryId: edition().hostCountry?.id ?? null,
    contestId: person?.contestId ?? null,
    tShirtSize: person?.tShirtSize ?? '',
    picture: null,
    timeOfArrival: toDateTimeInput(person?.timeOfArrival),
    arrivalLocation: person?.arrivalLocation ?? OTHER_LOCATION,
    timeOfDeparture: toDateTimeInput(person?.timeOfDeparture),
    departureLocation: person?.departureLocation ?? OTHER_LOCATION,
    arrivalCarrier: person?.arrivalCarrier ?? '',
    arrivalFlightNumber: person?.arrivalFlightNumber ?? '',
    arrivalTerminal: person?.arrivalTerminal ?? '',
    departureCarrier: person?.departureCarrier ?? '',
    departureFlightNumber: person?.departureFlightNumber ?? '',
    departureTerminal: person?.departureTerminal ?? '',
  };
}

interface CommitteePersonFormProps {
  /** The person being edited, or null to add one. */
  person: CommitteePerson | null;
  onSaved: () => void | Promise<void>;
  onCancel: () => void;
  /** Reads what shows the person's consent again once one is recorded. */
  onConsentRecorded: () => unknown;
  /** Reads the edited person again as they are now: the form's values after a 412. */
  reload: () => Promise<CommitteePerson | undefined>;
}

/** Add or edit a committee person: committee name pattern, the host country, locations Other. */
export function CommitteePersonForm({ person, onSaved, onCancel, onConsentRecorded, reload }: CommitteePersonFormProps) {
  const { data: contest } = useContest();
  const { hostCountry } = useEdition();
  const form = useForm<SavePersonDraft, unknown, SavePersonInput>({
    resolver,
    defaultValues: draftOf(person),
  });
  const { isSubmitting } = form.formState;
  const version = useRecordVersion(`person:${person?.id ?? 'new'}`, person?.version);

  useEffect(() => {
    if (person) form.setFocus('fullName');
  }, [person, form]);

  const loadCurrent = () => version.loadCurrent(reload, (current) => form.reset(draftOf(current)));

  const submit = submitToApi(form, {
    send: (values) =>
      version.send((headers) => {
        const body = { ...values, contestId: values.contestId ?? contest?.id ?? null };
        // With an id the person is edited (headers: the If-Match of the form's version), without one added.
        return body.id ? callApi('updatePerson', { params: { id: body.id }, body, headers }) : callApi('createPerson', { body });
      }),
    success: person ? MESSAGES.personEdited : MESSAGES.personAdded,
    onSuccess: async () => {
      form.reset(draftOf(null));
      await onSaved();
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="committee-form-heading" {...resolver.firstUse}>
        <Stack gap={4} className={styles.wide}>
          <Heading as="h2" id="committee-form-heading" size="xl">
            {person ? `Edit ${person.fullName}` : 'Add person'}
          </Heading>
          {version.changed && <ChangedMeanwhileNote subject="Committee person" onLoad={loadCurrent} />}
          <p>
            Country: <strong>{hostCountry?.name}</strong> (every committee person)
          </p>
          <PersonFields prefix="" pictureHint={person ? 'Leave empty to keep the current picture.' : undefined} />
          <Row gap={3}>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? 'Saving' : person ? 'Edit' : 'Add'}
            </Button>
            {person && (
              <Button variant="outline" tone="gray" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            )}
          </Row>
        </Stack>
      </form>
      {/* Recorded at each answer, apart from the form's Edit: a new person has no consent yet. */}
      {person && (
        <PublicConsentChoice
          key={person.id}
          personId={person.id}
          name={person.fullName}
          consent={person.publicConsent}
          onRecorded={onConsentRecorded}
        />
      )}
    </FormProvider>
  );
}
