import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { urlOfCall } from '@olympiad/shared';
import { catchDownloads, logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { TransfersPage } from '../components/transfers-page';
import { ARRIVALS } from './transfers-fixtures';

const read = (direction: 'arrival' | 'departure', slotMinutes: number) =>
  `GET ${urlOfCall('readTransfers', { query: { direction, slotMinutes } })}`;

function renderPage(routes: Record<string, unknown> = {}) {
  const server = mockFetch({ [read('arrival', 30)]: ARRIVALS, ...routes });
  renderWithProviders(<TransfersPage />, { route: '/transfers' });
  return server;
}

describe('Transfers (/transfers)', () => {
  beforeEach(() => logInAs('Guide', 'Maria Guide'));
  afterEach(() => jest.useRealTimers());

  it('shows arrivals per day and location in 30-minute slots, with flights and teams', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Transfers' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Arrivals' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Slot length' })).toHaveValue('30');
    const day = await screen.findByRole('region', { name: 'Thursday, 28 August 2025' });
    const airport = within(day).getByRole('region', { name: 'Sofia Airport — 4 people' });
    const [, slot] = within(airport).getAllByRole('row');
    const [time, people, flights, teams] = within(slot!).getAllByRole('cell');
    expect(time).toHaveTextContent('10:00–10:30');
    expect(people).toHaveTextContent('4');
    expect(
      within(flights!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LH 1426, terminal 2 (3)', 'No flight or train number (1)']);
    const [mine, guests] = within(teams!).getAllByRole('listitem');
    expect(mine).toHaveTextContent('BulgariaYour team');
    expect(mine).toHaveTextContent('Lena Leader, Ana Bulgaria');
    expect(within(mine!).getByRole('link', { name: '+359 888 123 456' })).toHaveAttribute('href', 'tel:+359888123456');
    expect(guests).toHaveTextContent('Guests of Chile');
    expect(guests).toHaveTextContent('Gina Guest, Paul Guest');
    expect(guests).not.toHaveTextContent('Your team');
    expect(within(day).getByRole('region', { name: 'Central Station — 1 person' })).toBeInTheDocument();
  });

  it('lists whose travel is missing or incomplete, in words', async () => {
    renderPage();
    const incomplete = await screen.findByRole('region', { name: 'Travel missing or incomplete' });
    const [, row] = within(incomplete).getAllByRole('row');
    expect([...row!.children].map((cell) => cell.textContent)).toEqual([
      'Ivan Petrov',
      'Chile',
      'Chile',
      'time of arrival, flight or train number',
    ]);
  });

  it('reads departures and another slot length when chosen', async () => {
    const departures = { ...ARRIVALS, direction: 'departure' as const, slotMinutes: 60, days: [], incomplete: [] };
    const { calls } = renderPage({ [read('departure', 30)]: { ...departures, slotMinutes: 30 }, [read('departure', 60)]: departures });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Thursday, 28 August 2025' });
    await user.click(screen.getByRole('radio', { name: 'Departures' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Slot length' }), '60 minutes');
    expect(await screen.findByText('Nobody has entered travel for these days yet.')).toBeInTheDocument();
    expect(screen.getByText('Departures, in slots of 60 minutes.')).toBeInTheDocument();
    expect(screen.getByText("Everyone's travel is complete.")).toBeInTheDocument();
    expect(calls.map((call) => `GET ${call.url}`)).toContain(read('departure', 60));
  });

  it('reads the manifest again every second', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { calls } = renderPage();
    await screen.findByRole('region', { name: 'Thursday, 28 August 2025' });
    const before = calls.length;
    await act(() => jest.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it("downloads the manifest as CSV under the server's name", async () => {
    const clicked = catchDownloads();
    const csv = `GET ${urlOfCall('downloadTransfers', { query: { direction: 'arrival', slotMinutes: 30 } })}`;
    renderPage({
      [csv]: () =>
        new Response('day,location\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="transfers-arrival-2025.csv"',
          },
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'transfers-arrival-2025.csv');
  });
});
