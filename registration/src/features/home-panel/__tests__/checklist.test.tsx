import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contestUrl, urlOfCall } from '@olympiad/shared';
import type { Progress } from '@olympiad/shared/schemas';
import { Route, Routes, useLocation } from '@olympiad/shared/router';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { HomePanel } from '../components/home-panel';

const COUNTRY = '11111111-1111-4111-8111-111111111111';
const TEAM = '22222222-2222-4222-8222-222222222222';
const HOUR = 60 * 60 * 1000;

const PROGRESS: Progress = {
  done: 10,
  total: 12,
  countries: [
    {
      countryId: COUNTRY,
      countryName: 'Atlantis',
      done: 10,
      total: 12,
      gaps: [
        {
          kind: 'contestantWithoutDetails',
          count: 2,
          teamId: TEAM,
          teamName: 'Atlantis',
          people: [
            { personId: '33333333-3333-4333-8333-333333333333', fullName: 'Ann Ash', place: 'contestant', missing: ['dateOfBirth'] },
            { personId: '44444444-4444-4444-8444-444444444444', fullName: 'Bo Birch', place: 'contestant', missing: ['operatingSystem'] },
          ],
        },
        { kind: 'teamWithoutGuide', count: 1, teamId: TEAM, teamName: 'Atlantis', people: [] },
      ],
    },
  ],
};

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderPanel(endOfRegistrationDate: Date, progress: Progress = PROGRESS) {
  const { calls } = mockFetch({
    [`GET ${contestUrl()}`]: { id: 'c', name: 'IJOI 2025', endOfRegistrationDate: endOfRegistrationDate.toISOString() },
    [`GET ${urlOfCall('readCountryTeams', { params: { countryId: COUNTRY } })}`]: [{ id: TEAM, name: 'Atlantis' }],
    [`GET ${urlOfCall('readCountryProgress', { params: { countryId: COUNTRY } })}`]: progress,
    // The country's own deadline, where the panel reads it: none, so the contest's.
    [`GET ${urlOfCall('readCountry', { params: { id: COUNTRY } })}`]: {
      id: COUNTRY,
      name: 'Atlantis',
      flagImage: null,
      registrationDeadline: null,
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePanel />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
  return calls;
}

describe("the registrator's checklist on the home panel", () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', COUNTRY));
  afterEach(() => {
    sessionStorage.clear();
  });

  it('lists what their country still misses under the deadlines; a line opens Edit Team with its team', async () => {
    const user = userEvent.setup();
    renderPanel(new Date(Date.now() + 48 * HOUR));
    const checklist = await screen.findByRole('region', { name: 'Still missing' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 contestants have no date of birth or operating system']);
    // Under the panel's own texts: nothing above it moves when it is there.
    expect(screen.getByText('Registration deadline').compareDocumentPosition(checklist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(checklist).getByRole('link', { name: '2 contestants have no date of birth or operating system' }));
    expect(await screen.findByText('At /editTeam')).toBeInTheDocument();
    expect(sessionStorage.getItem('selectedTeamId')).toBe(TEAM);
  });

  it('says when nothing is missing', async () => {
    renderPanel(new Date(Date.now() + 48 * HOUR), { done: 12, total: 12, countries: [{ ...PROGRESS.countries[0]!, done: 12, gaps: [] }] });
    const checklist = await screen.findByRole('region', { name: 'Still missing' });
    expect(within(checklist).getByText('Nothing is missing.')).toBeInTheDocument();
  });

  it('is not shown, nor read, once the edit window is closed', async () => {
    const calls = renderPanel(new Date(Date.now() - 25 * HOUR));
    expect(await screen.findByText('Registration time is over!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Still missing' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith(urlOfCall('readProgress')))).toBe(false);
  });
});
