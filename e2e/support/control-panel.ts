import { expect, type Page } from '@playwright/test';
import { apiCall } from './api';
import { PNG_FLAG } from './images';
import { adminToken } from './registration';

/** The journey every test team makes. */
export const TRAVEL = {
  timeOfArrival: '2025-08-28T10:00',
  arrivalLocation: 'Sofia Airport',
  arrivalFlightNumber: 'LH 1426',
  timeOfDeparture: '2025-09-03T18:00',
  departureLocation: 'Sofia Airport',
  departureFlightNumber: 'LH 1427',
};

const letters = (n: number) => n.toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/** A country's name of this run's own: letters only, so that a search for it matches no count or date. */
export const ownCountryName = (prefix: string) => `${prefix} ${letters(Date.now())}`;

/**
 * A country of the spec's own, made by the administrator through the api, so that the spec's
 * checks meet no other spec's data. Gives the administrator's token and the country's id for
 * further setup.
 */
export async function ownCountry(page: Page, name: string): Promise<{ token: string; countryId: string }> {
  const token = await adminToken(page);
  const { id: countryId } = await apiCall<{ id: string }>(page.request, 'createCountry', {
    token,
    data: { name, flagImage: PNG_FLAG.buffer.toString('base64') },
  });
  return { token, countryId };
}

/** A country of the spec's own with one junior team: its leader and one contestant, without pictures or a guide. */
export async function countryWithJuniorTeam(
  page: Page,
  {
    country,
    team,
    leader,
    contestant,
  }: { country: string; team: string; leader: { fullName: string; email: string; phone: string }; contestant: string },
): Promise<{ token: string; countryId: string }> {
  const { token, countryId } = await ownCountry(page, country);
  await apiCall(page.request, 'createTeam', {
    token,
    data: {
      name: team,
      countryId,
      leaderCreateModel: {
        leaderPerson: { fullName: leader.fullName, tShirtSize: 'L' },
        leaderEmail: leader.email,
        leaderPhoneNumber: leader.phone,
      },
      contestants: [
        {
          contestant: {
            dateOfBirth: '2011-03-04',
            operatingSystemName: 'Linux',
            contestantPerson: { fullName: contestant, tShirtSize: 'M' },
          },
        },
      ],
      ...TRAVEL,
    },
  });
  return { token, countryId };
}

/** Opens a section of the control panel from its navigation, as an organiser would; its heading is the link's name. */
export async function openSection(page: Page, name: string, path: string) {
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** The search box above a section's list. */
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
