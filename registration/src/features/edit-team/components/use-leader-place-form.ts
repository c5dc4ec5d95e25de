import { useForm } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { schemaResolver, submitToApi } from '@olympiad/shared/forms';
import { replaceLeaderValues } from '../edit-team-values';
import { useTrackCall } from './busy';
import { useEditTeam } from './edit-team-context';
import { useCopiedArrival } from './use-copied-arrival';

const resolver = schemaResolver((schemas) => schemas.replaceLeaderInputSchema);

interface LeaderPlaceOptions {
  isDeputy: boolean;
  /** The snack message of a success. */
  success: string;
  /** Runs once the place is taken, before the form empties and the team is read again. */
  onTaken?: () => void;
}

/**
 * The form that puts a picked or new leader in the leader's or the deputy's place (Replace Leader,
 * a new deputy): it starts with the team's travel, follows a saved arrival, and empties after a success.
 * The form element takes `firstUse` (lazyResolver).
 */
export function useLeaderPlaceForm({ isDeputy, success, onTaken }: LeaderPlaceOptions) {
  const { team, travel, copiedArrival, refresh } = useEditTeam();
  const track = useTrackCall();
  const form = useForm({
    resolver,
    defaultValues: replaceLeaderValues(team.id, isDeputy, travel),
  });
  useCopiedArrival(form, 'leaderCreateModel.leaderPerson.', copiedArrival);

  const submit = submitToApi(form, {
    send: (values) => track(callApi('replaceLeader', { body: values })),
    success,
    failure: MESSAGES.error,
    onSuccess: async () => {
      onTaken?.();
      form.reset(replaceLeaderValues(team.id, isDeputy, travel));
      await refresh();
    },
  });
  return { form, submit, firstUse: resolver.firstUse };
}
