import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamSelection, urlOfCall } from '@olympiad/shared';
import type { PublicTeam } from '@olympiad/shared/schemas';
import { Route, Routes, useLocation } from '@olympiad/shared/router';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { TeamsPage } from '../components/teams-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (fullName: string) => ({ fullName, picturePath: `/api/Picture/${fullName.replace(' ', '')}` });

function team(n: number, countryName: string, name: string, group: 'Junior' | 'Senior', deputy = false): PublicTeam {
  return {
    id: id(n),
    name,
    group,
    countryId: id(100 + n),
    countryName,
    countryFlag: 'iVBORw0KGgo=',
    leader: { id: id(200 + n), personId: id(300 + n), isDeputy: false, person: person(`Leader ${name}`) },
    deputyLeader: deputy ? { id: id(400 + n), personId: id(500 + n), isDeputy: true, person: person(`Deputy ${name}`) } : null,
    contestants: [
      {
        id: id(600 + n),
        teamId: id(n),
        personId: id(700 + n),
        contestantGroup: group,
        isOfficial: true,
        personEditModel: { id: id(700 + n), ...person(`Pupil ${name}`) },
      },
    ],
  };
}

const all = [team(1, 'Chile', 'Condors', 'Junior', true), team(2, 'austria', 'Alps', 'Junior'), team(3, 'Brazil', 'Samba', 'Senior')];

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('teams list', () => {
  afterEach(() => {
    teamSelection.clear();
  });

  it('shows a spinner, then the Teams and Senior Teams panels, open, in country order', async () => {
    mockFetch({ [`GET ${urlOfCall('readTeams')}`]: all });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    const juniors = (await screen.findByRole('heading', { level: 2, name: 'Teams' })).closest('details')!;
    expect(juniors).toHaveAttribute('open');
    expect(
      within(juniors)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Alps', 'Condors']);
    const seniors = screen.getByRole('heading', { level: 2, name: 'Senior Teams' }).closest('details')!;
    expect(within(seniors).getByRole('heading', { level: 3, name: 'Samba' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /EDIT/ })).not.toBeInTheDocument();
  });

  it('shows each row with flag, leader, deputy (or its label) and contestants with pictures and roles', async () => {
    mockFetch({ [`GET ${urlOfCall('readTeams')}`]: all });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    const condors = (await screen.findByRole('heading', { level: 3, name: 'Condors' })).closest('article')!;
    expect(within(condors).getByRole('img', { name: 'Flag of Chile' })).toBeInTheDocument();
    expect(within(condors).getByRole('img', { name: 'Leader Condors' })).toHaveAttribute('loading', 'lazy');
    expect(within(condors).getByText('Deputy Condors')).toBeInTheDocument();
    expect(within(condors).getByText('Pupil Condors')).toBeInTheDocument();
    expect(within(condors).getByText('CONTESTANT')).toBeInTheDocument();
    const alps = screen.getByRole('heading', { level: 3, name: 'Alps' }).closest('article')!;
    expect(within(alps).getByText('DEPUTY LEADER')).toBeInTheDocument();
  });

  it("loads the first row's flag and pictures at once and every other lazily, each in a box of its display size", async () => {
    mockFetch({ [`GET ${urlOfCall('readTeams')}`]: all });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    const alps = (await screen.findByRole('heading', { level: 3, name: 'Alps' })).closest('article')!;
    const condors = screen.getByRole('heading', { level: 3, name: 'Condors' }).closest('article')!;
    const samba = screen.getByRole('heading', { level: 3, name: 'Samba' }).closest('article')!;
    const images = (article: HTMLElement) => within(article).getAllByRole('img');
    for (const image of images(alps)) expect(image).toHaveAttribute('loading', 'eager');
    expect(within(alps).getByRole('img', { name: 'Leader Alps' })).toHaveAttribute('fetchpriority', 'high');
    expect(within(condors).getByRole('img', { name: 'Leader Condors' })).not.toHaveAttribute('fetchpriority');
    for (const image of [...images(condors), ...images(samba)]) expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(alps).getByRole('img', { name: 'Flag of austria' })).toMatchObject({ width: 48, height: 32 });
    // The first row's pictures are decoded with the frame that shows them (the largest paint); the rest off the main thread.
    expect(within(alps).getByRole('img', { name: 'Leader Alps' })).not.toHaveAttribute('decoding');
    for (const image of [...images(condors), ...images(samba)]) expect(image).toHaveAttribute('decoding', 'async');
    expect(within(condors).getByRole('img', { name: 'Pupil Condors' })).toMatchObject({ width: 150, height: 190 });
  });

  it("loads the senior panel's first row at once when it is the only panel", async () => {
    mockFetch({ [`GET ${urlOfCall('readTeams')}`]: [all[2]] });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    const samba = (await screen.findByRole('heading', { level: 3, name: 'Samba' })).closest('article')!;
    for (const image of within(samba).getAllByRole('img')) expect(image).toHaveAttribute('loading', 'eager');
  });

  it('narrows the list to the teams matching the search, and says when none does', async () => {
    mockFetch({ [`GET ${urlOfCall('readTeams')}`]: all });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    const search = await screen.findByRole('searchbox', { name: 'Search by country, team or name' });
    await userEvent.type(search, 'chile');
    expect(await screen.findByRole('heading', { level: 3, name: 'Condors' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Alps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Senior Teams' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nowhere');
    expect(await screen.findByText('No team matches “nowhere”.')).toBeInTheDocument();
  });

  it('leaves out a panel with no teams', async () => {
    mockFetch({ [`GET ${urlOfCall('readTeams')}`]: [all[2]] });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Senior Teams' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Teams' })).not.toBeInTheDocument();
  });

  it('on /teams folds each row to its header; Collapse all and Expand all fold and open every row, one opened by hand too', async () => {
    mockFetch({ [`GET ${urlOfCall('readTeams')}`]: all });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    const rowOf = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('details')!;
    const rows = await Promise.all(['Alps', 'Condors', 'Samba'].map(rowOf));
    for (const row of rows) expect(row).toHaveAttribute('open');
    // The header stays in sight when folded: flag, team and country in the summary.
    expect(within(rows[0]!.querySelector('summary')!).getByRole('img', { name: 'Flag of austria' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Collapse all teams' }));
    for (const row of rows) expect(row).not.toHaveAttribute('open');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // Opened by hand, then folded again with the others.
    await userEvent.click(within(rows[1]!).getByRole('heading', { level: 3, name: 'Condors' }));
    expect(rows[1]).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all teams' }));
    expect(rows[1]).not.toHaveAttribute('open');

    await userEvent.click(screen.getByRole('button', { name: 'Expand all teams' }));
    for (const row of rows) expect(row).toHaveAttribute('open');
  });

  it('jumps to a country: its first team opened (its panel too), brought up and focused', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockFetch({ [`GET ${urlOfCall('readTeams')}`]: all });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    const jumpTo = await screen.findByRole('combobox', { name: 'Jump to a country' });
    expect(
      within(jumpTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['austria', 'Brazil', 'Chile']);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all teams' }));
    const seniors = screen.getByRole('heading', { level: 2, name: 'Senior Teams' }).closest('details')!;
    seniors.open = false;

    await userEvent.selectOptions(jumpTo, 'Brazil');
    expect(scrolled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to country' }));
    const samba = screen.getByRole('heading', { level: 3, name: 'Samba' });
    expect(seniors.open).toBe(true);
    expect(samba.closest('details')).toHaveAttribute('open');
    expect(samba.closest('summary')).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });

  it('jumps to a team not drawn yet: every row is drawn at once, and the team revealed', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    // Twenty junior teams: the first screen draws six, the rest come six at a time when the browser is idle.
    const many = Array.from({ length: 20 }, (_, index) =>
      team(10 + index, `Country ${String.fromCharCode(65 + index)}`, `Team ${index}`, 'Junior'),
    );
    mockFetch({ [`GET ${urlOfCall('readTeams')}`]: many });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    const jumpTo = await screen.findByRole('combobox', { name: 'Jump to a country' });
    // A busy phone: from now on no idle time comes.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ delay: null });
      expect(screen.queryByRole('heading', { level: 3, name: 'Team 19' })).not.toBeInTheDocument();
      await user.selectOptions(jumpTo, 'Country T');
      await user.click(screen.getByRole('button', { name: 'Go to country' }));
      expect(screen.getAllByRole('article')).toHaveLength(20);
      expect(screen.getByRole('heading', { level: 3, name: 'Team 19' }).closest('summary')).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it("on /listTeams shows the registrator's country with EDIT on junior teams, which selects the team", async () => {
    const countryId = all[0]!.countryId;
    logInAs('TeamRegistrator', 'Rita Registrator', countryId);
    const { calls } = mockFetch({ [`GET ${urlOfCall('readCountryTeams', { params: { countryId } })}`]: [all[0]] });
    renderWithProviders(
      <Routes>
        <Route path="/listTeams" element={<TeamsPage />} />
        <Route path="/editTeam" element={<Where />} />
      </Routes>,
      { route: '/listTeams' },
    );
    const edit = await screen.findByRole('button', { name: 'EDIT Condors' });
    // The country's own few teams: no jump, no folding.
    expect(screen.queryByRole('combobox', { name: 'Jump to a country' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collapse all teams' })).not.toBeInTheDocument();
    expect(edit.closest('article')!.querySelector('details')).toBeNull();
    await userEvent.click(edit);
    expect(teamSelection.get()).toBe(all[0]!.id);
    expect(screen.getByText('at /editTeam')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([urlOfCall('readCountryTeams', { params: { countryId } })]);
  });
});
