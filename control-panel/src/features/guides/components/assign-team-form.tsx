import { useState, type FormEvent } from 'react';
import { MESSAGES, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import type { Guide, TeamSummary as Team } from '@olympiad/shared/schemas';
import { Button, Field, FieldGrid, Heading, Select, Stack } from '@olympiad/shared/plain-ui';
import styles from '../../../components/form.module.css';

interface AssignTeamFormProps {
  guides: Guide[];
  /** Only teams without a guide (readTeamsWithoutGuide). */
  teams: Team[];
  /** Told which guide got the team. */
  onAssigned: (guideId: string) => void | Promise<void>;
}

const teamLabel = (team: Team) => `${team.countryName} – ${team.name} (${team.group})`;

/** Picks a guide and one of the teams that has none, and assigns it. */
export function AssignTeamForm({ guides, teams, onAssigned }: AssignTeamFormProps) {
  const [guideId, setGuideId] = useState('');
  const [teamId, setTeamId] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const team = teams.find((t) => t.id === teamId);
    if (!guideId || !team) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      // The call takes a list, here of one team.
      await callApi('assignGuideTeams', { params: { guideId }, body: [{ id: team.id, name: team.name }] });
      notify.success(`${team.name} is assigned to ${guides.find((g) => g.id === guideId)?.person.fullName ?? 'the guide'}.`);
      setTeamId('');
      setMissing(false);
      await onAssigned(guideId);
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="assign-team-heading">
      <Stack gap={4} className={styles.wide}>
        <Heading as="h3" id="assign-team-heading" size="lg">
          Assign a team
        </Heading>
        {teams.length === 0 && <p>Every team has a guide.</p>}
        <FieldGrid>
          <Field label="Guide" error={missing && !guideId ? MESSAGES.required : undefined} required>
            <Select
              empty="-"
              value={guideId}
              onChange={(event) => setGuideId(event.target.value)}
              options={guides.map((guide) => ({ value: guide.id, label: guide.person.fullName }))}
            />
          </Field>
          <Field label="Team" error={missing && !teamId ? MESSAGES.required : undefined} required>
            <Select
              empty="-"
              value={teamId}
              onChange={(event) => setTeamId(event.target.value)}
              options={teams.map((team) => ({ value: team.id, label: teamLabel(team) }))}
            />
          </Field>
        </FieldGrid>
        <Button type="submit" className={styles.submit} loading={saving}>
          {saving ? 'Assigning' : 'Assign team'}
        </Button>
      </Stack>
    </form>
  );
}
