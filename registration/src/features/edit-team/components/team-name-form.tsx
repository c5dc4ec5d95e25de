import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { ChangedMeanwhileNote, schemaResolver, submitToApi, TextField, useRecordVersion } from '@olympiad/shared/forms';
import { Button, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { GroupField } from '../../../team-form/components/group-field';
import { basicsValues } from '../edit-team-values';
import { useTrackCall } from './busy';
import { ClosedFieldset } from './closed-fieldset';
import { useEditTeam } from './edit-team-context';
import { SectionFrame } from './section-frame';
import { submitIfChanged } from './submit-if-changed';
import styles from './team-name-form.module.css';

/** The team's name and group (Junior or Senior, also each contestant's) with their Change button. */
const resolver = schemaResolver((schemas) => schemas.editTeamBasicsInputSchema);

export function TeamNameForm() {
  const { team, refresh, reload } = useEditTeam();
  const track = useTrackCall();
  const form = useForm({ resolver, defaultValues: basicsValues(team) });
  const version = useRecordVersion(`team:${team.id}`, team.version);
  const { isDirty, isSubmitting } = form.formState;

  const loadCurrent = () => version.loadCurrent(reload, (current) => form.reset(basicsValues(current)));

  const save = submitToApi(form, {
    send: (values) => track(version.send((headers) => callApi('editTeamBasics', { body: values, headers }))),
    success: MESSAGES.teamNameChanged,
    failure: MESSAGES.error,
    onSuccess: async () => {
      form.reset(form.getValues());
      await refresh();
    },
  });

  return (
    <SectionFrame id="team-heading" title="Team">
      <FormProvider {...form}>
        <form onSubmit={submitIfChanged(isDirty, MESSAGES.teamNameUnchanged, save)} noValidate {...resolver.firstUse}>
          <ClosedFieldset>
            {version.changed && (
              <div className={styles.note}>
                <ChangedMeanwhileNote subject="Team name" onLoad={loadCurrent} />
              </div>
            )}
            <div className={styles.row}>
              <div className={styles.name}>
                <TextField name="name" label="Team name" required />
              </div>
              <div className={styles.group}>
                <GroupField name="teamGroup" />
              </div>
              <Button type="submit" loading={isSubmitting}>
                Change<VisuallyHidden> (Team name)</VisuallyHidden>
              </Button>
            </div>
          </ClosedFieldset>
        </form>
      </FormProvider>
    </SectionFrame>
  );
}
