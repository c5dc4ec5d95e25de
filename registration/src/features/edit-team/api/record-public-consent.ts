import { callApi } from '@olympiad/shared/api';
import type { PublicConsent } from '@olympiad/shared/schemas';

/** PUT /api/Person/{id}/publicConsent: whether the public may see the person's photo and name. */
export function recordPublicConsent(personId: string, consent: PublicConsent): Promise<PublicConsent> {
  return callApi('recordPublicConsent', { params: { id: personId }, body: consent });
}
