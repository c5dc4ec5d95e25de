import { useApi } from '@olympiad/shared/api';

export function usePeople() {
  return useApi('readPeople', {});
}
