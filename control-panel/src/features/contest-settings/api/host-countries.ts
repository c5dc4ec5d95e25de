import { useApi } from '@olympiad/shared/api';

/** The countries the host can be chosen from, as options of a select. */
export function useHostCountryOptions() {
  const { data } = useApi('readCountries', {});
  return (data ?? []).map((country) => ({ value: country.id, label: country.name }));
}
