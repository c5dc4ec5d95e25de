import { http } from '@olympiad/shared';

export function deleteCountry(id: string): Promise<void> {
  return http.delete<void>(`api/Country/${id}`);
}
