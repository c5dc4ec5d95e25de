import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { urlOfCall } from '@olympiad/shared';
import type { Leader } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { uuid } from '../../../testing/fixtures';
import { LeadersPage } from '../components/leaders-page';

const leader = (n: number, fullName: string, countryName: string, teamName: string, extra: Partial<Leader> = {}): Leader => ({
  id: uuid(n),
  personId: uuid(n + 100),
  email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
  phoneNumber: `+359${n}`,
  isDeputy: false,
  person: { fullName, tShirtSize: 'L', picturePath: `/api/Picture/${uuid(n + 100)}` },
  teamId: uuid(n + 200),
  teamName,
  teamGroup: 'Junior',
  countryName,
  ...extra,
});

describe('leaders section', () => {
  beforeEach(() => logInAs('Administrator'));

  it('shows picture, full name, country, teams, phone and e-mail, one row per leader, by country', async () => {
    mockFetch({
      [`GET ${urlOfCall('readLeaders')}`]: [
        leader(1, 'Radu Popescu', 'Romania', 'Romania Juniors'),
        leader(2, 'Ivan Petrov', 'Bulgaria', 'Bulgaria Juniors'),
        leader(1, 'Radu Popescu', 'Romania', 'Romania Seniors', { teamGroup: 'Senior', isDeputy: true, teamId: uuid(999) }),
      ],
    });
    renderWithProviders(<LeadersPage />);
    const table = await screen.findByRole('table', { name: 'Leaders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Picture', 'Full name', 'Country', 'Teams', 'Phone number', 'Email']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('cell', { name: 'Ivan Petrov' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'Romania Juniors (Junior); Romania Seniors (Senior, deputy)' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Picture of Radu Popescu' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'radu@example.com' })).toHaveAttribute('href', 'mailto:radu@example.com');
    expect(within(rows[1]!).getByRole('link', { name: '+3591' })).toHaveAttribute('href', 'tel:+3591');
  });

  it('narrows the list by a search and shows it 25 rows a page', async () => {
    mockFetch({
      [`GET ${urlOfCall('readLeaders')}`]: Array.from({ length: 30 }, (_, index) =>
        leader(index + 1, `Leader ${String(index + 1).padStart(2, '0')}`, index === 29 ? 'Zambia' : 'Austria', `Team ${index + 1}`),
      ),
    });
    renderWithProviders(<LeadersPage />);
    const table = await screen.findByRole('table', { name: 'Leaders' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Page 1 of 2 (30 found)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Page 2 of 2 (30 found)')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zambia');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: 'Leader 30' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 (1 found)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leaders table' })).toHaveAttribute('tabindex', '0');
  });

  it('says so when the leaders cannot be loaded', async () => {
    mockFetch({});
    renderWithProviders(<LeadersPage />);
    expect(await screen.findByText(/The leaders could not be loaded/)).toBeInTheDocument();
  });
});
