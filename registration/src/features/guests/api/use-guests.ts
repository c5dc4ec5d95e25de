import useSWR from 'swr';
import { API, fetcher, useContest } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';
import { useRegistrationCountry } from '../../../components/use-registration-country';

/** The swr key of the guests: the registered country's GUEST people in the current contest. */
export function useGuestsKey(): string | null {
  const { countryId } = useRegistrationCountry();
  const contestId = useContest().data?.id;
  return countryId && contestId ? API.countryGuests(countryId, contestId) : null;
}

export function useGuests() {
  return useSWR<Person[]>(useGuestsKey(), fetcher);
}
