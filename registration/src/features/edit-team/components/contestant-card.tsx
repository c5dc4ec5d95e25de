import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { PublicConsentChoice } from '@olympiad/shared/consent';
import { ChangedMeanwhileNote, schemaResolver, submitToApi, useRecordVersion } from '@olympiad/shared/forms';
import type { Contestant } from '@olympiad/shared/schemas';
import { Button, classNames, ConfirmDialog, Heading, Picture, Row, Stack, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { ContestantFields } from '../../../team-form/components/contestant-fields';
import { EDIT_CONTESTANT_PREFIXES } from '../../../team-form/team-form-values';
import { isPersonBlock } from '../edit-team-focus';
import { editContestantValues } from '../edit-team-values';
import { useTrackCall } from './busy';
import { ClosedFieldset } from './closed-fieldset';
import { useEditTeam } from './edit-team-context';
import { submitIfChanged } from './submit-if-changed';
import { useCopiedArrival } from './use-copied-arrival';
import { useFixTarget } from './use-fix-target';
import styles from './contestant-card.module.css';
import layout from './person-layout.module.css';

const resolver = schemaResolver((schemas) => schemas.editContestantInputSchema);

interface ContestantCardProps {
  contestant: Contestant;
  /** Whether Delete is offered at all: not in the edit window, when the server refuses it. */
  deletable: boolean;
  /** The team's last contestant cannot be deleted. */
  canDelete: boolean;
}

/** One contestant: photo, fields, Change (only when something changed) and Delete. */
export function ContestantCard({ contestant, deletable, canDelete }: ContestantCardProps) {
  const { travel, copiedArrival, refresh, reload } = useEditTeam();
  const track = useTrackCall();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm({
    resolver,
    defaultValues: editContestantValues(contestant, travel),
  });
  useCopiedArrival(form, 'personEditModel.', copiedArrival);
  const version = useRecordVersion(`person:${contestant.personId}`, contestant.version);
  const { isDirty, isSubmitting } = form.formState;
  const name = contestant.personEditModel.fullName;
  const headingId = `contestant-${contestant.id}`;
  const fix = useFixTarget<HTMLElement>(isPersonBlock(contestant.personId));

  const loadCurrent = () =>
    version.loadCurrent(
      async () => (await reload())?.contestants.find((candidate) => candidate.id === contestant.id),
      (current) => form.reset(editContestantValues(current, travel)),
    );

  const save = submitToApi(form, {
    send: (values) => track(version.send((headers) => callApi('editContestant', { body: values, headers }))),
    success: MESSAGES.contestantChanged,
    failure: MESSAGES.error,
    invalid: MESSAGES.formInvalid,
    onSuccess: async () => {
      const saved = form.getValues();
      form.reset({ ...saved, personEditModel: { ...saved.personEditModel, picture: null } });
      await refresh();
    },
  });

  const remove = async () => {
    setDeleting(true);
    try {
      await track(callApi('removeContestant', { params: { id: contestant.id } }));
      notify.success(MESSAGES.contestantRemoved);
      await refresh();
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <article aria-labelledby={headingId} className={classNames(styles.card, fix.className)} {...fix.props}>
      <FormProvider {...form}>
        <form onSubmit={submitIfChanged(isDirty, MESSAGES.contestantUnchanged, save)} noValidate {...resolver.firstUse}>
          <ClosedFieldset>
            <Stack gap={4}>
              <Heading as="h3" size="lg" id={headingId}>
                {name}
              </Heading>
              {fix.note}
              {version.changed && <ChangedMeanwhileNote subject={name} onLoad={loadCurrent} />}
              <div className={layout.person}>
                <Picture src={contestant.personEditModel.picturePath} alt={`Photo of ${name}`} name={name} />
                <div className={layout.fields}>
                  <ContestantFields prefixes={EDIT_CONTESTANT_PREFIXES} empty="-" />
                </div>
              </div>
              <Row gap={3}>
                <Button type="submit" loading={isSubmitting}>
                  Change<VisuallyHidden> {name}</VisuallyHidden>
                </Button>
                {deletable && (
                  <Button type="button" variant="outline" tone="red" disabled={!canDelete} onClick={() => setConfirming(true)}>
                    Delete<VisuallyHidden> {name}</VisuallyHidden>
                  </Button>
                )}
              </Row>
            </Stack>
          </ClosedFieldset>
        </form>
      </FormProvider>
      <PublicConsentChoice
        personId={contestant.personId}
        name={name}
        consent={contestant.publicConsent}
        track={track}
        onRecorded={refresh}
      />
      {deletable && (
        <ConfirmDialog
          open={confirming}
          title="Delete contestant"
          confirmLabel={`Delete ${name}`}
          busyLabel="Deleting"
          busy={deleting}
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        >
          Delete {name} from the team? This cannot be undone.
        </ConfirmDialog>
      )}
    </article>
  );
}
