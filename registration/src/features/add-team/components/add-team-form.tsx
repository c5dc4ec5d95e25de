import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { ApiError, MAX_CONTESTANTS, MESSAGES, MIN_CONTESTANTS, useContest } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { CheckboxField, lazyResolver, submitToApi, TextField, TravelFields } from '@olympiad/shared/forms';
import type { Country, CreateTeamInput, Leader } from '@olympiad/shared/schemas';
import { Button, ErrorAlert, Fieldset, Heading, Stack } from '@olympiad/shared/plain-ui';
import { DraftOffer } from '../../../components/draft-offer';
import { useFormDraft } from '../../../components/use-form-draft';
import { ContestantFields } from '../../../team-form/components/contestant-fields';
import { GroupField } from '../../../team-form/components/group-field';
import { newContestantPrefixes } from '../../../team-form/team-form-values';
import { emptyContestant, emptyTeam, type TeamFormValues } from '../add-team-values';
import { ConsentFields } from './consent-fields';
import { LeaderFieldset } from './leader-fieldset';
import { CountryField } from './country-field';
import styles from './add-team-form.module.css';

/** The create schema, and with it the rules of picked leaders and the payload. */
const loadRules = () => import('../add-team-validation').then((validation) => validation.addTeamRules());
const createTeamResolver = lazyResolver(
  () => import('../add-team-validation'),
  (validation) => validation.addTeamRules().then((rules) => rules.createTeamInputSchema),
);
const resolveTeam = createTeamResolver as unknown as Resolver<TeamFormValues, unknown, CreateTeamInput>;

/**
 * The create schema on the values to send: a picked leader's locked fields come from the leaders
 * list. An Administrator must name the country (the schema leaves it optional for registrators).
 */
function teamResolver(leaders: readonly Leader[], needsCountry: boolean): Resolver<TeamFormValues, unknown, CreateTeamInput> {
  return async (values, context, options) => {
    const { withPickedLeaders } = await loadRules();
    const result = await resolveTeam(withPickedLeaders(values, leaders), context, options);
    if (!needsCountry || values.countryId) return result;
    return { values: {}, errors: { ...result.errors, countryId: { type: 'required', message: MESSAGES.required } } };
  };
}

interface AddTeamFormProps {
  leaders: readonly Leader[];
  onCreated: () => void;
  /** An Administrator's choice of country: the countries offered, the one chosen already if any, and who reads its leaders. */
  countryChoice?: { countries: readonly Country[]; chosen?: string | null; onCountryChange: (countryId: string | null) => void };
}

/** Add Team (docs/screens.md, Add Team): the team, its leader, an optional deputy, 1–4 contestants and arrival. */
export function AddTeamForm({ leaders, onCreated, countryChoice }: AddTeamFormProps) {
  const form = useForm<TeamFormValues, unknown, CreateTeamInput>({
    resolver: teamResolver(leaders, Boolean(countryChoice)),
    defaultValues: countryChoice ? { ...emptyTeam(), countryId: countryChoice.chosen ?? '' } : emptyTeam(),
  });
  const { formState } = form;
  const contestants = useFieldArray({ control: form.control, name: 'contestants' });
  const draft = useFormDraft(form, 'add-team');
  const [problem, setProblem] = useState<string | null>(null);
  const hasDeputy = useWatch({ control: form.control, name: 'hasDeputyLeader' });
  // Contest settings say whether a contestant without a recorded choice is shown (shown until read).
  const contestantsPublic = useContest().data?.contestantsPublic ?? true;

  const submit = submitToApi(form, {
    send: async (team) => {
      setProblem(null);
      try {
        const { createTeamPayload } = await loadRules();
        const created = await callApi('createTeam', { body: createTeamPayload(team, leaders) });
        // A truthy answer means the team was created (docs/api-rules.md, Payloads).
        if (!created) throw new Error('The team was not created.');
        return created;
      } catch (error) {
        if (error instanceof ApiError && !Object.keys(error.fieldErrors).length) setProblem(error.message);
        throw error;
      }
    },
    success: MESSAGES.teamCreated,
    failure: MESSAGES.error,
    invalid: MESSAGES.formInvalid,
    onSuccess: () => {
      draft.drop();
      onCreated();
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="add-team-heading" {...createTeamResolver.firstUse}>
        <Stack gap={6} className={styles.form}>
          <Heading as="h1" id="add-team-heading" size="2xl">
            Add Team
          </Heading>
          {draft.offer && <DraftOffer draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />}
          <Fieldset legend="Team" size="lg" gap={4}>
            {countryChoice && <CountryField form={form} {...countryChoice} />}
            <TextField name="name" label="Team name" required />
            <GroupField name="contestantGroup" />
          </Fieldset>
          <Fieldset legend="Leader" size="lg">
            <LeaderFieldset form={form} role="leader" leaders={leaders} />
          </Fieldset>
          <div>
            <CheckboxField name="hasDeputyLeader" label="Does the team have deputy leader?" />
          </div>
          {hasDeputy && (
            <Fieldset legend="Deputy leader" size="lg">
              <LeaderFieldset form={form} role="deputy" leaders={leaders} />
            </Fieldset>
          )}
          {contestants.fields.map((field, index) => (
            <Fieldset key={field.id} legend={`Contestant ${index + 1}`} size="lg" gap={4}>
              <ContestantFields prefixes={newContestantPrefixes(`contestants.${index}.`)} empty="Choose…" />
              <ConsentFields name={`contestants.${index}.publicConsent`} byDefault={contestantsPublic} />
              {contestants.fields.length > MIN_CONTESTANTS && (
                <Button className={styles.start} variant="outline" tone="red" size="sm" onClick={() => contestants.remove(index)}>
                  Remove Contestant {index + 1}
                </Button>
              )}
            </Fieldset>
          ))}
          {contestants.fields.length < MAX_CONTESTANTS && (
            <Button className={styles.start} variant="outline" tone="gray" onClick={() => contestants.append(emptyContestant())}>
              Add Contestant
            </Button>
          )}
          <Fieldset legend="Arrival" size="lg">
            <TravelFields registration empty="Choose…" />
          </Fieldset>
          {problem && <ErrorAlert>{problem}</ErrorAlert>}
          <Button type="submit" className={styles.start} loading={formState.isSubmitting}>
            Add Team
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
