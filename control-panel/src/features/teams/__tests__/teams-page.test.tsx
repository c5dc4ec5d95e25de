import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicTeam } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { Route, Routes, useLocation } from '@olympiad/shared/router';
import { uuid } from '../../../testing/fixtures';
import { TeamsPage } from '../components/teams-page';
import { urlOfCall } from '@olympiad/shared';

const publicTeam = (
  n: number,
  name: string,
  countryName: string,
  group: 'Junior' | 'Senior',
  leader: string,
  contestants: number,
): PublicTeam => ({
  id: uuid(n),
  name,
  group,
  countryId: uuid(n + 100),
  countryName,
  countryFlag: null,
  leader: { id: uuid(n + 200), personId: uuid(n + 300), isDeputy: false, person: { fullName: leader, picturePath: null } },
  deputyLeader: null,
  contestants: Array.from({ length: contestants }, (_, index) => ({
    id: uuid(n * 10 + index + 1000),
    teamId: uuid(n),
    personId: uuid(n * 10 + index + 2000),
    contestantGroup: group,
    isOfficial: true,
    personEditModel: { id: uuid(n * 10 + index + 2000), fullName: `Kid ${String.fromCharCode(65 + index)} ${name}`, picturePath: null },
  })),
});

const ROMANIA_SENIORS = publicTeam(1, 'Romania Seniors', 'Romania', 'Senior', 'Radu Popescu', 2);
const BULGARIA = publicTeam(2, 'Bulgaria', 'Bulgaria', 'Junior', 'Ivan Petrov', 3);

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderTeams() {
  mockFetch({ [`GET ${urlOfCall('readTeams')}`]: [ROMANIA_SENIORS, BULGARIA], [`GET ${urlOfCall('readGuides')}`]: [] });
  renderWithProviders(
    <Routes>
      <Route path="/controlPanel/teams" element={<TeamsPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/controlPanel/teams' },
  );
}

const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Teams' }))
    .getAllByRole('row')
    .slice(1);

describe('teams section', () => {
  beforeEach(() => logInAs('Administrator'));
  afterEach(() => {
    sessionStorage.clear();
  });

  it('lists every team with country, name, group, leader, contestants and guide, by country', async () => {
    renderTeams();
    const table = await screen.findByRole('table', { name: 'Teams' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Flag', 'Country', 'Team', 'Group', 'Leader', 'Contestants', 'Guide', 'Actions']);
    const [first, second] = await bodyRows();
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(1, 7)
        .map((cell) => cell.textContent),
    ).toEqual(['Bulgaria', 'Bulgaria', 'Junior', 'Ivan Petrov', '3', '—']);
    expect(within(second!).getByRole('button', { name: 'Edit Romania Seniors' })).toBeInTheDocument();
  });

  it('narrows the list by a person and by group', async () => {
    const user = userEvent.setup();
    renderTeams();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'kid a bulgaria');
    expect((await bodyRows()).map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Bulgaria']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Senior');
    expect((await bodyRows()).map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Romania Seniors']);
  });

  it('Edit chooses the team and its country and opens Edit Team', async () => {
    const user = userEvent.setup();
    renderTeams();
    await user.click(await screen.findByRole('button', { name: 'Edit Romania Seniors' }));
    expect(screen.getByText('At /editTeam')).toBeInTheDocument();
    expect(sessionStorage.getItem('selectedTeamId')).toBe(ROMANIA_SENIORS.id);
    expect(sessionStorage.getItem('selectedCountryId')).toBe(ROMANIA_SENIORS.countryId);
  });

  it('Guests chooses the country and opens its guests', async () => {
    const user = userEvent.setup();
    renderTeams();
    await user.click(await screen.findByRole('button', { name: 'Guests of Bulgaria' }));
    expect(screen.getByText('At /listGuests')).toBeInTheDocument();
    expect(sessionStorage.getItem('selectedCountryId')).toBe(BULGARIA.countryId);
  });

  it('opens Add Team', async () => {
    const user = userEvent.setup();
    renderTeams();
    await user.click(await screen.findByRole('button', { name: 'Add Team' }));
    expect(screen.getByText('At /addTeam')).toBeInTheDocument();
  });
});
