import useSWR from 'swr';
import { API, fetcher, http } from '@olympiad/shared';
import type { CommitteeEdit, CommitteePerson, Person, SavePersonInput, SaveCommitteesInput } from '@olympiad/shared/schemas';

/** Committee people with every field and the committees they sit on. */
export function useCommitteePeople() {
  return useSWR<CommitteePerson[]>(API.committeePeople, fetcher);
}

/** The contest's committees with their members by person id. */
export function useCommittees(contestId: string | undefined) {
  return useSWR<CommitteeEdit[]>(contestId ? API.committees(contestId) : null, fetcher);
}

/** With an id the person is edited (`headers`: the If-Match of the form's version), without one added. */
export function savePerson(person: SavePersonInput, headers?: Record<string, string>): Promise<Person> {
  return person.id ? http.put<Person>(API.person(person.id), person, headers) : http.post<Person>(API.people, person);
}

export function saveCommittees(contestId: string, committees: SaveCommitteesInput): Promise<CommitteeEdit[]> {
  return http.put<CommitteeEdit[]>(API.committees(contestId), committees);
}
