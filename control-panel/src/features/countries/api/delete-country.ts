import { API, http } from '@olympiad/shared';

export function deleteCountry(id: string): Promise<void> {
  return http.delete<void>(API.country(id));
}
