import { useApi } from '@olympiad/shared';

export function usePeople() {
  return useApi('readPeople', {});
}
