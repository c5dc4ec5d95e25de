import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryPage as HistoryAnswer } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { uuid } from '../../../testing/fixtures';
import { HistoryPage } from '../components/history-page';
import { urlOfCall } from '@olympiad/shared';

const FIELD = { hidden: false, kind: 'value', refersTo: null, oldName: null, newName: null } as const;

const entry = (id: number, overrides: Partial<HistoryAnswer['entries'][number]> = {}): HistoryAnswer['entries'][number] => ({
  id,
  at: '2025-08-28T11:30:00.000Z',
  userId: uuid(9),
  userEmail: 'rita@example.com',
  userName: 'Rita',
  call: `PUT ${urlOfCall('editTeamBasics')}`,
  entity: 'team',
  entityId: uuid(11),
  label: 'Team Chile',
  countryId: uuid(1),
  countryName: 'Chile',
  teamId: uuid(11),
  teamName: 'Team Chile',
  operation: 'update',
  fields: [{ ...FIELD, field: 'name', old: 'Chile', new: 'Team Chile' }],
  ...overrides,
});

const PAGE: HistoryAnswer = {
  entries: [
    entry(2),
    entry(1, {
      entity: 'person',
      label: 'Ana Lopez',
      operation: 'update',
      fields: [{ ...FIELD, field: 'pictureId', old: null, new: null, hidden: true, kind: 'reference' }],
    }),
  ],
  page: 1,
  pageSize: 50,
  total: 51,
};

describe('the History section', () => {
  beforeEach(() => logInAs('Administrator', 'Ada'));

  it("shows each change, the team's filter from the address, and asks for the next page", async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readHistory', { query: { teamId: uuid(11), page: 1 } })}`]: PAGE,
      [`GET ${urlOfCall('readHistory', { query: { teamId: uuid(11), page: 2 } })}`]: { ...PAGE, entries: [entry(0)], page: 2 },
      [`GET ${urlOfCall('readUsers')}`]: [],
      [`GET ${urlOfCall('readCountries')}`]: [{ id: uuid(1), name: 'Chile', flagImage: null, registrationDeadline: null, version: 1 }],
      [`GET ${urlOfCall('readTeams')}`]: [],
    });
    renderWithProviders(<HistoryPage />, { route: `/controlPanel/history?teamId=${uuid(11)}` });
    const table = await screen.findByRole('table', { name: 'Changes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['08/28/2025 14:30', 'Rita (rita@example.com)', 'Changed team Team ChileChile', 'Name: Chile → Team Chile'],
      ['08/28/2025 14:30', 'Rita (rita@example.com)', 'Changed person Ana LopezChile, Team Chile', 'Picture: changed'],
    ]);
    expect(screen.getByText('Page 1 of 2 (51 found)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (51 found)')).toBeInTheDocument();
    expect(calls.some((call) => call.url === urlOfCall('readHistory', { query: { teamId: uuid(11), page: 2 } }))).toBe(true);
  });
});
