import { callApi } from '@olympiad/shared/api';

/** DELETE /api/Person/{id} (docs/api-rules.md, Calls beyond the specification). */
export function deleteGuest(id: string): Promise<void> {
  return callApi('deletePerson', { params: { id } });
}
