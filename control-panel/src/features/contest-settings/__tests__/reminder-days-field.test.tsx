import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { bodyOf, CONTEST, CONTEST_ID, ENUMS } from '../../../testing/fixtures';
import { CONTEST_SAVED, ContestSettingsPage } from '../components/contest-settings-page';

function renderSettings(reminderDaysBeforeDeadline: number | null) {
  const fetched = mockFetch({
    [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
    [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: { ...CONTEST, reminderDaysBeforeDeadline },
    [`PUT ${urlOfCall('updateContest', { params: { id: CONTEST_ID } })}`]: CONTEST,
  });
  renderWithProviders(<ContestSettingsPage />);
  return fetched.calls;
}

const puts = (calls: ReturnType<typeof renderSettings>) => calls.filter((call) => call.method === 'PUT');
const field = () => screen.findByRole('spinbutton', { name: 'Send reminders automatically' });

describe('Send reminders automatically', () => {
  beforeEach(() => logInAs('Administrator'));

  it('shows the stored days with what they do, and saves a new number', async () => {
    const calls = renderSettings(10);
    const days = await field();
    expect(days).toHaveValue(10);
    expect(days).toHaveAccessibleDescription(/Days before a country's registration deadline \(1–60\).*Empty: none are sent by themselves/);
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONTEST_SAVED }));
    expect(bodyOf(puts(calls)[0]!.init)).toMatchObject({ reminderDaysBeforeDeadline: 14 });
  });

  it('saves an empty field as none', async () => {
    const calls = renderSettings(10);
    await userEvent.clear(await field());
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(bodyOf(puts(calls)[0]!.init)).toMatchObject({ reminderDaysBeforeDeadline: null });
  });

  it('refuses a number out of range next to the field, and sends nothing', async () => {
    const calls = renderSettings(null);
    const days = await field();
    expect(days).toHaveValue(null);
    await userEvent.type(days, '61');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(days).toHaveAccessibleErrorMessage(MESSAGES.reminderDays));
    expect(puts(calls)).toHaveLength(0);
  });
});
