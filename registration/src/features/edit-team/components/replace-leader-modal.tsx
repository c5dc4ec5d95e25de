import { FormProvider } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { Modal, Stack } from '@olympiad/shared/plain-ui';
import { LeaderCreateFields } from './leader-create-fields';
import { ModalFormActions } from './modal-form-actions';
import { useLeaderPlaceForm } from './use-leader-place-form';

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
  const { form, submit, firstUse } = useLeaderPlaceForm({ isDeputy, success: MESSAGES.leaderReplaced, onTaken: onClose });
  return (
    <Modal open={open} onClose={onClose} closeButton={false} title={isDeputy ? 'Replace Deputy Leader' : 'Replace Leader'}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate {...firstUse}>
          <Stack gap={6}>
            <LeaderCreateFields isDeputy={isDeputy} />
            <ModalFormActions onClose={onClose} submitting={form.formState.isSubmitting} submitLabel="Replace Leader" />
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
