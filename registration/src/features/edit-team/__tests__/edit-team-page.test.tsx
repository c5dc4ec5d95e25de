import { act, screen } from '@testing-library/react';
import { API, teamSelection } from '@olympiad/shared';
import { Route, Routes } from '@olympiad/shared/router';
import { logInAs, logOut, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { EditTeamPage } from '../edit-team-page';

const COUNTRY = '11111111-1111-4111-8111-111111111111';
const TEAM = '22222222-2222-4222-8222-222222222222';

function renderAt() {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/editTeam" element={<EditTeamPage />} />
    </Routes>,
    { route: '/editTeam' },
  );
}

describe('Edit Team', () => {
  beforeEach(() => {
    logInAs('TeamRegistrator', 'Rita', COUNTRY);
    mockFetch({ [`GET ${API.countryTeams(COUNTRY)}`]: [{ id: TEAM, name: 'Atlantis Juniors' }] });
  });
  afterEach(() => {
    act(() => teamSelection.clear());
    logOut();
  });

  it('without a selected team sends the user home', () => {
    renderAt();
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('keeps a selected team of the country (the selection survives a reload)', async () => {
    teamSelection.select(TEAM);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Edit Team' })).toBeInTheDocument();
  });

  it('drops a selection that is not one of the country’s teams', async () => {
    teamSelection.select('33333333-3333-4333-8333-333333333333');
    renderAt();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(teamSelection.get()).toBeNull();
  });
});
