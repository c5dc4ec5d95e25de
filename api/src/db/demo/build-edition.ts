import { randomUUID } from 'node:crypto';
import { ARRIVAL_LOCATIONS, DEFAULT_SITE_ID, OPERATING_SYSTEMS, T_SHIRT_SIZES } from '@olympiad/shared/schemas';
import type {
  committeeMembers,
  committees,
  contestants,
  countries,
  guides,
  guideTeams,
  images,
  leaders,
  people,
  teams,
} from '../schema.js';
import { HOST_COUNTRY } from '../seed-content.js';
import { stripedFlagPng, type Rgb } from './flag-png.js';
import { demoJourneys } from './journeys.js';
import { initialsSvg } from './initials-svg.js';
import { COMMITTEE_NAMES, DEMO_COUNTRIES, FIRST_NAMES, LAST_NAMES } from './names.js';
import { createRandom, type Random } from './random.js';

export interface DemoEdition {
  images: (typeof images.$inferInsert)[];
  countries: (typeof countries.$inferInsert)[];
  /** The host country exists already; it only gets a flag. */
  hostFlagImageId: string;
  people: (typeof people.$inferInsert)[];
  teams: (typeof teams.$inferInsert)[];
  leaders: (typeof leaders.$inferInsert)[];
  contestants: (typeof contestants.$inferInsert)[];
  guides: (typeof guides.$inferInsert)[];
  guideTeams: (typeof guideTeams.$inferInsert)[];
  committees: (typeof committees.$inferInsert)[];
  committeeMembers: (typeof committeeMembers.$inferInsert)[];
}

const SEED = 2025;
const TEAMS_PER_GUIDE = 2;
const PALETTE: readonly Rgb[] = [
  [206, 17, 38],
  [0, 56, 147],
  [255, 255, 255],
  [0, 122, 61],
  [252, 209, 22],
  [0, 0, 0],
  [0, 155, 220],
  [237, 112, 20],
];

const pad = (value: number) => String(value).padStart(2, '0');
const arrival = (random: Random) => `2025-08-28 ${pad(random.int(6, 22))}:${pad(random.pick([0, 15, 30, 45]))}:00`;
const departure = (random: Random) => `2025-09-${pad(random.int(2, 4))} ${pad(random.int(6, 22))}:${pad(random.pick([0, 15, 30, 45]))}:00`;
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '.');

/**
 * The whole demo edition as rows, built in memory. Its content comes from one seed, so every
 * installation tries the product on the same countries, teams and names; its ids come from
 * `newId`, random on each installation, so no id of one (a person's, a picture's) can be known
 * from another. Every value passes the forms' own rules (phones of digits and +, contestants born
 * on or after the specification's minimum), so a seeded person can be edited like a registered one.
 */
