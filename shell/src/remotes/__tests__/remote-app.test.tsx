import { screen } from '@testing-library/react';
import { logInAs, logOut, renderWithProviders } from '@olympiad/shared/testing';
import { loadRemoteApp } from '../remote-registry';
import { RemoteApp } from '../remote-app';

jest.mock('../remote-registry', () => ({ loadRemoteApp: jest.fn() }));
const load = jest.mocked(loadRemoteApp);

describe('a remote behind a route with roles', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ default: () => <p>Control panel loaded</p> });
  });
  afterEach(logOut);

  it('loads the remote for a role the route table allows', async () => {
    logInAs('Administrator');
    renderWithProviders(<RemoteApp name="control-panel" />, { route: '/controlPanel/countries' });
    expect(await screen.findByText('Control panel loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('control-panel');
  });

  it.each([
    ['a team registrator', () => logInAs('TeamRegistrator'), 'Go to the home page', '/'],
    ['a visitor', () => undefined, 'Log in', '/login'],
  ])('refuses %s without downloading the remote', (_who, logIn, link, href) => {
    logIn();
    renderWithProviders(<RemoteApp name="control-panel" />, { route: '/controlPanel' });
    expect(screen.getByText('Only administrators can open this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a remote whose route is open to everyone', async () => {
    renderWithProviders(<RemoteApp name="public-site" />, { route: '/teams' });
    expect(await screen.findByText('Control panel loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('public-site');
  });
});
