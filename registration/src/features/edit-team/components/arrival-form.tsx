import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES, type EditTeamFocus } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { ChangedMeanwhileNote, schemaResolver, submitToApi, TravelFields, useRecordVersion } from '@olympiad/shared/forms';
import { Button, Stack, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { travelInputs, type TravelInputs } from '../../../team-form/team-form-values';
import { arrivalValues } from '../edit-team-values';
import { useTrackCall } from './busy';
import { ClosedFieldset } from './closed-fieldset';
import { useEditTeam } from './edit-team-context';
import { SectionFrame } from './section-frame';
import styles from './edit-team-screen.module.css';

const resolver = schemaResolver((schemas) => schemas.editTeamArrivalInputSchema);

const isArrivalBlock = (focus: EditTeamFocus) => focus.block === 'arrival';

/** The team's arrival and departure; a successful save is copied into every person form. */
export function ArrivalForm({ onSaved }: { onSaved: (travel: TravelInputs) => void }) {
  const { team, refresh, reload } = useEditTeam();
  const track = useTrackCall();
  const form = useForm({ resolver, defaultValues: arrivalValues(team) });
  const version = useRecordVersion(`team:${team.id}`, team.version);

  const loadCurrent = () => version.loadCurrent(reload, (current) => form.reset(arrivalValues(current)));

  const submit = submitToApi(form, {
    send: (values) => track(version.send((headers) => callApi('editTeamArrival', { body: values, headers }))),
    success: MESSAGES.teamArrivalUpdated,
    failure: MESSAGES.error,
    onSuccess: async (_, values) => {
      form.reset(form.getValues());
      onSaved(travelInputs(values));
      await refresh();
    },
  });

  return (
    <SectionFrame id="arrival-heading" title="Arrival" isTarget={isArrivalBlock}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate {...resolver.firstUse}>
          <ClosedFieldset>
            <Stack gap={4}>
              {version.changed && <ChangedMeanwhileNote subject="Arrival" onLoad={loadCurrent} />}
              <TravelFields registration empty="-" />
              <Button type="submit" className={styles.start} loading={form.formState.isSubmitting}>
                Change<VisuallyHidden> (Arrival)</VisuallyHidden>
              </Button>
            </Stack>
          </ClosedFieldset>
        </form>
      </FormProvider>
    </SectionFrame>
  );
}
