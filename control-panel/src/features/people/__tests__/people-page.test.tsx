import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, renderWithProviders } from '@olympiad/shared/testing';
import { person } from '../../../testing/fixtures';
import { PeoplePage } from '../components/people-page';
import { servePeople } from './serve-people';

const romania = { countryId: null, country: { name: 'Romania' } };
const bulgaria = { countryId: null, country: { name: 'Bulgaria' } };
/** In the server's order (readPeoplePage sorts: api/test/routes/people-page.test.ts). */
const PEOPLE = [
  person(4, 'Gate Two', { ...bulgaria, roles: ['GUEST', 'COMMITTEE'], timeOfArrival: '2025-08-29T23:45:00', arrivalLocation: 'Gate 2' }),
  person(3, 'Gate Ten', { ...bulgaria, roles: ['GUEST'], timeOfArrival: '2025-08-28T08:00:00', arrivalLocation: 'Gate 10' }),
  person(5, 'Early Bird', { ...romania, roles: ['GUIDE'], timeOfArrival: '2025-08-27T06:00:00', arrivalLocation: 'Sofia Airport' }),
  person(2, 'Ivan Ivanov', {
    ...bulgaria,
    roles: ['CONTESTANT'],
    timeOfArrival: '2025-08-28T14:30:00',
    arrivalLocation: 'sofia airport',
    timeOfDeparture: null,
    departureLocation: null,
  }),
  person(1, 'Ana Pop', {
    ...romania,
    roles: ['LEADER'],
    timeOfArrival: '2025-08-28T14:30:00',
    arrivalLocation: 'Sofia Airport',
    timeOfDeparture: '2025-09-03T09:05:00',
    departureLocation: 'Sofia Airport',
  }),
];

/** The spec's eight columns of each row (the row's actions come after them: export-person-data.test.tsx). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 8)
        .map((c) => c.textContent),
    );

const many = Array.from({ length: 30 }, (_, index) =>
  person(index + 10, `Person ${String(index + 1).padStart(2, '0')}`, {
    ...(index === 0 ? romania : bulgaria),
    roles: ['GUEST'],
    timeOfArrival: `2025-08-28T${String(index % 24).padStart(2, '0')}:00:00`,
    arrivalLocation: 'Gate 1',
  }),
);

/** The queries readPeoplePage was sent, each as its address's search part. */
const queries = (asked: URLSearchParams[]) => asked.map((query) => query.toString());

describe('people section', () => {
  beforeEach(() => logInAs('Administrator'));

  it("reads the first page only and shows it in the server's order, in the spec formats", async () => {
    const { asked } = servePeople(PEOPLE);
    renderWithProviders(<PeoplePage />);
    const table = await screen.findByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Name',
      'Country',
      'Role',
      'T-Shirt Size',
      'Arrival Time',
      'Arrival Location',
      'Departure Time',
      'Departure Location',
      'Actions',
    ]);
    expect(rowsOf(table)).toEqual([
      ['Gate Two', 'Bulgaria', 'GUEST, COMMITTEE', 'M', '08/29/2025 23:45', 'Gate', '', 'Other'],
      ['Gate Ten', 'Bulgaria', 'GUEST', 'M', '08/28/2025 8:00', 'Gate', '', 'Other'],
      ['Early Bird', 'Romania', 'GUIDE', 'M', '08/27/2025 6:00', 'Sofia', '', 'Other'],
      ['Ivan Ivanov', 'Bulgaria', 'CONTESTANT', 'M', '08/28/2025 14:30', 'sofia', '', ''],
      ['Ana Pop', 'Romania', 'LEADER', 'M', '08/28/2025 14:30', 'Sofia', '09/03/2025 9:05', 'Sofia'],
    ]);
    expect(queries(asked)).toEqual(['page=1']);
  });

  it('filters by arrival day on the server, offering the days it names, saying which day in the heading', async () => {
    const { asked } = servePeople(PEOPLE);
    renderWithProviders(<PeoplePage />);
    const day = await screen.findByRole('combobox', { name: 'Arrival day' });
    await waitFor(() =>
      expect(
        within(day)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All days', '08/27/2025', '08/28/2025', '08/29/2025']),
    );
    await userEvent.selectOptions(day, '2025-08-28');
    const table = await screen.findByRole('table', { name: 'People arriving on 08/28/2025' });
    await waitFor(() => expect(rowsOf(table).map((row) => row[0])).toEqual(['Gate Ten', 'Ivan Ivanov', 'Ana Pop']));
    expect(screen.getByText(/^3 people/)).toBeInTheDocument();
    expect(queries(asked)).toContain('page=1&arrivalDay=2025-08-28');
  });

  it('keeps the first word of a location and gives the full name as its title, reachable by keyboard', async () => {
    servePeople(PEOPLE);
    renderWithProviders(<PeoplePage />);
    const table = await screen.findByRole('table', { name: 'People' });
    const abbreviations = table.querySelectorAll('abbr[title="Sofia Airport"]');
    expect(abbreviations.length).toBeGreaterThan(0);
    expect(abbreviations[0]).toHaveTextContent(/^Sofia$/);
    expect(abbreviations[0]).toHaveAttribute('tabindex', '0');
  });

  it('asks the server for the next page, and for a search once typing pauses, from its first page', async () => {
    const { asked } = servePeople(many);
    renderWithProviders(<PeoplePage />);
    await screen.findByRole('table', { name: 'People' });
    expect(screen.getByText('Page 1 of 2 (30 found)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2 (30 found)')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'People' }))).toHaveLength(5));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'romania');
    expect(await screen.findByText('Page 1 of 1 (1 found)')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'People' })).map((row) => row[0])).toEqual(['Person 01']);
    // One read for the word, none for each key typed.
    expect(queries(asked)).toEqual(['page=1', 'page=2', 'page=1&search=romania']);
  });

  it('says when a search finds nobody', async () => {
    servePeople(PEOPLE);
    renderWithProviders(<PeoplePage />);
    await screen.findByRole('table', { name: 'People' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No people match the search.')).toBeInTheDocument();
    expect(screen.getByText(/^0 people/)).toBeInTheDocument();
  });

  it('prints every page: Print reads every match of the filters, then prints them all', async () => {
    const { asked } = servePeople(many);
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      act(() => {
        window.dispatchEvent(new Event('beforeprint'));
      });
    });
    renderWithProviders(<PeoplePage />);
    const table = await screen.findByRole('table', { name: 'People' });
    expect(rowsOf(table)).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(queries(asked)).toContain('page=1&pageSize=30');
    expect(rowsOf(table)).toHaveLength(30);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(rowsOf(table)).toHaveLength(25);
    print.mockRestore();
  });
});
