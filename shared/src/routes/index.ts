export { isRemoteName, REMOTES, scopeOf, SHELL_DEV_PORT, type RemoteName } from './remotes.js';
export {
  DRAWN_PAGES,
  HOME_PANELS,
  HOME_PANEL_HEIGHTS,
  MENU_ROUTES,
  NAV_ROUTES,
  ROUTES,
  routesOf,
  type AppRoute,
  type PathsOf,
  type RoutePath,
} from './route-table.js';
export { isRoutePath } from './route-paths.js';
export { INFORMATION_LINKS } from './information-links.js';
export { BOOT_DATA_ID, type BootData } from './boot-data.js';
