import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contestUrl, countrySelection, MESSAGES, snacks, teamSelection, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch } from '@olympiad/shared/testing';
import { bodyOf, COUNTRY_ID, DEPUTY, ENUMS, LEADER, makeTeam, SPARE, TEAM_ID } from './edit-team-fixtures';
import { region, renderEditTeam, renderEditTeamRoute } from './render-edit-team';

afterEach(() => {
  act(() => {
    teamSelection.clear();
    countrySelection.clear();
  });
});

const DAY = 24 * 60 * 60 * 1000;
/** Registration closed two days ago: a registrator could change nothing now. */
const CLOSED_CONTEST = { id: 'c', name: 'IJOI 2025', endOfRegistrationDate: new Date(Date.now() - 2 * DAY).toISOString() };

const TEAMS_SECTION = { path: '/controlPanel/teams', text: 'Teams section' };

function renderForAdministrator(writes: Record<string, unknown> = {}) {
  logInAs('Administrator', 'Ada Admin');
  teamSelection.select(TEAM_ID);
  countrySelection.select(COUNTRY_ID);
  const state = { team: makeTeam() };
  const server = mockFetch({
    [`GET ${contestUrl()}`]: CLOSED_CONTEST,
    [`GET ${urlOfCall('readCountries')}`]: [{ id: COUNTRY_ID, name: 'Atlantis', flagImage: null }],
    [`GET ${urlOfCall('readCountryTeams', { params: { countryId: COUNTRY_ID } })}`]: () => [state.team],
    [`GET ${urlOfCall('readCountryLeaders', { params: { countryId: COUNTRY_ID } })}`]: [LEADER, DEPUTY, SPARE],
    [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
    ...writes,
  });
  renderEditTeamRoute(TEAMS_SECTION);
  return { ...server, state };
}

describe('Edit Team for an Administrator', () => {
  it('loads the team of the country chosen in the control panel, every control enabled after the deadline', async () => {
    const { calls } = renderForAdministrator();
    await screen.findByRole('heading', { level: 2, name: 'Contestants' });
    expect(calls.some((call) => call.url === urlOfCall('readCountryTeams', { params: { countryId: COUNTRY_ID } }))).toBe(true);
    expect(await screen.findByText('Atlantis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/controlPanel/teams');
    expect(screen.queryByRole('region', { name: 'Registration closed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Edit window' })).not.toBeInTheDocument();
    expect(within(region('Team')).getByLabelText(/^Team name/)).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Replace With/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Contestant' })).toBeEnabled();
  });

  it('goes back to the Teams section without a chosen team', async () => {
    logInAs('Administrator', 'Ada Admin');
    countrySelection.select(COUNTRY_ID);
    mockFetch({});
    renderEditTeamRoute(TEAMS_SECTION);
    expect(await screen.findByText('Teams section')).toBeInTheDocument();
  });
});

describe("the team's group in Edit Team", () => {
  it('is changed with the name block, for the team and its contestants', async () => {
    const { calls, state } = await renderEditTeam({
      [`PUT ${urlOfCall('editTeamBasics')}`]: (init: RequestInit) => {
        state.team = { ...state.team, group: bodyOf(init).teamGroup as 'Junior' | 'Senior' };
        return state.team;
      },
    });
    const team = region('Team');
    const group = within(team).getByRole('combobox', { name: 'Group' });
    expect(group).toHaveValue('Junior');
    await userEvent.selectOptions(group, 'Senior');
    await userEvent.click(within(team).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.teamNameChanged }));
    expect(bodyOf(calls.find((c) => c.method === 'PUT')!.init)).toEqual({
      id: TEAM_ID,
      name: 'Atlantis Juniors',
      teamGroup: 'Senior',
      isOfficial: true,
    });
    await waitFor(() => expect(group).toHaveValue('Senior'));
  });
});
