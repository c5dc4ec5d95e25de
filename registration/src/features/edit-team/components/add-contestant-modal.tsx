import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { schemaResolver, submitToApi } from '@olympiad/shared/forms';
import { Modal, Stack } from '@olympiad/shared/plain-ui';
import { ContestantFields } from '../../../team-form/components/contestant-fields';
import { newContestantPrefixes } from '../../../team-form/team-form-values';
import { newContestantValues } from '../edit-team-values';
import { useTrackCall } from './busy';
import { useEditTeam } from './edit-team-context';
import { useCopiedArrival } from './use-copied-arrival';
import { ModalFormActions } from './modal-form-actions';

/** Add Contestant: a new contestant joins the team, with the team's group and arrival data. */
const resolver = schemaResolver((schemas) => schemas.addContestantInputSchema);

export function AddContestantModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { team, travel, copiedArrival, refresh } = useEditTeam();
  const track = useTrackCall();
  const form = useForm({ resolver, defaultValues: newContestantValues(team, travel) });
  useCopiedArrival(form, 'contestant.contestantPerson.', copiedArrival);

  const submit = submitToApi(form, {
    send: (values) => track(callApi('addContestant', { body: values })),
    success: MESSAGES.contestantAdded,
    failure: MESSAGES.error,
    onSuccess: async () => {
      onClose();
      form.reset(newContestantValues(team, travel));
      await refresh();
    },
  });

  return (
    <Modal open={open} onClose={onClose} closeButton={false} title="Add Contestant">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate {...resolver.firstUse}>
          <Stack gap={6}>
            <ContestantFields prefixes={newContestantPrefixes('')} empty="-" />
            <ModalFormActions onClose={onClose} submitting={form.formState.isSubmitting} submitLabel="Add Contestant" />
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
