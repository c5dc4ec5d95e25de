import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { NavBar } from '../nav-bar';

const contest = { name: 'Demo Olympiad 2025', shortName: 'DO 2025' };

describe('nav bar', () => {
  beforeEach(() => mockFetch({ [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: contest }));

  it('shows the links for everyone and Login to a visitor', async () => {
    renderWithProviders(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'DO 2025' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/information/rules');
    expect(within(nav).getByRole('link', { name: 'Environment' })).toHaveAttribute('href', '/information/environment');
    expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/teams');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the welcome line and Logout instead of Login when logged in', async () => {
    logInAs('Administrator', 'Ana Admin');
    renderWithProviders(<NavBar />);
    await screen.findByRole('link', { name: 'DO 2025' });
    expect(screen.getByText('Welcome, Ana Admin')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logs out with the Logout button, ending the token on the server too', async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: contest,
      [`POST ${urlOfCall('logOut')}`]: new Response(null, { status: 204 }),
    });
    logInAs('Administrator', 'Ana Admin');
    const token = auth.getState().token;
    renderWithProviders(<NavBar />);
    await screen.findByRole('link', { name: 'DO 2025' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.getState().isLoggedIn).toBe(false);
    const logout = calls.find((call) => call.method === 'POST' && call.url === urlOfCall('logOut'));
    expect((logout?.init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('toggles the narrow-screen menu and closes it when a link is clicked', async () => {
    renderWithProviders(<NavBar />);
    await screen.findByRole('link', { name: 'DO 2025' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Rules' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
