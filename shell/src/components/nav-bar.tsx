import { useState } from 'react';
import { auth, MOBILE_BREAKPOINT_PX, useAuth, useContest } from '@olympiad/shared';
import { NAV_ROUTES } from '@olympiad/shared/routes';
import { NavLink } from '@olympiad/shared/router';
import { Box, Button, chakra, Flex, Text } from '@olympiad/shared/ui';

const mobile = `@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`;
const desktop = `@media (min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

const NavItem = chakra(NavLink, {
  base: {
    px: '3',
    py: '2',
    borderRadius: 'md',
    fontWeight: 'medium',
    color: 'white',
    _hover: { bg: 'blue.700' },
    '&[aria-current=page]': { bg: 'blue.900' },
    _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' },
  },
});

/**
 * The route table's links for everyone (the contest's short name, Rules, Environment, Teams),
 * Login when logged out, a welcome line and Logout when logged in. At 768 px and below the links fold into a menu.
 */
export function NavBar() {
  const { isLoggedIn, user } = useAuth();
  const { data: contest } = useContest();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Box as="header" bg="blue.800" color="white" _print={{ display: 'none' }}>
      <Flex as="nav" aria-label="Main" maxW="6xl" mx="auto" px="4" py="2" align="center" gap="2" wrap="wrap">
        <Button
          variant="outline"
          color="white"
          _hover={{ bg: 'blue.700' }}
          _expanded={{ bg: 'blue.900' }}
          size="sm"
          aria-expanded={open}
          aria-controls="nav-links"
          onClick={() => setOpen((o) => !o)}
          css={{ [desktop]: { display: 'none' } }}
        >
          Menu
        </Button>
        <Flex
          id="nav-links"
          as="ul"
          listStyleType="none"
          gap="1"
          flex="1"
          css={{ [mobile]: { display: open ? 'flex' : 'none', flexDirection: 'column', flexBasis: '100%', order: 3 } }}
        >
          {NAV_ROUTES.filter(({ nav }) => !(nav?.loggedOut && isLoggedIn)).map(({ path, nav }) => (
            <li key={path}>
              <NavItem to={path} end onClick={close}>
                {path === '/' ? (contest?.shortName ?? nav!.label) : nav!.label}
              </NavItem>
            </li>
          ))}
        </Flex>
        {isLoggedIn && (
          <Flex align="center" gap="3" ms="auto">
            <Text>Welcome, {user?.name}</Text>
            <Button size="sm" colorPalette="gray" variant="solid" onClick={() => auth.logout()}>
              Logout
            </Button>
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
