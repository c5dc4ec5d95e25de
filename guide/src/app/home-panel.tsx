import { Link as RouterLink } from '@olympiad/shared/router';
import { Button, Flex } from '@olympiad/shared/ui';

/** The home page's action panel for a guide (spec section 2): View my teams and View all teams. */
export default function HomePanel() {
  return (
    <Flex gap="3" wrap="wrap">
      <Button asChild colorPalette="blue">
        <RouterLink to="/guideHome">View my teams</RouterLink>
      </Button>
      <Button asChild colorPalette="blue" variant="outline">
        <RouterLink to="/guideAllTeams">View all teams</RouterLink>
      </Button>
    </Flex>
  );
}
