import { screen, within } from '@testing-library/react';
import type { HistoryPage as HistoryAnswer } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { HistoryPage } from '../components/history-page';
import { urlOfCall } from '@olympiad/shared';

const COUNTRY = '11111111-1111-4111-8111-111111111111';
const TEAM = '22222222-2222-4222-8222-222222222222';

const FIELD = { hidden: false, kind: 'value', refersTo: null, oldName: null, newName: null } as const;

const PAGE: HistoryAnswer = {
  entries: [
    {
      id: 7,
      at: '2025-08-28T11:30:00.000Z',
      userId: '33333333-3333-4333-8333-333333333333',
      userEmail: 'rita@example.com',
      userName: 'Rita',
      call: `PUT ${urlOfCall('editContestant')}`,
      entity: 'person',
      entityId: '44444444-4444-4444-8444-444444444444',
      label: 'Ana Lopez',
      countryId: COUNTRY,
      countryName: 'Chile',
      teamId: TEAM,
      teamName: 'Team Chile',
      operation: 'update',
      fields: [
        { ...FIELD, field: 'fullName', old: 'Ana', new: 'Ana Lopez' },
        { ...FIELD, field: 'pictureId', old: null, new: null, hidden: true, kind: 'reference' },
        { ...FIELD, field: 'timeOfArrival', old: '2025-08-28T10:00:00', new: '2025-08-28T14:30:00', kind: 'wallClock' },
      ],
    },
  ],
  page: 1,
  pageSize: 50,
  total: 1,
};

describe("a registrator's History", () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', COUNTRY));

  it("lists their country's changes: when at the venue, who, what and each field in words, a picture only as changed", async () => {
    mockFetch({ [`GET ${urlOfCall('readHistory', { query: { page: 1 } })}`]: PAGE });
    renderWithProviders(<HistoryPage />, { route: '/history' });
    const table = await screen.findByRole('table', { name: 'Changes' });
    expect(within(table).getByRole('columnheader', { name: 'When (venue time, Europe/Sofia)' })).toBeInTheDocument();
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '08/28/2025 14:30',
      'Rita (rita@example.com)',
      'Changed person Ana LopezTeam Chile',
      'Full name: Ana → Ana LopezPicture: changedTime of arrival: 08/28/2025 10:00 → 08/28/2025 14:30',
    ]);
    expect(screen.getByText('Page 1 of 1 (1 found)')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    mockFetch({ [`GET ${urlOfCall('readHistory', { query: { page: 1 } })}`]: { ...PAGE, entries: [], total: 0 } });
    renderWithProviders(<HistoryPage />, { route: '/history' });
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  });
});
