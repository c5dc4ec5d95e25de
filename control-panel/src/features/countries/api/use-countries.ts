import { useApi } from '@olympiad/shared/api';

export function useCountries() {
  return useApi('readCountries', {});
}
