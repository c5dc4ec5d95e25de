import { useCountries } from '../../components/reads';

/** The countries the host can be chosen from, as options of a select. */
export function useHostCountryOptions() {
  const { data } = useCountries();
  return (data ?? []).map((country) => ({ value: country.id, label: country.name }));
}
