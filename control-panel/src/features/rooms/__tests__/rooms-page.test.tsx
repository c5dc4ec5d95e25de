import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import type { Rooms } from '@olympiad/shared/schemas';
import { catchDownloads, logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { bodyOf } from '../../../testing/fixtures';
import { MIX_QUESTION } from '../mixed-room';
import { ROOMS_PUBLISHED } from '../components/publication';
import { RoomsPage } from '../components/rooms-page';
import { IVAN, mixedRoomRefusal, ROOMS, ZOE } from './rooms-fixtures';

const READ = `GET ${urlOfCall('readRooms')}`;
const allocate = (personId: string) => `PUT ${urlOfCall('allocateRoom', { params: { id: personId } })}`;
const [ZOES_ROOM, IVANS_ROOM] = ROOMS.hotels[0]!.rooms;

/** The rooms after Zoë moved in with Ivan, confirmed by Ada. */
const MIXED: Rooms = {
  ...ROOMS,
  hotels: [
    {
      ...ROOMS.hotels[0]!,
      rooms: [
        { ...ZOES_ROOM!, occupants: [] },
        { ...IVANS_ROOM!, occupants: [IVAN, { ...ZOE, mixedBy: 'Ada' }] },
        ROOMS.hotels[0]!.rooms[2]!,
      ],
    },
  ],
};

const roomRow = (number: string) =>
  within(screen.getByRole('table', { name: 'Hotel Rila' }))
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === number)!;

describe('the Rooms section', () => {
  beforeEach(() => logInAs('Administrator', 'Ada'));

  it("shows each hotel's rooms with their occupants, and who is without a room", async () => {
    mockFetch({ [READ]: ROOMS });
    renderWithProviders(<RoomsPage />, { route: '/controlPanel/rooms' });
    const table = await screen.findByRole('table', { name: 'Hotel Rila' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Room', 'Type', 'Beds', 'Occupants', 'Actions']);
    const cells = within(roomRow('101')).getAllByRole('cell');
    expect(cells.slice(0, 3).map((cell) => cell.textContent)).toEqual(['101', 'Double', '1 of 2 beds']);
    expect(cells[3]).toHaveTextContent('Zoë NúñezMinorContestant · Bulgaria · Bulgaria Juniors');
    expect(within(roomRow('101')).getByRole('button', { name: 'Remove Zoë Núñez from room' })).toBeInTheDocument();
    const without = screen.getByRole('region', { name: 'Without a room' });
    expect(without).toHaveTextContent('2 people without a room.');
    expect(without).toHaveTextContent('Share with Ioana Pop');
    expect(without).toHaveTextContent('Single room wanted');
    expect(screen.getByRole('status')).toHaveTextContent('Not published: registrators and guides do not see the rooms yet.');
  });

  it('asks before it places a contestant with an adult, and places her on confirmation with the note', async () => {
    const { calls } = mockFetch({
      [READ]: ROOMS,
      [allocate(ZOE.personId)]: (init: RequestInit) => ((bodyOf(init) as { confirmMix: boolean }).confirmMix ? MIXED : mixedRoomRefusal()),
    });
    renderWithProviders(<RoomsPage />, { route: '/controlPanel/rooms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Zoë Núñez' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Zoë Núñez' });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a room', 'Hotel Rila, room 102 (Double, 1 of 2 beds)']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Choose a room.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Room/), 'Hotel Rila, room 102 (Double, 1 of 2 beds)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    const question = await screen.findByRole('alertdialog', { name: 'Mixed room' });
    expect(question).toHaveTextContent(MIX_QUESTION);
    await userEvent.click(within(question).getByRole('button', { name: 'Place anyway' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Zoë Núñez placed in room 102.' }));
    expect(roomRow('102')).toHaveTextContent('Mixed, confirmed by Ada');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => bodyOf(call.init))).toEqual([
      { roomId: IVANS_ROOM!.id, confirmMix: false },
      { roomId: IVANS_ROOM!.id, confirmMix: true },
    ]);
  });

  it('places nobody when the organiser cancels the question', async () => {
    const { calls } = mockFetch({ [READ]: ROOMS, [allocate(ZOE.personId)]: () => mixedRoomRefusal() });
    renderWithProviders(<RoomsPage />, { route: '/controlPanel/rooms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Zoë Núñez' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Zoë Núñez' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Room/), 'Hotel Rila, room 102 (Double, 1 of 2 beds)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Mixed room' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(within(roomRow('101')).getByRole('button', { name: 'Move Zoë Núñez' })).toBeInTheDocument();
  });

  it('says how many the suggestion placed, filters by country and free beds, and downloads a rooming list', async () => {
    const hotelId = ROOMS.hotels[0]!.id;
    mockFetch({
      [READ]: ROOMS,
      [`POST ${urlOfCall('suggestRooms')}`]: { ...ROOMS, unallocated: [] },
      [`GET ${urlOfCall('downloadRoomingList', { params: { hotelId } })}`]: () =>
        new Response('room,type,occupant\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="rooming-list-hotel-rila.csv"' },
        }),
    });
    const downloads = catchDownloads();
    renderWithProviders(<RoomsPage />, { route: '/controlPanel/rooms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest rooms' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: '2 people placed.' }));
    expect(screen.getByRole('region', { name: 'Without a room' })).toHaveTextContent('Everyone has a room.');

    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Romania');
    expect(within(screen.getByRole('table', { name: 'Hotel Rila' })).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only rooms with free beds' }));
    expect(screen.getByText('No room matches the filters.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download rooming list of Hotel Rila' }));
    await waitFor(() => expect(downloads.map((link) => link.download)).toEqual(['rooming-list-hotel-rila.csv']));
  });

  it('publishes the allocation after its confirmation and says when and by whom', async () => {
    const { calls } = mockFetch({
      [READ]: ROOMS,
      [`PUT ${urlOfCall('publishRooms')}`]: { ...ROOMS, publishedAt: '2025-08-20T11:31:00.000Z', publishedBy: 'Ada' },
    });
    renderWithProviders(<RoomsPage />, { route: '/controlPanel/rooms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish allocation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish allocation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish allocation' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: ROOMS_PUBLISHED }));
    expect(screen.getByRole('status')).toHaveTextContent('Published on 08/20/2025 14:31 by Ada');
    expect(screen.getByRole('button', { name: 'Withdraw publication' })).toBeInTheDocument();
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toEqual({ published: true });
  });
});
