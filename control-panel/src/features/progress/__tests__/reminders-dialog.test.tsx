import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import type { Progress, Reminders } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { uuid } from '../../../testing/fixtures';
import { ProgressPage } from '../components/progress-page';

const gap = { count: 1, teamId: null, teamName: null, people: [] };
const PROGRESS: Progress = {
  done: 3,
  total: 6,
  countries: [
    { countryId: uuid(1), countryName: 'Alpha', done: 0, total: 1, gaps: [{ kind: 'noTeam', ...gap }] },
    { countryId: uuid(2), countryName: 'Beta', done: 2, total: 3, gaps: [{ kind: 'teamWithoutGuide', ...gap, teamId: uuid(12) }] },
    { countryId: uuid(3), countryName: 'Gamma', done: 1, total: 2, gaps: [{ kind: 'noTeam', ...gap }] },
  ],
};
const message = (country: string) => ({
  deadline: '2025-07-31T20:59:00.000Z',
  subject: `Reminder: the registration of ${country} is not complete – Demo Olympiad 2025`,
  text: `Dear registrator of ${country},\n\nThe registration of ${country} still misses:\n\n- No team\n`,
});
const REMINDERS: Reminders = {
  countries: [
    { countryId: uuid(1), countryName: 'Alpha', recipients: [{ name: 'Ana Petrova', email: 'ana@example.org' }], ...message('Alpha') },
    { countryId: uuid(3), countryName: 'Gamma', recipients: [], ...message('Gamma') },
  ],
};

function renderProgress() {
  const fetched = mockFetch({
    [`GET ${urlOfCall('readProgress')}`]: PROGRESS,
    [`GET ${urlOfCall('readReminders')}`]: REMINDERS,
    [`POST ${urlOfCall('sendReminders')}`]: (init: RequestInit) => ({
      countries: JSON.parse(String(init.body)).countryIds.length,
      messages: 1,
    }),
  });
  renderWithProviders(<ProgressPage />, { route: '/controlPanel/progress' });
  return { user: userEvent.setup(), calls: fetched.calls };
}

const sentBodies = (calls: { method: string; url: string; init: RequestInit }[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.url.endsWith(urlOfCall('sendReminders')))
    .map((call) => JSON.parse(String(call.init.body)));

describe('reminders from Progress', () => {
  beforeEach(() => logInAs('Administrator'));

  it('previews every incomplete country, says which cannot be reminded, and sends to those with a registrator', async () => {
    const { user, calls } = renderProgress();
    await user.click(await screen.findByRole('button', { name: 'Send reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminders' });
    const list = await within(dialog).findByRole('list', { name: 'Reminders' });
    const [alpha, gamma] = within(list).getAllByRole('listitem');
    expect(within(alpha!).getByText('To: Ana Petrova <ana@example.org>')).toBeVisible();
    expect(within(gamma!).getByText('No registrator account: it cannot be reminded.')).toBeVisible();

    // The message, folded until asked for, as it would be sent.
    const summary = within(alpha!).getByText('Message: Reminder: the registration of Alpha is not complete – Demo Olympiad 2025');
    expect(within(alpha!).getByText(/still misses/)).not.toBeVisible();
    await user.click(summary);
    expect(within(alpha!).getByText(/The registration of Alpha still misses:\s+- No team/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Send to 1 country' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Reminders queued for 1 country.' }));
    expect(sentBodies(calls)).toEqual([{ countryIds: [uuid(1)] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers a country's own reminder on its row, only where its registrator has something to complete", async () => {
    const { user, calls } = renderProgress();
    const table = await screen.findByRole('table', { name: 'Progress by country' });
    // Beta misses only its guide: the organisers' to find.
    expect(within(table).queryByRole('button', { name: 'Send reminder to Beta' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Send reminder to Gamma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder to Gamma' });
    expect(await within(dialog).findByText('No registrator account: it cannot be reminded.')).toBeVisible();
    expect(within(dialog).queryByText(/Alpha/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Send to/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(calls)).toEqual([]);
  });
});
