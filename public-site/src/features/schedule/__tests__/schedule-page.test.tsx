import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { CONTEST_REQUEST, contestWith } from '../../../testing/contest-fixture';
import { scheduleFrom } from '../programme';
import { SchedulePage } from '../components/schedule-page';

describe('schedule', () => {
  it('dates the programme from the contest start, across a month end, as written', () => {
    const days = scheduleFrom('2025-08-28T00:30:00+03:00');
    expect(days.map((day) => day.date)).toEqual(['08/28/2025', '08/29/2025', '08/30/2025', '08/31/2025', '09/01/2025', '09/02/2025']);
  });

  it('shows the fixed programme with both sessions on each competition day, and the note', async () => {
    mockFetch({ [CONTEST_REQUEST]: contestWith({ startDate: '2025-08-28T09:00:00+03:00' }) });
    renderWithProviders(<SchedulePage />);
    const table = await screen.findByRole('table', { name: 'Programme' });
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '08/28/2025Arrival day',
      '08/29/2025Excursion and practice',
      '08/30/2025Competition day 1Seniors sessionJuniors session',
      '08/31/2025Competition day 2Seniors sessionJuniors session',
      '09/01/2025Results publishingAward ceremony',
      '09/02/2025Departure day',
    ]);
    expect(screen.getByText('The schedule may change.')).toBeInTheDocument();
  });
});
