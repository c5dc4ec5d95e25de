import { useApi } from '@olympiad/shared';

export function useLeaders() {
  return useApi('readLeaders', {});
}
