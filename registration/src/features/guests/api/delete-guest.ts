import { API, http } from '@olympiad/shared';

/** DELETE /api/Person/{id} (CONTRACT.md: the guest delete call). */
export function deleteGuest(id: string): Promise<unknown> {
  return http.delete<unknown>(API.person(id));
}
