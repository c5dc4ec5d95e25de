import { screen, within } from '@testing-library/react';
import { urlOfCall } from '@olympiad/shared';
import type { Kitchen } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { uuid } from '../../../testing/fixtures';
import { KitchenPage } from '../components/kitchen-page';

const diets = (counts: Partial<Kitchen['days'][number]['diets']>) => ({
  none: 0,
  vegetarian: 0,
  vegan: 0,
  halal: 0,
  kosher: 0,
  other: 0,
  unanswered: 0,
  ...counts,
});

const KITCHEN: Kitchen = {
  days: [
    { date: '2025-08-28', total: 5, diets: diets({ none: 2, vegan: 1, unanswered: 2 }) },
    { date: '2025-08-29', total: 6, diets: diets({ none: 2, vegan: 1, other: 1, unanswered: 2 }) },
  ],
  withoutTravel: 3,
  people: [
    {
      personId: uuid(1),
      fullName: 'Zoë Núñez',
      role: 'Contestant',
      countryName: 'Chile',
      diet: 'vegan',
      dietOther: null,
      allergies: 'Peanuts',
    },
    {
      personId: uuid(2),
      fullName: 'Ivan Petrov',
      role: 'Leader',
      countryName: 'Bulgaria',
      diet: 'other',
      dietOther: 'No pork',
      allergies: null,
    },
  ],
};

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the Kitchen section', () => {
  beforeEach(() => logInAs('Administrator', 'Ada'));

  it('counts each diet per day of stay, says who has no travel, and lists allergies and diets', async () => {
    mockFetch({ [`GET ${urlOfCall('readKitchen')}`]: KITCHEN });
    renderWithProviders(<KitchenPage />, { route: '/controlPanel/kitchen' });
    const days = await screen.findByRole('table', { name: 'Diets per day' });
    const [header, first] = within(days).getAllByRole('row');
    expect(cellsOf(header!)).toEqual([
      'Day',
      'No special diet',
      'Vegetarian',
      'Vegan',
      'Halal',
      'Kosher',
      'Other',
      'Not answered',
      'Total',
    ]);
    expect(cellsOf(first!)).toEqual(['08/28/2025', '2', '0', '1', '0', '0', '0', '2', '5']);
    expect(screen.getByText('People without travel: 3')).toBeInTheDocument();
    const people = within(screen.getByRole('table', { name: 'Allergies and diets' })).getAllByRole('row');
    expect(cellsOf(people[0]!)).toEqual(['Name', 'Country', 'Role', 'Diet', 'Allergies']);
    expect(cellsOf(people[1]!)).toEqual(['Zoë Núñez', 'Chile', 'Contestant', 'Vegan', 'Peanuts']);
    expect(cellsOf(people[2]!)).toEqual(['Ivan Petrov', 'Bulgaria', 'Leader', 'Other: No pork', '']);
  });
});
