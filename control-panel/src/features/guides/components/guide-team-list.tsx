import type { Guide } from '@olympiad/shared/schemas';
import { Button, HStack, Stack, Table, Text, VisuallyHidden } from '@olympiad/shared/ui';
import { ScrollRegion } from '@olympiad/shared/plain-ui';

interface GuideTeamListProps {
  guides: readonly Guide[];
  /** "guideId/teamId" of the removal under way. */
  removing: string | null;
  onRemove: (guide: Guide, team: Guide['teams'][number]) => void;
}

/** Each guide with the teams assigned to them and a Remove action per team. */
export function GuideTeamList({ guides, removing, onRemove }: GuideTeamListProps) {
  return (
    <ScrollRegion label="Guides and their teams table">
      <Table.Root aria-labelledby="guide-teams-heading" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Guide</Table.ColumnHeader>
            <Table.ColumnHeader>Phone number</Table.ColumnHeader>
            <Table.ColumnHeader>Teams</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {guides.map((guide) => (
            <Table.Row key={guide.id} verticalAlign="top">
              <Table.Cell>{guide.person.fullName}</Table.Cell>
              <Table.Cell>{guide.phoneNumber}</Table.Cell>
              <Table.Cell>
                {guide.teams.length === 0 && <Text color="fg.muted">No team yet</Text>}
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                  {guide.teams.map((team) => (
                    <HStack as="li" key={team.id} gap="3" justify="space-between">
                      <Text>
                        {team.countryName} – {team.name}
                      </Text>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        loading={removing === `${guide.id}/${team.id}`}
                        loadingText="Removing"
                        onClick={() => onRemove(guide, team)}
                      >
                        Remove<VisuallyHidden> {team.name} from {guide.person.fullName}</VisuallyHidden>
                      </Button>
                    </HStack>
                  ))}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
