import type { AvailableEnums } from '@olympiad/shared/schemas';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { enumerations } from '../db/schema.js';

export async function readEnums(db: Db): Promise<AvailableEnums> {
  const rows = await db.select().from(enumerations).orderBy(asc(enumerations.kind), asc(enumerations.position));
  const values = (kind: (typeof rows)[number]['kind']) => rows.filter((row) => row.kind === kind).map((row) => row.value);
  return {
    tShirtSizesList: values('tShirtSize'),
    operatingSystemNamesList: values('operatingSystem'),
    arrivalLocationsList: values('arrivalLocation'),
    userRolesList: values('userRole'),
    personRolesList: values('personRole'),
  };
}
