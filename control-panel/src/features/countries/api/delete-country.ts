import { callApi } from '@olympiad/shared/api';

export function deleteCountry(id: string): Promise<void> {
  return callApi('deleteCountry', { params: { id } });
}
