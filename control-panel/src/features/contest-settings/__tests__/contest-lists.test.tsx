import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import { CONTEST_LIST_MESSAGES } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { bodyOf, CONTEST, CONTEST_ID, ENUMS, problem } from '../../../testing/fixtures';
import { CONTEST_SAVED, ContestSettingsPage } from '../components/contest-settings-page';

const BOOT = { [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: CONTEST, [`GET ${urlOfCall('readEnumerations')}`]: ENUMS };
const putOf = (calls: { method: string; init: RequestInit }[]) =>
  bodyOf(calls.find((c) => c.method === 'PUT')!.init) as Record<string, unknown>;

describe("contest settings' lists", () => {
  beforeEach(() => logInAs('Administrator'));

  it('shows each list in its order and saves entries added, moved up and removed', async () => {
    const { calls } = mockFetch({ ...BOOT, [`PUT ${urlOfCall('updateContest', { params: { id: CONTEST_ID } })}`]: CONTEST });
    renderWithProviders(<ContestSettingsPage />);
    const sizes = await screen.findByRole('group', { name: 'T-shirt sizes' });
    expect(
      within(sizes)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(ENUMS.tShirtSizesList);

    await userEvent.click(within(sizes).getByRole('button', { name: 'Add to T-shirt sizes' }));
    await userEvent.type(within(sizes).getByLabelText(/^T-shirt size 7/), ' XXXL ');
    const systems = screen.getByRole('group', { name: 'Operating systems' });
    await userEvent.click(within(systems).getByRole('button', { name: 'Move up Operating system 2' }));
    const locations = screen.getByRole('group', { name: 'Arrival and departure locations' });
    await userEvent.click(within(locations).getByRole('button', { name: 'Remove Location 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONTEST_SAVED }));
    expect(putOf(calls)).toMatchObject({
      tShirtSizes: [...ENUMS.tShirtSizesList, 'XXXL'],
      operatingSystems: ['Linux', 'Windows', 'macOS'],
      arrivalLocations: ['Sofia Airport', 'Other'],
    });
  });

  it('refuses a repeated entry, an empty one and a location list without "Other", sending nothing', async () => {
    const { calls } = mockFetch(BOOT);
    renderWithProviders(<ContestSettingsPage />);
    const sizes = await screen.findByRole('group', { name: 'T-shirt sizes' });
    await userEvent.click(within(sizes).getByRole('button', { name: 'Add to T-shirt sizes' }));
    await userEvent.type(within(sizes).getByLabelText(/^T-shirt size 7/), 'xl');
    await userEvent.clear(within(sizes).getByLabelText(/^T-shirt size 1/));
    const locations = screen.getByRole('group', { name: 'Arrival and departure locations' });
    await userEvent.click(within(locations).getByRole('button', { name: 'Remove Location 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(within(sizes).getByLabelText(/^T-shirt size 7/)).toHaveAccessibleErrorMessage(CONTEST_LIST_MESSAGES.repeated),
    );
    expect(within(sizes).getByLabelText(/^T-shirt size 1/)).toHaveAccessibleErrorMessage('Please Fill Required Field!');
    expect(within(locations).getByRole('alert')).toHaveTextContent(CONTEST_LIST_MESSAGES.keeps('Other'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's refusal to remove an entry in use under its list and keeps what was typed", async () => {
    const inUse = CONTEST_LIST_MESSAGES.inUse('tShirtSizes', 'XS', 3);
    mockFetch({
      ...BOOT,
      [`PUT ${urlOfCall('updateContest', { params: { id: CONTEST_ID } })}`]: problem(400, 'One or more fields are invalid.', {
        tShirtSizes: [inUse],
      }),
    });
    renderWithProviders(<ContestSettingsPage />);
    const sizes = await screen.findByRole('group', { name: 'T-shirt sizes' });
    await userEvent.click(within(sizes).getByRole('button', { name: 'Remove T-shirt size 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await within(sizes).findByRole('alert')).toHaveTextContent(inUse);
    expect(within(sizes).getAllByRole('textbox')).toHaveLength(ENUMS.tShirtSizesList.length - 1);
  });
});
