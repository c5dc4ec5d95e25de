import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { ChangedMeanwhileNote, submitToApi, TextField, useRecordVersion } from '@olympiad/shared/forms';
import { editTeamBasicsInputSchema } from '@olympiad/shared/schemas';
import { Box, Button, Flex, VisuallyHidden } from '@olympiad/shared/ui';
import { GroupField } from '../../../team-form/components/group-field';
import { editTeamBasics } from '../api/edit-team-basics';
import { basicsValues } from '../edit-team-values';
import { useTrackCall } from './busy';
import { useEditTeam } from './edit-team-context';
import { SectionFrame } from './section-frame';
import { submitIfChanged } from './submit-if-changed';

/** The team's name and group (Junior or Senior, also each contestant's) with their Change button. */
export function TeamNameForm() {
  const { team, refresh, reload } = useEditTeam();
  const track = useTrackCall();
  const form = useForm({ resolver: zodResolver(editTeamBasicsInputSchema), defaultValues: basicsValues(team) });
  const version = useRecordVersion(`team:${team.id}`, team.version);
  const { isDirty, isSubmitting } = form.formState;

  const loadCurrent = () => version.loadCurrent(reload, (current) => form.reset(basicsValues(current)));

  const save = submitToApi(form, {
    send: (values) => track(version.send((headers) => editTeamBasics(values, headers))),
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
        <form onSubmit={submitIfChanged(isDirty, MESSAGES.teamNameUnchanged, save)} noValidate>
          {version.changed && (
            <Box mb="4">
              <ChangedMeanwhileNote subject="Team name" onLoad={loadCurrent} />
            </Box>
          )}
          <Flex gap="3" align="end" wrap="wrap">
            <Box flex="1" minW="56">
              <TextField name="name" label="Team name" required />
            </Box>
            <Box minW="36">
              <GroupField name="teamGroup" />
            </Box>
            <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText={<>Change<VisuallyHidden> (Team name)</VisuallyHidden></>}>
              Change<VisuallyHidden> (Team name)</VisuallyHidden>
            </Button>
          </Flex>
        </form>
      </FormProvider>
    </SectionFrame>
  );
}
