import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Country } from '@olympiad/shared/schemas';

/** The countries the host can be chosen from, as options of a select. */
export function useHostCountryOptions() {
  const { data } = useSWR<Country[]>(API.countries, fetcher);
  return (data ?? []).map((country) => ({ value: country.id, label: country.name }));
}
