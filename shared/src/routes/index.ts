export { isRemoteName, REMOTES, scopeOf, type RemoteName } from './remotes.js';
/** @public Read from the compiled module by scripts/dev.mjs and the webpack config, which knip does not follow. */
export { SHELL_DEV_PORT } from './remotes.js';
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
} from './route-table.js';
export { isRoutePath, routeOfPath } from './route-paths.js';
export { INFORMATION_LINKS } from './information-links.js';
export { BOOT_DATA_ID, type BootData } from './boot-data.js';
export { SELECTION_COOKIE_PREFIX, SESSION_COOKIE, SIGNED_IN_COOKIE } from './page-cookies.js';
