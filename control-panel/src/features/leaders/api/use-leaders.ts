import { useApi } from '@olympiad/shared/api';

export function useLeaders() {
  return useApi('readLeaders', {});
}
