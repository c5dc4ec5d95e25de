import type { User } from '@olympiad/shared/schemas';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, users } from '../../db/schema.js';

/** Users as listed to administrators: never a password or its hash. */
export function selectUsers(db: Db | Tx, where?: SQL): Promise<User[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      username: users.username,
      role: users.role,
      countryId: users.countryId,
      countryName: countries.name,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(where)
    .orderBy(asc(users.email));
}
