import { callApi } from '@olympiad/shared/api';
import type { GuestForm, Person, SavePersonDraft } from '@olympiad/shared/schemas';

interface GuestContext {
  /** The guest being edited; absent for a new one. */
  id?: string | undefined;
  countryId: string;
  contestId: string;
}

/** The person payload of a guest: role GUEST, the user's country and the current contest (docs/screens.md, Guests). */
function guestPayload(values: GuestForm, { id, countryId, contestId }: GuestContext): SavePersonDraft {
  return { ...(id ? { id } : {}), ...values, roles: ['GUEST'], countryId, contestId };
}

/**
 * createPerson for a new guest, updatePerson for an edit (`headers`: the If-Match of
 * the form's version); a truthy answer, the saved guest, means success.
 */
export async function saveGuest(values: GuestForm, context: GuestContext, headers?: Record<string, string>): Promise<Person> {
  const payload = guestPayload(values, context);
  const saved = context.id
    ? await callApi('updatePerson', { params: { id: context.id }, body: payload, headers })
    : await callApi('createPerson', { body: payload });
  if (!saved) throw new Error('The guest was not saved.');
  return saved;
}
