import { MENU_ROUTES } from '@olympiad/shared/routes';
import { NavLink } from '@olympiad/shared/router';
import { chakra } from '@olympiad/shared/ui';

const MenuLink = chakra(NavLink);

/** The menu of the route table's sections; the current one is marked for assistive technology and by an underline. */
export function ControlPanelNav() {
  return (
    <nav aria-label="Control panel">
      <chakra.ul display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0">
        {MENU_ROUTES.map((section) => (
          <li key={section.path}>
            <MenuLink
              to={section.path}
              display="inline-block"
              px="3"
              py="2"
              borderRadius="md"
              borderWidth="1px"
              borderColor="blue.700"
              color="blue.800"
              fontWeight="medium"
              _hover={{ bg: 'blue.50' }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
              _currentPage={{ bg: 'blue.700', color: 'white', textDecoration: 'underline', _hover: { bg: 'blue.800' } }}
            >
              {section.menu}
            </MenuLink>
          </li>
        ))}
      </chakra.ul>
    </nav>
  );
}
