import { callApi } from '@olympiad/shared';

export function deleteCountry(id: string): Promise<void> {
  return callApi('deleteCountry', { params: { id } });
}
