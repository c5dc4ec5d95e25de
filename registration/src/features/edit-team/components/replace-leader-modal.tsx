import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { submitToApi } from '@olympiad/shared/forms';
import { replaceLeaderInputSchema } from '@olympiad/shared/schemas';
import { Modal, Stack } from '@olympiad/shared/ui';
import { replaceLeader } from '../api/replace-leader';
import { replaceLeaderValues } from '../edit-team-values';
import { useTrackCall } from './busy';
import { useEditTeam } from './edit-team-context';
import { LeaderCreateFields } from './leader-create-fields';
import { useCopiedArrival } from './use-copied-arrival';
import { ModalFormActions } from './modal-form-actions';

interface ReplaceLeaderModalProps {
  open: boolean;
  onClose: () => void;
  isDeputy: boolean;
}

/**
 * Replace Leader: an existing leader of the country (not the team's current leader or deputy)
 * or a new one takes the leader's (or the deputy's) place.
 */
export function ReplaceLeaderModal({ open, onClose, isDeputy }: ReplaceLeaderModalProps) {
  const { team, travel, copiedArrival, refresh } = useEditTeam();
  const track = useTrackCall();
  const form = useForm({
    resolver: zodResolver(replaceLeaderInputSchema),
    defaultValues: replaceLeaderValues(team.id, isDeputy, travel),
  });
  useCopiedArrival(form, 'leaderCreateModel.leaderPerson.', copiedArrival);

  const submit = submitToApi(form, {
    send: (values) => track(replaceLeader(values)),
    success: MESSAGES.leaderReplaced,
    failure: MESSAGES.error,
    onSuccess: async () => {
      onClose();
      form.reset(replaceLeaderValues(team.id, isDeputy, travel));
      await refresh();
    },
  });

  return (
    <Modal open={open} onClose={onClose} closeButton={false} title={isDeputy ? 'Replace Deputy Leader' : 'Replace Leader'}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="6">
            <LeaderCreateFields isDeputy={isDeputy} />
            <ModalFormActions onClose={onClose} submitting={form.formState.isSubmitting} submitLabel="Replace Leader" />
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
