import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES, MIN_ARRIVAL_DATE, MIN_DEPARTURE_DATE, useEnums } from '@olympiad/shared';
import { ChangedMeanwhileNote, submitToApi, useRecordVersion } from '@olympiad/shared/forms';
import { editTeamArrivalInputSchema } from '@olympiad/shared/schemas';
import { Button, SimpleGrid, Stack, VisuallyHidden } from '@olympiad/shared/ui';
import { editTeamArrival } from '../api/edit-team-arrival';
import { arrivalValues, travelOf } from '../edit-team-values';
import { useTrackCall } from './busy';
import { useEditTeam } from './edit-team-context';
import { SelectField, TextField } from './form-fields';
import { SectionFrame } from './section-frame';

/** The team's arrival and departure; a successful save is copied into every person form. */
export function ArrivalForm({ onSaved }: { onSaved: (travel: ReturnType<typeof travelOf>) => void }) {
  const { team, refresh, reload } = useEditTeam();
  const track = useTrackCall();
  const locations = useEnums().data?.arrivalLocationsList ?? [];
  const form = useForm({ resolver: zodResolver(editTeamArrivalInputSchema), defaultValues: arrivalValues(team) });
  const version = useRecordVersion(`team:${team.id}`, team.version);

  const loadCurrent = async () => {
    const current = await reload();
    if (!current) return;
    form.reset(arrivalValues(current));
    version.reloaded(current.version);
  };

  const submit = submitToApi(form, {
    send: (values) => track(version.send((headers) => editTeamArrival(values, headers))),
    success: MESSAGES.teamArrivalUpdated,
    failure: MESSAGES.error,
    onSuccess: async (_, values) => {
      form.reset(form.getValues());
      onSaved(travelOf(values));
      await refresh();
    },
  });

  return (
    <SectionFrame id="arrival-heading" title="Arrival">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            {version.changed && <ChangedMeanwhileNote subject="Arrival" onLoad={loadCurrent} />}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="timeOfArrival" label="Time of arrival" type="datetime-local" min={`${MIN_ARRIVAL_DATE}T00:00`} required />
              <SelectField name="arrivalLocation" label="Arrival location" options={locations} required />
              <TextField name="timeOfDeparture" label="Time of departure" type="datetime-local" min={`${MIN_DEPARTURE_DATE}T00:00`} required />
              <SelectField name="departureLocation" label="Departure location" options={locations} required />
            </SimpleGrid>
            <Button type="submit" colorPalette="blue" alignSelf="start" loading={form.formState.isSubmitting} loadingText={<>Change<VisuallyHidden> (Arrival)</VisuallyHidden></>}>
              Change<VisuallyHidden> (Arrival)</VisuallyHidden>
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </SectionFrame>
  );
}
