import { screen } from '@testing-library/react';
import { logInAs, renderWithProviders } from '@olympiad/shared/testing';
import type { RemoteName } from '@olympiad/shared/routes';
import { RoleGate } from '../role-gate';

const load = jest.fn();
function RemoteApp({ name }: { name: RemoteName }) {
  load(name);
  return <p>Control panel loaded</p>;
}
const gated = (name: RemoteName) => (
  <RoleGate remote={name}>
    <RemoteApp name={name} />
  </RoleGate>
);

describe('the role gate before a remote', () => {
  beforeEach(() => load.mockReset());

  it('loads the remote for a role the route table allows', async () => {
    logInAs('Administrator');
    renderWithProviders(gated('control-panel'), { route: '/controlPanel/countries' });
    expect(await screen.findByText('Control panel loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('control-panel');
  });

  it.each([
    ['a team registrator', () => logInAs('TeamRegistrator'), 'Go to the home page', '/'],
    ['a visitor', () => undefined, 'Log in', '/login'],
  ])('refuses %s without rendering (so without downloading) the remote', (_who, logIn, link, href) => {
    logIn();
    renderWithProviders(gated('control-panel'), { route: '/controlPanel' });
    expect(screen.getByText('Only administrators can open this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a remote whose route is open to everyone', async () => {
    renderWithProviders(gated('public-site'), { route: '/teams' });
    expect(await screen.findByText('Control panel loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('public-site');
  });
});
