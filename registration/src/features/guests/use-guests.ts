import { useContest } from '@olympiad/shared';
import { urlOfCall, useApi, type LocationOf } from '@olympiad/shared/api';
import { useRegistrationCountry } from '../../components/use-registration-country';

/** The registered country's GUEST people in the current contest; null until both are known. */
function useGuestsLocation(): LocationOf<'readPeopleOfCountry'> | null {
  const { countryId } = useRegistrationCountry();
  const contestId = useContest().data?.id;
  return countryId && contestId ? { params: { role: 'GUEST', x: countryId }, query: { contestId } } : null;
}

/** The swr key of the guests, for a save to revalidate. */
export function useGuestsKey(): string | null {
  const location = useGuestsLocation();
  return location ? urlOfCall('readPeopleOfCountry', location) : null;
}

export function useGuests() {
  return useApi('readPeopleOfCountry', useGuestsLocation());
}
