import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.js';
import { HOST_COUNTRY } from '../seed-content.js';
import {
  committeeMembers,
  committees,
  contestants,
  countries,
  guides,
  guideTeams,
  healthDetails,
  images,
  leaders,
  people,
  stayDetails,
  teams,
} from '../schema.js';
import { buildDemoEdition } from './build-edition.js';
import { seedDemoHotels } from './demo-hotels.js';
import { buildDemoStay } from './demo-stay.js';

/** Well under PostgreSQL's 65,535 bind parameters per statement for every table here. */
const ROWS_PER_INSERT = 500;

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await tx.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

export interface DemoCounts {
  countries: number;
  teams: number;
  people: number;
}

/** Loads the demo edition into the freshly seeded contest, inside the caller's transaction. */
export async function seedDemo(tx: Tx, contestId: string): Promise<DemoCounts> {
  const edition = buildDemoEdition(contestId);
  await insertAll(tx, images, edition.images);
  await insertAll(tx, countries, edition.countries);
  await tx.update(countries).set({ flagImageId: edition.hostFlagImageId }).where(eq(countries.id, HOST_COUNTRY.id));
  await insertAll(tx, people, edition.people);
  await insertAll(tx, teams, edition.teams);
  await insertAll(tx, leaders, edition.leaders);
  await insertAll(tx, contestants, edition.contestants);
  await insertAll(tx, guides, edition.guides);
  await insertAll(tx, guideTeams, edition.guideTeams);
  await insertAll(tx, committees, edition.committees);
  await insertAll(tx, committeeMembers, edition.committeeMembers);
  const stay = buildDemoStay(edition);
  await insertAll(tx, stayDetails, stay.stayDetails);
  await insertAll(tx, healthDetails, stay.healthDetails);
  await seedDemoHotels(tx, contestId);
  return { countries: edition.countries.length + 1, teams: edition.teams.length, people: edition.people.length };
}
