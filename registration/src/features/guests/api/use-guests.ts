import useSWR from 'swr';
import { API, fetcher, useAuth, useContest } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';

/** The swr key of the registrator's guests: their country's GUEST people in the current contest. */
export function useGuestsKey(): string | null {
  const countryId = useAuth().user?.countryId;
  const contestId = useContest().data?.id;
  return countryId && contestId ? API.countryGuests(countryId, contestId) : null;
}

export function useGuests() {
  return useSWR<Person[]>(useGuestsKey(), fetcher);
}
