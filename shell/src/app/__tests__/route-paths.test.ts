import { isRoutePath, ROUTES, type AppRoute } from '@olympiad/shared/routes';
import { currentRoute } from '../current-route';

// The server decides 200 or 404 without react-router: it must agree with the shell's router.
const PATHS = [
  '/',
  '/teams',
  '/TEAMS',
  '/teams/',
  '/teams//',
  '/teams/x',
  '/teamsx',
  '/information/rules',
  '/information//rules',
  '/information',
  '/controlPanel',
  '/controlPanel/',
  '/controlPanel/countries',
  '/controlPanel/no/such/section',
  '/controlpanelx',
  '/editTeam',
  '/editTeam/7ea00000-0000-4000-8000-000000000001',
  '/no/such/page',
  '/index.html',
  '/%',
  '/Zoë',
];

describe('isRoutePath', () => {
  it.each(PATHS)('agrees with the router on %s', (path) => {
    expect(isRoutePath(path)).toBe(currentRoute(path) !== undefined);
  });

  it('knows routes with parameters and a final *, as the router does', () => {
    const routes: AppRoute[] = [
      { path: '/editTeam/:teamId', title: 'Edit Team', owner: 'registration' },
      { path: '/guides/:guideId/teams/*', title: 'Teams', owner: 'guide' },
    ];
    const paths = [
      '/editTeam/abc',
      '/editTeam/abc/',
      '/editTeam',
      '/editTeam/a/b',
      '/guides/1/teams',
      '/guides/1/teams/2/3',
      '/guides//teams',
    ];
    for (const path of paths) expect([path, isRoutePath(path, routes)]).toEqual([path, currentRoute(path, routes) !== undefined]);
  });

  it('knows every route of the table', () => {
    for (const { path } of ROUTES) expect(isRoutePath(path.replace('*', 'section'))).toBe(true);
  });
});
