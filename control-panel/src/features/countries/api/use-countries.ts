import { useApi } from '@olympiad/shared';

export function useCountries() {
  return useApi('readCountries', {});
}
