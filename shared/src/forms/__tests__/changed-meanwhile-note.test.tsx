import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, CHANGED_MEANWHILE, snacks } from '@olympiad/shared';
import { renderWithProviders } from '@olympiad/shared/testing';
import { ChangedMeanwhileNote } from '../changed-meanwhile-note';

describe('ChangedMeanwhileNote', () => {
  it('says the record changed, that the typed values stay, and loads the current ones on request', async () => {
    let finish: () => void = () => undefined;
    const onLoad = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<ChangedMeanwhileNote subject="Team name" onLoad={onLoad} />);
    expect(screen.getByText(CHANGED_MEANWHILE)).toBeInTheDocument();
    expect(screen.getByText(/What you typed is still in the form and was not saved/)).toBeInTheDocument();
    const load = screen.getByRole('button', { name: 'Load current values (Team name)' });
    await userEvent.click(load);
    expect(onLoad).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(load).toBeDisabled());
    finish();
    await waitFor(() => expect(load).toBeEnabled());
  });

  it('says Error! with the reason when the current values cannot be read', async () => {
    const onLoad = jest.fn(() =>
      Promise.reject(
        new ApiError({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The database is unavailable.' }),
      ),
    );
    renderWithProviders(<ChangedMeanwhileNote subject="Arrival" onLoad={onLoad} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load current values (Arrival)' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: 'Error! The database is unavailable.' }));
    expect(screen.getByRole('button', { name: 'Load current values (Arrival)' })).toBeEnabled();
  });
});
