import type { Guide, GuideTeam } from '@olympiad/shared/schemas';
import { Box, Text } from '@olympiad/shared/ui';
import { dayOneSeat } from '../../../components/seat';
import { TeamSheet } from '../../../components/team-sheet';

const Person = ({ label, name }: { label: string; name: string | undefined }) => (
  <Text>
    <Text as="span" fontWeight="semibold">{label}: </Text>
    {name ?? 'None'}
  </Text>
);

/** A team under its guide: leader, deputy leader and contestants with their day-1 seat once seated. */
export function GuidedTeam({ team, guide }: { team: GuideTeam; guide: Guide }) {
  return (
    <TeamSheet team={team} level="h3">
      {/* A printed page of a second team still says whose team it is. */}
      <Text data-print-only="">
        Guide: {guide.person.fullName}
        {guide.phoneNumber ? `, ${guide.phoneNumber}` : ''}
      </Text>
      <Person label="Leader" name={team.leader?.person.fullName} />
      <Person label="Deputy leader" name={team.deputyLeader?.person.fullName} />
      <Box>
        <Text fontWeight="semibold">Contestants</Text>
        <Box as="ul" ps="5" aria-label={`Contestants of ${team.name}`}>
          {team.contestants.map((contestant) => {
            const seat = dayOneSeat(contestant);
            return (
              <li key={contestant.id}>
                {contestant.personEditModel.fullName}
                {seat && ` – Day 1 seat: ${seat}`}
              </li>
            );
          })}
        </Box>
      </Box>
    </TeamSheet>
  );
}
