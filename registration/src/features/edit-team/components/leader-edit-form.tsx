import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { PublicConsentChoice } from '@olympiad/shared/consent';
import { ChangedMeanwhileNote, schemaResolver, submitToApi, useRecordVersion } from '@olympiad/shared/forms';
import type { Leader } from '@olympiad/shared/schemas';
import { Button, Picture, Row, Stack, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { LeaderFields } from '../../../team-form/components/leader-fields';
import { EDIT_LEADER_NAMES } from '../../../team-form/team-form-values';
import { EDIT_TEAM_MESSAGES } from '../edit-team-messages';
import { editLeaderValues } from '../edit-team-values';
import { useTrackCall } from './busy';
import { ClosedFieldset } from './closed-fieldset';
import { useEditTeam } from './edit-team-context';
import { submitIfChanged } from './submit-if-changed';
import { useCopiedArrival } from './use-copied-arrival';
import styles from './leader-edit-form.module.css';
import layout from './person-layout.module.css';

const resolver = schemaResolver((schemas) => schemas.editLeaderInputSchema);

interface LeaderEditFormProps {
  leader: Leader;
  /** 'Leader' or 'Deputy Leader': completes the buttons' accessible names. */
  role: string;
  /** The block's other buttons (Replace With, Remove From Team). */
  actions?: ReactNode;
}

/**
 * An existing leader or deputy: read-only until Edit Personal Info, then editable and saved by
 * Change (only when something changed), then read-only again.
 */
export function LeaderEditForm({ leader, role, actions }: LeaderEditFormProps) {
  const { travel, copiedArrival, refresh, reload } = useEditTeam();
  const track = useTrackCall();
  const [editing, setEditing] = useState(false);
  const form = useForm({ resolver, defaultValues: editLeaderValues(leader, travel) });
  useCopiedArrival(form, 'person.', copiedArrival);
  const version = useRecordVersion(`person:${leader.personId}`, leader.version);
  const { isDirty, isSubmitting } = form.formState;
  // The pressed button is gone: the fields it unlocked take the focus.
  useEffect(() => {
    if (editing) form.setFocus('person.fullName');
  }, [editing, form]);

  const loadCurrent = () =>
    version.loadCurrent(
      async () => {
        const team = await reload();
        return [team?.leader, team?.deputyLeader].find((candidate) => candidate?.id === leader.id);
      },
      (current) => form.reset(editLeaderValues(current, travel)),
    );

  const save = submitToApi(form, {
    send: (values) => track(version.send((headers) => callApi('editLeader', { body: values, headers }))),
    success: leader.isDeputy ? MESSAGES.deputyLeaderChanged : MESSAGES.leaderChanged,
    failure: MESSAGES.error,
    invalid: MESSAGES.formInvalid,
    onSuccess: async () => {
      const saved = form.getValues();
      form.reset({ ...saved, person: { ...saved.person, picture: null } });
      setEditing(false);
      await refresh();
    },
  });
  const submit = submitIfChanged(
    isDirty,
    leader.isDeputy ? EDIT_TEAM_MESSAGES.deputyLeaderUnchanged : EDIT_TEAM_MESSAGES.leaderUnchanged,
    save,
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate {...resolver.firstUse}>
        <ClosedFieldset>
          <Stack gap={4}>
            {version.changed && <ChangedMeanwhileNote subject={role} onLoad={loadCurrent} />}
            <div className={layout.person}>
              {/* The leader's photo is the largest paint of Edit Team's first screen on a phone. */}
              <Picture
                src={leader.person.picturePath}
                alt={`Photo of ${leader.person.fullName}`}
                name={leader.person.fullName}
                priority={!leader.isDeputy}
              />
              <fieldset disabled={!editing} className={layout.fields}>
                <legend className={styles.legend}>{role}</legend>
                <LeaderFields names={EDIT_LEADER_NAMES} emailRequired={!leader.isDeputy} empty="-" />
              </fieldset>
            </div>
            <Row gap={3}>
              {/*
                Two elements, never one whose type changes: the browser runs React's update before
                the click's default action, so a button that became Change within the press of Edit
                Personal Info submitted the unchanged form at once ("Please make some changes…").
              */}
              {editing ? (
                <Button key="change" type="submit" loading={isSubmitting}>
                  Change<VisuallyHidden> ({role})</VisuallyHidden>
                </Button>
              ) : (
                <Button key="edit" type="button" variant="outline" tone="blue" onClick={() => setEditing(true)}>
                  Edit Personal Info<VisuallyHidden> ({role})</VisuallyHidden>
                </Button>
              )}
              {actions}
            </Row>
          </Stack>
        </ClosedFieldset>
      </form>
      <PublicConsentChoice
        personId={leader.personId}
        name={leader.person.fullName}
        consent={leader.publicConsent}
        track={track}
        onRecorded={refresh}
      />
    </FormProvider>
  );
}
