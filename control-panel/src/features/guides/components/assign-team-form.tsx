import { useState, type FormEvent } from 'react';
import { MESSAGES, notify } from '@olympiad/shared';
import type { Guide, TeamSummary as Team } from '@olympiad/shared/schemas';
import { Button, FormField, Heading, SelectInput, SimpleGrid, Stack, Text } from '@olympiad/shared/ui';
import { assignTeam } from '../api/guides';

interface AssignTeamFormProps {
  guides: Guide[];
  /** Only teams without a guide (GET /api/Team/noGuides). */
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
      await assignTeam(guideId, { id: team.id, name: team.name });
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
      <Stack gap="4" maxW="2xl">
        <Heading as="h3" id="assign-team-heading" size="lg">Assign a team</Heading>
        {teams.length === 0 && <Text>Every team has a guide.</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Guide" error={missing && !guideId ? MESSAGES.required : undefined} required>
            <SelectInput
              empty="-"
              value={guideId}
              onChange={(event) => setGuideId(event.target.value)}
              options={guides.map((guide) => ({ value: guide.id, label: guide.person.fullName }))}
            />
          </FormField>
          <FormField label="Team" error={missing && !teamId ? MESSAGES.required : undefined} required>
            <SelectInput
              empty="-"
              value={teamId}
              onChange={(event) => setTeamId(event.target.value)}
              options={teams.map((team) => ({ value: team.id, label: teamLabel(team) }))}
            />
          </FormField>
        </SimpleGrid>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={saving} loadingText="Assigning">
          Assign team
        </Button>
      </Stack>
    </form>
  );
}
