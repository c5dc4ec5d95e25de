import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PASSWORD_LINK_TEXTS, urlOfCall } from '@olympiad/shared';
import { mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { ForgotPasswordPage } from '../components/forgot-password-page';

describe('forgot password screen', () => {
  it('sends the e-mail and then says the same whatever the address', async () => {
    const { calls } = mockFetch({ [`POST ${urlOfCall('requestPasswordReset')}`]: () => new Response(null, { status: 204 }) });
    renderWithProviders(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_LINK_TEXTS.resetRequested);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: 'someone@example.com' });
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('asks for a valid e-mail and sends nothing', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
