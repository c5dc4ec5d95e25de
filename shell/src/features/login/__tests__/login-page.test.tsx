import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth, snacks, urlOfCall } from '@olympiad/shared';
import { fakeToken, logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { LoginPage } from '../components/login-page';

const problem = (detail: string) =>
  new Response(JSON.stringify({ status: 400, title: 'Bad Request', detail }), {
    status: 400,
    headers: { 'content-type': 'application/problem+json' },
  });

describe('login screen', () => {
  it('requires email and password, with messages next to the fields', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<LoginPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Please Fill Required Field!')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('refuses an invalid e-mail', async () => {
    mockFetch({});
    renderWithProviders(<LoginPage />);
    await userEvent.type(await screen.findByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is not valid!')).toBeInTheDocument();
  });

  it('logs in and stores the session', async () => {
    const token = fakeToken({ role: 'Administrator', unique_name: 'admin@example.com' });
    const { calls } = mockFetch({
      [`POST ${urlOfCall('logIn')}`]: {
        token,
        id: '11111111-1111-1111-1111-111111111111',
        name: 'Ana Admin',
        username: 'admin@example.com',
        countryId: null,
      },
    });
    renderWithProviders(<LoginPage />);
    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(auth.getState().isLoggedIn).toBe(true));
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: 'admin@example.com', password: 'secret123' });
    expect(await screen.findByText('Hello, Ana Admin')).toBeInTheDocument();
  });

  it("shows the server's message in red on failure", async () => {
    mockFetch({ [`POST ${urlOfCall('logIn')}`]: problem('Invalid email or password.') });
    renderWithProviders(<LoginPage />);
    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: 'Invalid email or password.' }));
    expect(auth.getState().isLoggedIn).toBe(false);
  });

  it('greets a logged-in user and offers Logout', async () => {
    logInAs('Guide', 'Gina Guide');
    renderWithProviders(<LoginPage />);
    expect(screen.getByText('Hello, Gina Guide')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.getState().isLoggedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers a link to set a new password by e-mail', () => {
    mockFetch({});
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotPassword');
  });
});
