import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { submitToApi } from '@olympiad/shared/forms';
import { replaceLeaderInputSchema } from '@olympiad/shared/schemas';
import { Button, Stack, VisuallyHidden } from '@olympiad/shared/ui';
import { replaceLeader } from '../api/replace-leader';
import { replaceLeaderValues } from '../edit-team-values';
import { useTrackCall } from './busy';
import { useEditTeam } from './edit-team-context';
import { LeaderCreateFields } from './leader-create-fields';
import { useCopiedArrival } from './use-copied-arrival';

/** A team without a deputy: pick an existing leader or enter a new one; Add creates the deputy. */
export function DeputyAddForm() {
  const { team, travel, copiedArrival, refresh } = useEditTeam();
  const track = useTrackCall();
  const form = useForm({
    resolver: zodResolver(replaceLeaderInputSchema),
    defaultValues: replaceLeaderValues(team.id, true, travel),
  });
  useCopiedArrival(form, 'leaderCreateModel.leaderPerson.', copiedArrival);

  const submit = submitToApi(form, {
    send: (values) => track(replaceLeader(values)),
    success: MESSAGES.deputyLeaderChanged,
    failure: MESSAGES.error,
    onSuccess: refresh,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <LeaderCreateFields isDeputy />
          <Button type="submit" colorPalette="blue" alignSelf="start" loading={form.formState.isSubmitting} loadingText={<>Add<VisuallyHidden> (Deputy Leader)</VisuallyHidden></>}>
            Add<VisuallyHidden> (Deputy Leader)</VisuallyHidden>
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
