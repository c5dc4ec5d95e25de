import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';

export function usePeople() {
  return useSWR<Person[]>(API.people, fetcher);
}
