import { API, http } from '@olympiad/shared';

/** DELETE /api/Person/{id} (docs/api-rules.md, Calls beyond the specification). */
export function deleteGuest(id: string): Promise<unknown> {
  return http.delete<unknown>(API.person(id));
}
