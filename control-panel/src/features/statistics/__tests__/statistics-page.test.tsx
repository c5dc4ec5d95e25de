import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statistics } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { StatisticsPage } from '../components/statistics-page';
import { urlOfCall } from '@olympiad/shared';

const STATISTICS: Statistics = {
  countriesCount: 2,
  contestantStatisticByCountry: {
    Romania: { officialJunior: 4, unofficialJunior: 1, officialSenior: 0, unofficialSenior: 0 },
    Bulgaria: { officialJunior: 3, unofficialJunior: 0, officialSenior: 4, unofficialSenior: 0 },
    Greece: { officialJunior: 0, unofficialJunior: 0, officialSenior: 2, unofficialSenior: 0 },
  },
  tShirtStatistics: { XL: { LEADER: 2 }, S: { CONTESTANT: 5, GUEST: 1 }, M: { CONTESTANT: 7, LEADER: 1 } },
  peopleCount: 20,
  leadersCount: 4,
  contestantsCount: 14,
  guestsCount: 1,
  guidesCount: 1,
  guests: [{ name: 'Gus Guest', country: 'Romania', tShirtSize: 'S' }],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('statistics section', () => {
  beforeEach(() => logInAs('Administrator'));

  it('computes nothing until Get, then shows every figure in tables, each chart described as an image', async () => {
    const { calls } = mockFetch({ [`GET ${urlOfCall('readStatistics', { query: { year: 2025 } })}`]: STATISTICS });
    renderWithProviders(<StatisticsPage />);
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Get' }));

    expect(await screen.findByText('Countries with contestants:')).toHaveTextContent('Countries with contestants: 2');
    expect(rowsOf(screen.getByRole('table', { name: 'People' }))).toEqual([
      ['Who', 'Count'],
      ['People', '20'],
      ['Leaders', '4'],
      ['Contestants', '14'],
      ['Guests', '1'],
      ['Guides', '1'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'T-shirts by size and role' }))).toEqual([
      ['Size', 'CONTESTANT', 'GUEST', 'LEADER', 'Total'],
      ['S', '5', '1', '0', '6'],
      ['M', '7', '0', '1', '8'],
      ['XL', '0', '0', '2', '2'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Junior contestants per country' }))).toEqual([
      ['Country', 'Official', 'Unofficial'],
      ['Bulgaria', '3', '0'],
      ['Romania', '4', '1'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Guests' }))).toEqual([
      ['Name', 'Country', 'T-shirt'],
      ['Gus Guest', 'Romania', 'S'],
    ]);
    expect(await screen.findAllByRole('img', { name: /chart/ })).toHaveLength(3);
  });

  it('computes again on a second Get', async () => {
    const { calls } = mockFetch({ [`GET ${urlOfCall('readStatistics', { query: { year: 2025 } })}`]: STATISTICS });
    renderWithProviders(<StatisticsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Get' }));
    await screen.findByRole('table', { name: 'Guests' });
    await userEvent.click(screen.getByRole('button', { name: 'Get' }));
    await screen.findByRole('button', { name: 'Get' });
    expect(calls.length).toBe(2);
  });

  it('says so when the server cannot compute them', async () => {
    mockFetch({});
    renderWithProviders(<StatisticsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Get' }));
    expect(await screen.findByText(/The statistics could not be computed/)).toBeInTheDocument();
  });
});
