import { documentTitle, routeTitle } from '../route-titles';

describe('browser titles', () => {
  it.each([
    ['/', 'Home'],
    ['/information/rules', 'Rules'],
    ['/listTeams', 'Teams'],
    ['/login', 'Login'],
    ['/controlPanel', 'Control Panel'],
    ['/controlPanel/countries', 'Countries'],
    ['/controlPanel/unknown', 'Control Panel'],
    ['/no/such/page', 'Page not found'],
  ])('%s is titled from the route table: %s', (path, title) => {
    expect(routeTitle(path)).toBe(title);
  });

  it('starts with the contest name', () => {
    expect(documentTitle('Olympiad 2025', '/schedule')).toBe('Olympiad 2025 – Schedule');
  });
});
