import { screen, within } from '@testing-library/react';
import { contestUrl, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { ownCountryRead } from '../../../testing/own-country';
import { AddTeamPage } from '../components/add-team-page';

const COUNTRY = '11111111-1111-4111-8111-111111111111';
const ENUMS = {
  tShirtSizesList: ['M'],
  operatingSystemNamesList: ['Linux'],
  arrivalLocationsList: ['Other'],
  userRolesList: [],
  personRolesList: [],
};

function serve({ deadline, teams, countryDeadline = null }: { deadline: string; teams: unknown[]; countryDeadline?: string | null }) {
  mockFetch({
    ...ownCountryRead(COUNTRY, countryDeadline),
    [`GET ${contestUrl()}`]: { id: '99999999-9999-4999-8999-999999999999', name: 'IJOI 2025', endOfRegistrationDate: deadline },
    [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
    [`GET ${urlOfCall('readCountryLeaders', { params: { countryId: COUNTRY } })}`]: [],
    [`GET ${urlOfCall('readCountryTeams', { params: { countryId: COUNTRY } })}`]: teams,
  });
  renderWithProviders(<AddTeamPage />);
}

describe("a registrator's /addTeam", () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', COUNTRY));
  afterEach(() => {
    localStorage.clear();
  });

  it('is the form while registration is open and the country has no team', async () => {
    serve({ deadline: '2030-01-01T00:00:00Z', teams: [] });
    expect(await screen.findByRole('button', { name: 'Add Team' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Registration time is over!' })).not.toBeInTheDocument();
  });

  it("is the form when the country's own deadline is later, though the contest's has passed", async () => {
    serve({ deadline: '2025-08-01T20:59:00Z', countryDeadline: '2099-01-01T00:00:00Z', teams: [] });
    expect(await screen.findByRole('button', { name: 'Add Team' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Registration time is over!' })).not.toBeInTheDocument();
  });

  it("names the country's own deadline when it closed registration before the contest's", async () => {
    serve({ deadline: '2099-01-01T00:00:00Z', countryDeadline: '2025-07-20T20:59:00Z', teams: [] });
    const note = await screen.findByRole('region', { name: 'Registration time is over!' });
    expect(note).toHaveTextContent('Registration closed on 07/20/2025 23:59 venue time (Europe/Sofia)');
  });

  it('says registration closed, when and where to go instead, after the deadline', async () => {
    serve({ deadline: '2025-08-01T20:59:00Z', teams: [] });
    const note = await screen.findByRole('region', { name: 'Registration time is over!' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Team' })).toBeInTheDocument();
    expect(note).toHaveTextContent('Registration closed on 08/01/2025 23:59 venue time (Europe/Sofia)');
    expect(note).toHaveTextContent('teams can no longer be added.');
    expect(within(note).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add Team' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Team name/)).not.toBeInTheDocument();
  });

  it('sends a country that already has a team to its team instead', async () => {
    serve({ deadline: '2030-01-01T00:00:00Z', teams: [{ id: '22222222-2222-4222-8222-222222222222', name: 'Atlantis' }] });
    const note = await screen.findByRole('region', { name: 'Your country already has a team.' });
    expect(note).toHaveTextContent('A country registers one team: change it from List and Edit Teams.');
    expect(within(note).getByRole('link', { name: 'List and Edit Teams' })).toHaveAttribute('href', '/listTeams');
    expect(screen.queryByRole('button', { name: 'Add Team' })).not.toBeInTheDocument();
  });
});
