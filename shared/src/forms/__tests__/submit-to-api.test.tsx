import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { snacks } from '../../notify/snack-store.js';
import { renderWithProviders } from '../../testing/index.js';
import { Field, Input } from '../../plain-ui/index.js';
import { submitToApi, type SubmitOptions } from '../submit-to-api.js';

const schema = z.object({ team: z.object({ name: z.string().min(1, 'Please Fill Required Field!') }) });
type Values = z.infer<typeof schema>;

function TeamForm(options: Omit<SubmitOptions<Values, string>, 'send'> & { send: (values: Values) => Promise<string> }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { team: { name: '' } } });
  const error = form.formState.errors.team?.name?.message;
  return (
    <form onSubmit={submitToApi(form, options)} noValidate>
      <Field label="Team name" error={error}>
        <Input {...form.register('team.name')} />
      </Field>
      <button type="submit" disabled={form.formState.isSubmitting}>
        Save
      </button>
    </form>
  );
}

const problem = (errors?: Record<string, string[]>) =>
  new ApiError({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'One or more fields are invalid.', errors });

describe('submitToApi', () => {
  it("sends the schema's values and shows the success message", async () => {
    const send = jest.fn(async () => 'ok');
    const onSuccess = jest.fn();
    renderWithProviders(<TeamForm send={send} success={(result) => `Saved: ${result}`} onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('Team name'), 'Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('ok', { team: { name: 'Bulgaria' } }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Saved: ok' });
  });

  it('gives the focus that fell with the pressed button to the nearest heading after a success, and only then', async () => {
    function SavedOnce() {
      const [saved, setSaved] = useState(false);
      return (
        <section aria-labelledby="team-heading">
          <h2 id="team-heading">Team</h2>
          {saved ? <p>Saved.</p> : <TeamForm send={async () => 'ok'} onSuccess={() => setSaved(true)} />}
        </section>
      );
    }
    renderWithProviders(<SavedOnce />);
    await userEvent.type(screen.getByLabelText('Team name'), 'Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Team' })).toHaveFocus());
  });

  it('leaves focus on the pressed button when it stays', async () => {
    const onSuccess = jest.fn();
    renderWithProviders(<TeamForm send={async () => 'ok'} onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('Team name'), 'Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('sends nothing for an invalid form and says so when asked to', async () => {
    const send = jest.fn(async () => 'ok');
    renderWithProviders(<TeamForm send={send} invalid="The form is invalid. Please fill fields correctly!" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please Fill Required Field!')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: 'The form is invalid. Please fill fields correctly!' });
  });

  it("puts the server's field errors on the fields of the same path and focuses the first, keeping the values", async () => {
    const send = jest.fn(async () => {
      throw problem({ 'team.name': ['A team with this name already exists.'] });
    });
    renderWithProviders(<TeamForm send={send} />);
    const input = screen.getByLabelText('Team name');
    await userEvent.type(input, 'Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage('A team with this name already exists.'));
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Bulgaria');
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: 'One or more fields are invalid.' });
  });

  it("shows the spec's own failure message followed by the server's reason", async () => {
    const closed = new ApiError({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'Registration closed on 2025-08-01 21:00 UTC: teams can no longer be added.',
    });
    renderWithProviders(<TeamForm send={async () => Promise.reject(closed)} failure="Error!" />);
    await userEvent.type(screen.getByLabelText('Team name'), 'Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({
        status: 'error',
        text: 'Error! Registration closed on 2025-08-01 21:00 UTC: teams can no longer be added.',
      }),
    );
  });

  it("shows the spec's failure message alone when the call failed without a reason", async () => {
    renderWithProviders(<TeamForm send={async () => Promise.reject(new TypeError('Failed to fetch'))} failure="Error!" />);
    await userEvent.type(screen.getByLabelText('Team name'), 'Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: 'Error!' }));
  });

  it('shows nothing after a 401: the session ended and the user is logged out silently', async () => {
    const send = jest.fn(async () => {
      throw new ApiError({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'The session has ended.' });
    });
    renderWithProviders(<TeamForm send={send} failure="Error!" />);
    await userEvent.type(screen.getByLabelText('Team name'), 'Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(snacks.getCurrent()).toBeNull();
    expect(screen.getByLabelText('Team name')).toHaveValue('Bulgaria');
  });
});
