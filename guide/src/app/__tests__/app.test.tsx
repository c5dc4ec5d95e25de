import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@olympiad/shared/router';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { guide, team } from '../../components/__tests__/guide-fixtures';
import App from '../app';
import HomePanel from '../home-panel';
import { urlOfCall } from '@olympiad/shared';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('the guide remote', () => {
  beforeEach(() => {
    logInAs('Guide', 'Maria Guide');
    mockFetch({
      [`GET ${urlOfCall('readGuideOfUser', { params: { userId: 'u1' } })}`]: guide(1, 'Maria Guide', [team(1, 'Bulgaria')]),
      [`GET ${urlOfCall('readGuides')}`]: [guide(1, 'Maria Guide', [team(1, 'Bulgaria')])],
      [`GET ${urlOfCall('readTransfers', { query: { direction: 'arrival', slotMinutes: 30 } })}`]: {
        direction: 'arrival',
        slotMinutes: 30,
        days: [],
        incomplete: [],
      },
    });
  });

  it.each([
    ['/guideHome', 'My teams'],
    ['/guideAllTeams', 'All teams by guide'],
  ])('renders %s', async (route, heading) => {
    renderWithProviders(<App />, { route });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Bulgaria' })).toBeInTheDocument();
  });

  it('fetches Transfers on its first visit', async () => {
    renderWithProviders(<App />, { route: '/transfers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Travel missing or incomplete' })).toBeInTheDocument();
  });

  it("offers View my teams and View all teams on the home page's action panel", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<HomePanel />} />
        <Route path="*" element={<Where />} />
      </Routes>,
    );
    expect(screen.getByRole('button', { name: 'View my teams' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View all teams' }));
    expect(screen.getByText('at /guideAllTeams')).toBeInTheDocument();
  });
});
