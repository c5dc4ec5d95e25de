import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENU_ROUTES } from '@olympiad/shared/routes';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import App from '../app';
import { urlOfCall } from '@olympiad/shared';

describe('the control panel', () => {
  beforeEach(() => mockFetch({ [`GET ${urlOfCall('readCountries')}`]: [] }));

  it("gives the heading, the route table's section menu and an invitation to choose", () => {
    logInAs('Administrator');
    renderWithProviders(<App />, { route: '/controlPanel' });
    expect(screen.getByRole('heading', { level: 1, name: 'Control Panel' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Control panel' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MENU_ROUTES.map((route) => route.menu));
    expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/controlPanel/users');
    expect(within(menu).getByRole('link', { name: 'Countries' })).toHaveAttribute('href', '/controlPanel/countries');
    expect(screen.getByText(/Choose a section/)).toBeInTheDocument();
  });

  it('opens a section from the menu and marks it as the current page', async () => {
    logInAs('Administrator');
    renderWithProviders(<App />, { route: '/controlPanel' });
    await userEvent.click(screen.getByRole('link', { name: 'Countries' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Countries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Countries' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(/Choose a section/)).not.toBeInTheDocument();
  });

  it('answers an unknown section inside the panel, menu still at hand', () => {
    logInAs('Administrator');
    renderWithProviders(<App />, { route: '/controlPanel/nowhere' });
    expect(screen.getByText(/There is no such section of the Control Panel/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Control panel' })).toBeInTheDocument();
  });
});
