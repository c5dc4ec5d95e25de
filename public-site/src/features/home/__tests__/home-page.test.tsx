import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth, urlOfCall } from '@olympiad/shared';
import { Route, Routes, useLocation } from '@olympiad/shared/router';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { HomePage } from '../components/home-page';

const contest = {
  name: 'Demo Olympiad 2025',
  shortName: 'DO 2025',
  startDate: '2025-08-28T00:00:00+03:00',
  endDate: '2025-09-03T00:00:00+03:00',
  materialsUrl: 'https://example.org/materials',
};

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('home page', () => {
  beforeEach(() => mockFetch({ [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: contest }));

  it('shows the contest name, its dates and the competition materials', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Olympiad 2025' })).toBeInTheDocument();
    expect(screen.getByText('08/28/2025 – 09/03/2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Competition materials' })).toHaveAttribute('href', contest.materialsUrl);
    expect(screen.getByRole('img', { name: 'Olympiad logo' })).toBeInTheDocument();
  });

  it('links the information pages the navigation bar leaves out', async () => {
    renderWithProviders(<HomePage />);
    const links = await screen.findByRole('navigation', { name: 'About the contest' });
    for (const [name, href] of [
      ['Organizers and partners', '/organizers'],
      ['Patrons', '/patrons'],
      ['Sponsors', '/sponsors'],
      ['Committees', '/commitees'],
      ['Schedule', '/schedule'],
    ]) {
      expect(within(links).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('gives a visitor the login form, and a way to a forgotten password', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('welcomes an administrator by name and offers the Control Panel', async () => {
    logInAs('Administrator', 'Ana Admin');
    renderWithProviders(
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/controlPanel" element={<Where />} />
      </Routes>,
      { route: '/' },
    );
    expect(await screen.findByText('Welcome, Ana Admin!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Control Panel' }));
    expect(await screen.findByText('at /controlPanel')).toBeInTheDocument();
  });

  // The remote and the shell hold one auth instance: a logout made by the shell reaches this view.
  it("reacts to the shell's logout", async () => {
    logInAs('Administrator', 'Ana Admin');
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('button', { name: 'Control Panel' })).toBeInTheDocument();
    act(() => auth.logout());
    expect(screen.queryByRole('button', { name: 'Control Panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