export function buildDemoEdition(contestId: string, newId: () => string = randomUUID): DemoEdition {
  const random = createRandom(SEED);
  const edition: DemoEdition = {
    images: [],
    countries: [],
    hostFlagImageId: '',
    people: [],
    teams: [],
    leaders: [],
    contestants: [],
    guides: [],
    guideTeams: [],
    committees: [],
    committeeMembers: [],
  };

  const flag = () => {
    const colors = [random.pick(PALETTE), random.pick(PALETTE), random.pick(PALETTE)] as const;
    const id = newId();
    edition.images.push({ id, contentType: 'image/png', data: stripedFlagPng(colors, random.chance(0.4)) });
    return id;
  };

  const journeys = demoJourneys();
  const drawTravel = () => ({
    timeOfArrival: arrival(random),
    arrivalLocation: random.pick(ARRIVAL_LOCATIONS),
    timeOfDeparture: departure(random),
    departureLocation: random.pick(ARRIVAL_LOCATIONS),
  });

  const usedNames = new Set<string>();
  const person = (roles: string[], countryId: string, travels: boolean) => {
    let fullName: string;
    do fullName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    while (usedNames.has(fullName) && usedNames.size < FIRST_NAMES.length * LAST_NAMES.length);
    usedNames.add(fullName);
    const pictureId = newId();
    edition.images.push({ id: pictureId, contentType: 'image/svg+xml', data: initialsSvg(fullName, random.int(0, 359)) });
    const id = newId();
    edition.people.push({
      id,
      fullName,
      roles,
      countryId,
      contestId,
      pictureId,
      tShirtSize: random.pick(T_SHIRT_SIZES),
      ...(travels ? journeys(drawTravel()) : {}),
    });
    return { id, fullName };
  };

  const team = (countryId: string, name: string, group: 'Junior' | 'Senior') => {
    const teamId = newId();
    edition.teams.push({
      id: teamId,
      contestId,
      countryId,
      name,
      contestantGroup: group,
      siteId: DEFAULT_SITE_ID,
      ...journeys(drawTravel()),
    });
    for (const isDeputy of random.chance(0.5) ? [false, true] : [false]) {
      const leader = person(['LEADER'], countryId, false);
      edition.leaders.push({
        personId: leader.id,
        teamId,
        isDeputy,
        email: isDeputy && random.chance(0.5) ? null : `${slug(leader.fullName)}@example.org`,
        phoneNumber: `+35988${random.int(1000000, 9999999)}`,
      });
    }
    for (let index = random.int(1, 4); index > 0; index -= 1) {
      const contestant = person(['CONTESTANT'], countryId, false);
      const hasPersonForContact = random.chance(0.2);
      edition.contestants.push({
        personId: contestant.id,
        teamId,
        contestantGroup: group,
        siteId: DEFAULT_SITE_ID,
        dateOfBirth: `${group === 'Junior' ? random.int(2011, 2013) : random.int(2010, 2011)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
        operatingSystemName: random.pick(OPERATING_SYSTEMS),
        hasPersonForContact,
        personForContactName: hasPersonForContact ? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}` : null,
        personForContactPhoneNumber: hasPersonForContact ? `+35987${random.int(1000000, 9999999)}` : null,
      });
    }
  };

  edition.hostFlagImageId = flag();
  const countryIds = [HOST_COUNTRY.id];
  for (const name of DEMO_COUNTRIES) {
    const id = newId();
    edition.countries.push({ id, name, flagImageId: flag() });
    countryIds.push(id);
  }
  for (const [index, countryId] of countryIds.entries()) {
    const name = index === 0 ? 'Bulgaria' : DEMO_COUNTRIES[index - 1]!;
    team(countryId, name, 'Junior');
    if (random.chance(0.35)) team(countryId, `${name} Seniors`, 'Senior');
    for (let guests = random.chance(0.25) ? random.int(1, 2) : 0; guests > 0; guests -= 1) person(['GUEST'], countryId, true);
  }

  const teamIds = edition.teams.map((row) => row.id!);
  for (let start = 0; start < teamIds.length; start += TEAMS_PER_GUIDE) {
    const guideId = newId();
    const guidePerson = person(['GUIDE'], HOST_COUNTRY.id, false);
    edition.guides.push({
      id: guideId,
      personId: guidePerson.id,
      phoneNumber: `+35989${random.int(1000000, 9999999)}`,
      schoolName: random.pick(['First English School', 'Math High School', 'Sofia Tech School']),
      classDesignator: `${random.int(9, 12)}${random.pick(['A', 'B', 'V'])}`,
    });
    for (const teamId of teamIds.slice(start, start + TEAMS_PER_GUIDE)) edition.guideTeams.push({ guideId, teamId });
  }

  for (const [position, name] of COMMITTEE_NAMES.entries()) {
    const committeeId = newId();
    edition.committees.push({ id: committeeId, contestId, name, position });
    for (let index = 0; index < random.int(4, 7); index += 1) {
      const member = person(['COMMITTEE'], HOST_COUNTRY.id, false);
      edition.committeeMembers.push({ committeeId, personId: member.id, role: index === 0 ? 'Chair' : 'Member', position: index });
    }
  }
  return edition;
}
