import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Person } from '@olympiad/shared/schemas';
import { NO_JOURNEY } from '@olympiad/shared/testing';

/** The country whose guests are shown, the contest, and its one guest. */
export const COUNTRY = '11111111-1111-4111-8111-111111111111';
export const CONTEST = '99999999-9999-4999-8999-999999999999';
export const GUEST: Person = {
  id: '66666666-6666-4666-8666-666666666666',
  fullName: 'Gina Guest',
  roles: ['GUEST'],
  countryId: COUNTRY,
  country: { name: 'Atlantis' },
  tShirtSize: 'M',
  picturePath: null,
  timeOfArrival: '2025-08-29T09:15:00',
  arrivalLocation: 'Sofia Airport',
  timeOfDeparture: '2025-09-03T18:00:00',
  departureLocation: 'Other',
  ...NO_JOURNEY,
  contestId: CONTEST,
};

/** The contest's lists as the guest form reads them. */
export const ENUMS = {
  tShirtSizesList: ['S', 'M'],
  operatingSystemNamesList: [],
  arrivalLocationsList: ['Sofia Airport', 'Other'],
  userRolesList: [],
  personRolesList: [],
};

/** Fills Add Guest with Gary Guest, arriving and leaving on the contest's first allowed days. */
export async function fillNewGuest(user: UserEvent) {
  await user.type(screen.getByLabelText(/Full name/), 'Gary Guest');
  await user.type(screen.getByLabelText(/Time of arrival/), '2025-08-28T10:00');
  await user.selectOptions(screen.getByLabelText(/Arrival location/), 'Other');
  await user.type(screen.getByLabelText(/Time of departure/), '2025-09-02T10:00');
  await user.selectOptions(screen.getByLabelText(/Departure location/), 'Other');
}
