import type { Country } from '@olympiad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { serialize, type CachedRead } from '../../lib/cached-read.js';
import { answerOf } from '../../lib/contract-answer.js';
import type { AuthUser } from '../../plugins/auth.js';
import { readCountries } from './read-countries.js';

const withoutDeadline = (country: Country): Country => ({ ...country, registrationDeadline: null });

/**
 * readCountries as `viewer` sees it. A country's own registration deadline is its registrator's
 * and the Administrators' business only (docs/api-rules.md, Registration windows): an Administrator
 * gets every deadline, a registrator their own country's, anyone else none (null). The answer with
 * every deadline and the one with none are kept in the public cache under keys of their own; a
 * registrator's is made for them alone (their screens read their country through
 * readCountry, so it is rarely asked for), so no viewer is handed another's answer.
 */
export async function countriesSeenBy(app: FastifyInstance, viewer: AuthUser | null): Promise<CachedRead<Country[]>> {
  const all = () => app.publicCache.read('countries:all', async () => answerOf('readCountries', await readCountries(app.db)));
  if (viewer?.role === 'Administrator') return all();
  const own = viewer?.role === 'TeamRegistrator' ? viewer.countryId : null;
  if (!own) return app.publicCache.read('countries', async () => (await all()).value.map(withoutDeadline));
  return serialize((await all()).value.map((country) => (country.id === own ? country : withoutDeadline(country))));
}
