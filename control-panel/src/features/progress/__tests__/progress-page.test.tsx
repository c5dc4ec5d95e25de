import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Progress } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { Route, Routes, useLocation } from '@olympiad/shared/router';
import { uuid } from '../../../testing/fixtures';
import { ProgressPage } from '../components/progress-page';
import { urlOfCall } from '@olympiad/shared';

const PROGRESS: Progress = {
  done: 16,
  total: 25,
  countries: [
    {
      countryId: uuid(1),
      countryName: 'Alpha',
      done: 7,
      total: 13,
      gaps: [
        {
          kind: 'leaderWithoutContact',
          count: 1,
          teamId: uuid(11),
          teamName: 'Alpha Juniors',
          people: [{ personId: uuid(21), fullName: 'Nora Ulm', place: 'deputy', missing: ['phone'] }],
        },
        {
          kind: 'guestWithoutArrival',
          count: 1,
          teamId: null,
          teamName: null,
          people: [{ personId: uuid(22), fullName: 'Al Gast', place: 'guest', missing: ['timeOfArrival', 'arrivalLocation'] }],
        },
      ],
    },
    { countryId: uuid(2), countryName: 'Beta', done: 9, total: 9, gaps: [] },
    {
      countryId: uuid(3),
      countryName: 'Bulgaria',
      done: 0,
      total: 1,
      gaps: [{ kind: 'noTeam', count: 1, teamId: null, teamName: null, people: [] }],
    },
  ],
};

function Where() {
  const { pathname, state } = useLocation();
  return (
    <p>
      At {pathname}
      {state ? ` with ${JSON.stringify(state)}` : ''}
    </p>
  );
}

function renderProgress() {
  mockFetch({ [`GET ${urlOfCall('readProgress')}`]: PROGRESS });
  renderWithProviders(
    <Routes>
      <Route path="/controlPanel/progress" element={<ProgressPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/controlPanel/progress' },
  );
}

const countryNames = async () =>
  within(await screen.findByRole('table', { name: 'Progress by country' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('progress section', () => {
  beforeEach(() => logInAs('Administrator'));
  afterEach(() => {
    sessionStorage.clear();
  });

  it('shows the overall bar and each country with its bar and gaps', async () => {
    renderProgress();
    const overall = await screen.findByRole('progressbar', { name: 'Overall progress' });
    expect(overall).toHaveAttribute('aria-valuenow', '64');
    expect(overall).toHaveAttribute('aria-valuetext', '16 of 25 (64%)');
    expect(screen.getByText('1 of 3 countries have nothing missing.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of Alpha' })).toHaveAttribute('aria-valuenow', '53');
    const [alpha, beta] = within(screen.getByRole('table', { name: 'Progress by country' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(alpha!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Deputy Nora Ulm has no phone (Alpha Juniors)', 'Guest Al Gast has no time of arrival or arrival location']);
    expect(within(beta!).getAllByRole('cell')[2]).toHaveTextContent('Nothing');
  });

  it('sorts by the share done and shows only the countries with something missing', async () => {
    const user = userEvent.setup();
    renderProgress();
    expect(await countryNames()).toEqual(['Alpha', 'Beta', 'Bulgaria']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Least done first');
    expect(await countryNames()).toEqual(['Bulgaria', 'Alpha', 'Beta']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Countries with something missing');
    expect(await countryNames()).toEqual(['Bulgaria', 'Alpha']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bulg');
    expect(await countryNames()).toEqual(['Bulgaria']);
  });

  it('folds the filters behind a button that says how many are in use (shown on a phone only)', async () => {
    const user = userEvent.setup();
    renderProgress();
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(within(panel).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Complete countries');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'beta');
    expect(toggle).toHaveAccessibleName('Filters (2 in use)');
  });

  it("opens Edit Team at the person's block, with the team and country selected", async () => {
    const user = userEvent.setup();
    renderProgress();
    await user.click(await screen.findByRole('link', { name: 'Deputy Nora Ulm has no phone (Alpha Juniors)' }));
    const focus = { block: 'person', personId: uuid(21), gap: 'Deputy Nora Ulm has no phone (Alpha Juniors)' };
    expect(await screen.findByText(`At /editTeam with ${JSON.stringify(focus)}`)).toBeInTheDocument();
    expect(sessionStorage.getItem('selectedTeamId')).toBe(uuid(11));
    expect(sessionStorage.getItem('selectedCountryId')).toBe(uuid(1));
  });

  it("opens the country's guests for its guests' gap", async () => {
    const user = userEvent.setup();
    renderProgress();
    await user.click(await screen.findByRole('link', { name: 'Guest Al Gast has no time of arrival or arrival location' }));
    expect(await screen.findByText('At /listGuests')).toBeInTheDocument();
    expect(sessionStorage.getItem('selectedCountryId')).toBe(uuid(1));
  });

  it('opens Add Team for a country without a team, with that country chosen', async () => {
    const user = userEvent.setup();
    renderProgress();
    await user.click(await screen.findByRole('link', { name: 'No team' }));
    expect(await screen.findByText(`At /addTeam with {"countryId":"${uuid(3)}"}`)).toBeInTheDocument();
  });
});
