import type { PublicTeam } from '@olympiad/shared/schemas';
import { Box, chakra, Heading, Stack } from '@olympiad/shared/ui';
import { useProgressiveCount } from '../use-progressive-count';
import { TeamRow } from './team-row';

interface TeamPanelProps {
  title: string;
  teams: PublicTeam[];
  onEdit?: ((team: PublicTeam) => void) | undefined;
  /** The page's first panel: its first row is on the first screen. */
  first?: boolean;
}

const Summary = chakra('summary', { base: { cursor: 'pointer', py: '2', _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' } } });

/** A collapsible panel, open by default: native <details>, keyboard-operable with no script. */
export function TeamPanel({ title, teams, onEdit, first = false }: TeamPanelProps) {
  const shown = useProgressiveCount(teams.length);
  return (
    <Box as="section">
      <details open>
        <Summary>
          <Heading as="h2" size="xl" display="inline">{title}</Heading>
        </Summary>
        <Stack gap="4" mt="4">
          {teams.slice(0, shown).map((team, index) => (
            <TeamRow key={team.id} team={team} onEdit={onEdit} firstScreen={first && index === 0} />
          ))}
        </Stack>
      </details>
    </Box>
  );
}
