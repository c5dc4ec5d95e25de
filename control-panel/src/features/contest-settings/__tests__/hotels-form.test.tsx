import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import type { Hotels } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { bodyOf, problem, uuid } from '../../../testing/fixtures';
import { HOTELS_SAVED } from '../components/hotels-form';
import { HotelsSection } from '../components/hotels-section';

const HOTELS: Hotels = {
  version: 3,
  hotels: [
    {
      id: uuid(1),
      name: 'Hotel Rila',
      address: '1 Vitosha Blvd, Sofia',
      roomTypes: [{ id: uuid(2), name: 'Double', capacity: 2, count: 4, occupied: 3 }],
    },
  ],
};
const READ = `GET ${urlOfCall('readHotels')}`;
const SAVE = `PUT ${urlOfCall('saveHotels')}`;

describe('the hotels', () => {
  beforeEach(() => logInAs('Administrator'));

  it('shows the beds taken, and saves a new hotel with its room type and the version read', async () => {
    const { calls } = mockFetch({ [READ]: HOTELS, [SAVE]: { ...HOTELS, version: 4 } });
    renderWithProviders(<HotelsSection />);
    const rila = await screen.findByRole('group', { name: 'Hotel 1' });
    expect(within(rila).getByLabelText(/Rooms/)).toHaveAccessibleDescription('3 of 8 beds taken');
    await userEvent.click(screen.getByRole('button', { name: 'Add hotel' }));
    const second = screen.getByRole('group', { name: 'Hotel 2' });
    await userEvent.type(within(second).getByLabelText(/Hotel name/), 'Hotel Pirin');
    await userEvent.type(within(second).getByLabelText(/Room type/), 'Single');
    await userEvent.clear(within(second).getByLabelText(/Beds/));
    await userEvent.type(within(second).getByLabelText(/Beds/), '1');
    await userEvent.clear(within(second).getByLabelText(/Rooms/));
    await userEvent.type(within(second).getByLabelText(/Rooms/), '10');
    expect(within(second).getByRole('button', { name: 'Remove hotel Hotel Pirin' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Remove room type Single' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save hotels' }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: HOTELS_SAVED }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(new Headers(put.init.headers).get('If-Match')).toBe('"3"');
    expect(bodyOf(put.init)).toEqual({
      hotels: [
        {
          id: uuid(1),
          name: 'Hotel Rila',
          address: '1 Vitosha Blvd, Sofia',
          roomTypes: [{ id: uuid(2), name: 'Double', capacity: 2, count: 4 }],
        },
        { name: 'Hotel Pirin', address: null, roomTypes: [{ name: 'Single', capacity: 1, count: 10 }] },
      ],
    });
  });

  it('says why a room type with occupants cannot go, and keeps the values', async () => {
    const refusal = 'Room 101 has occupants: move them before removing it.';
    mockFetch({ [READ]: HOTELS, [SAVE]: () => problem(409, refusal) });
    renderWithProviders(<HotelsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove room type Double' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save hotels' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: refusal }));
    expect(screen.queryByLabelText(/Room type/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Hotel name/)).toHaveValue('Hotel Rila');
  });
});
