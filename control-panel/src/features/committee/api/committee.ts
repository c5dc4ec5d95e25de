import { callApi, useApi } from '@olympiad/shared/api';
import type { CommitteeEdit, Person, SavePersonInput, SaveCommitteesInput } from '@olympiad/shared/schemas';

/** Committee people with every field and the committees they sit on. */
export function useCommitteePeople() {
  return useApi('readCommitteePeople', {});
}

/** The contest's committees with their members by person id. */
export function useCommittees(contestId: string | undefined) {
  return useApi('readCommittees', contestId ? { params: { id: contestId } } : null);
}

/** With an id the person is edited (`headers`: the If-Match of the form's version), without one added. */
export function savePerson(person: SavePersonInput, headers?: Record<string, string>): Promise<Person> {
  return person.id
    ? callApi('updatePerson', { params: { id: person.id }, body: person, headers })
    : callApi('createPerson', { body: person });
}

export function saveCommittees(contestId: string, committees: SaveCommitteesInput): Promise<CommitteeEdit[]> {
  return callApi('saveCommittees', { params: { id: contestId }, body: committees });
}
