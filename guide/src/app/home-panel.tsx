import { useNavigate } from '@olympiad/shared/router';
import { Button, Flex } from '@olympiad/shared/ui';

/** The home page's action panel for a guide (spec section 2): View my teams and View all teams. */
export default function HomePanel() {
  const navigate = useNavigate();
  return (
    <Flex gap="3" wrap="wrap">
      <Button colorPalette="blue" onClick={() => navigate('/guideHome')}>
        View my teams
      </Button>
      <Button colorPalette="blue" variant="outline" onClick={() => navigate('/guideAllTeams')}>
        View all teams
      </Button>
    </Flex>
  );
}
