import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth, MESSAGES, PASSWORD_LINK_TEXTS, snacks, urlOfCall } from '@olympiad/shared';
import { fakeToken, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { SetPasswordPage } from '../components/set-password-page';

const SECRET = 'a-secret-from-the-e-mail';
const LINK = { email: 'rita@example.com', name: 'Rita Registrator', purpose: 'invitation', expiresAt: '2026-12-04T14:00:00.000Z' };
const unusable = () =>
  new Response(JSON.stringify({ status: 410, title: 'Gone', detail: PASSWORD_LINK_TEXTS.unusable }), {
    status: 410,
    headers: { 'content-type': 'application/problem+json' },
  });

/** The page as its link opens it: the secret after the `#`. */
function openLink(secret = SECRET) {
  window.history.replaceState(null, '', `/setPassword#${secret}`);
  renderWithProviders(<SetPasswordPage />, { route: '/setPassword' });
}

describe('set your password screen', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('greets the person, sets the password and logs them in', async () => {
    const token = fakeToken({ role: 'TeamRegistrator', unique_name: LINK.email });
    const { calls } = mockFetch({
      [`POST ${urlOfCall('readPasswordLink')}`]: LINK,
      [`POST ${urlOfCall('setPassword')}`]: { token, id: 'u2', name: LINK.name, username: LINK.email, countryId: null },
    });
    openLink();
    expect(await screen.findByText(/For Rita Registrator \(rita@example\.com\)/)).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ secret: SECRET });
    await userEvent.type(screen.getByLabelText(/^New password/), 'chosen-password-1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'chosen-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(auth.getState().isLoggedIn).toBe(true));
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ secret: SECRET, password: 'chosen-password-1' });
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: PASSWORD_LINK_TEXTS.passwordSet });
  });

  it('says when the password is too short or not the same, and sends nothing', async () => {
    const { calls } = mockFetch({ [`POST ${urlOfCall('readPasswordLink')}`]: LINK });
    openLink();
    await userEvent.type(await screen.findByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(MESSAGES.passwordLength)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_LINK_TEXTS.notTheSame)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('offers a new link when the link has expired or was used', async () => {
    mockFetch({ [`POST ${urlOfCall('readPasswordLink')}`]: unusable });
    openLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINK_TEXTS.unusable);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('offers a new link when the link was used meanwhile, in another tab', async () => {
    mockFetch({ [`POST ${urlOfCall('readPasswordLink')}`]: LINK, [`POST ${urlOfCall('setPassword')}`]: unusable });
    openLink();
    await userEvent.type(await screen.findByLabelText(/^New password/), 'chosen-password-1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'chosen-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(auth.getState().isLoggedIn).toBe(false);
  });

  it('says the same of an address without a secret, asking nothing', async () => {
    const { calls } = mockFetch({});
    openLink('');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_LINK_TEXTS.unusable);
    expect(calls).toHaveLength(0);
  });
});
