import { urlOfCall } from '@olympiad/shared';
import type { Country } from '@olympiad/shared/schemas';

/**
 * The fake server's answer to a registrator's read of their own country (readCountry),
 * which the registration phase waits for: the contest's deadline holds unless one is given.
 */
export const ownCountryRead = (id: string, registrationDeadline: string | null = null): Record<string, Country> => ({
  [`GET ${urlOfCall('readCountry', { params: { id } })}`]: { id, name: 'Chile', flagImage: null, registrationDeadline, version: 1 },
});
