import type { PersonData, PersonRole } from '@olympiad/shared/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  committeeMembers,
  committees,
  contestants,
  countries,
  guides,
  guideTeams,
  healthDetails,
  hotels,
  images,
  invitationLetters,
  leaders,
  people,
  roomOccupants,
  rooms,
  roomTypes,
  stayDetails,
  teams,
  users,
  visaDetails,
} from '../../db/schema.js';
import { letterStatus } from '../../letters/letter-status.js';
import { notFound } from '../../lib/problem.js';
import { travelAnswer } from '../../lib/travel-answer.js';
import { nameReferences } from '../history/name-references.js';
import { ENTRY_SOURCE, toHistoryEntry, type ChangeRow } from '../history/read-history.js';

/** The delegation member a person asked to share a room with. */
const shareMate = alias(people, 'share_mate');

/** The records that point at a person through person_id, as the history trigger names them. */
const PERSON_RECORDS = ['leader', 'contestant', 'guide', 'committeeMember'] as const;

/**
 * Every change about the person, oldest first: to the person, to their leader, contestant, guide
 * and committee member records (those they have and those they had, found by the person_id the
 * history kept), to their guide's teams and to their guide's account.
 */
async function historyOf(db: Db, personId: string, currentIds: string[]) {
  const result = await db.execute<ChangeRow>(sql`
    WITH own AS (
      SELECT r.entity_id FROM changes r
      WHERE r.entity IN (${sql.join(
        PERSON_RECORDS.map((entity) => sql`${entity}`),
        sql`, `,
      )})
        AND ${personId} IN (r.fields -> 'person_id' ->> 'old', r.fields -> 'person_id' ->> 'new')
      UNION SELECT unnest(ARRAY[${sql.join(
        currentIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[])
    )
    SELECT ${ENTRY_SOURCE}
    WHERE c.entity_id IN (SELECT entity_id FROM own)
      OR (c.entity = 'guideTeam' AND (c.fields -> 'guide_id' ->> 'old' IN (SELECT entity_id FROM own)
        OR c.fields -> 'guide_id' ->> 'new' IN (SELECT entity_id FROM own)))
    ORDER BY c.id`);
  return nameReferences(db, result.rows.map(toHistoryEntry));
}

/**
 * exportPersonData: everything the edition holds about one person (docs/api-rules.md,
 * Subject-access export). A contestant's contest password is not read at all.
 */
export async function readPersonData(db: Db, id: string): Promise<PersonData> {
  const [found] = await db
    .select({ person: people, countryName: countries.name, picture: { contentType: images.contentType, data: images.data } })
    .from(people)
    .leftJoin(countries, eq(countries.id, people.countryId))
    .leftJoin(images, eq(images.id, people.pictureId))
    .where(eq(people.id, id));
  if (!found) throw notFound('There is no person with this id.');
  const { person, countryName, picture } = found;

  const [leaderRows, contestantRows, guideRows, seats, visaRows, letters, stayRows, healthRows, roomRows] = await Promise.all([
    db
      .select({ id: leaders.id, team: teams.name, isDeputy: leaders.isDeputy, email: leaders.email, phoneNumber: leaders.phoneNumber })
      .from(leaders)
      .leftJoin(teams, eq(teams.id, leaders.teamId))
      .where(eq(leaders.personId, id)),
    db
      .select({
        id: contestants.id,
        team: teams.name,
        contestantGroup: contestants.contestantGroup,
        isOfficial: contestants.isOfficial,
        dateOfBirth: contestants.dateOfBirth,
        operatingSystem: contestants.operatingSystemName,
        personForContactName: contestants.personForContactName,
        personForContactPhoneNumber: contestants.personForContactPhoneNumber,
        seatingPlaceDay1: contestants.seatingPlaceDay1,
        seatingPlaceDay2: contestants.seatingPlaceDay2,
        contestUsername: contestants.contestUsername,
      })
      .from(contestants)
      .innerJoin(teams, eq(teams.id, contestants.teamId))
      .where(eq(contestants.personId, id)),
    db
      .select({
        id: guides.id,
        userId: guides.userId,
        phoneNumber: guides.phoneNumber,
        schoolName: guides.schoolName,
        classDesignator: guides.classDesignator,
        accountEmail: users.email,
        teams: sql<
          string[]
        >`coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM ${guideTeams} gt JOIN ${teams} t ON t.id = gt.team_id WHERE gt.guide_id = ${guides.id}), '{}')`,
      })
      .from(guides)
      .leftJoin(users, eq(users.id, guides.userId))
      .where(eq(guides.personId, id)),
    db
      .select({ id: committeeMembers.id, committee: committees.name, role: committeeMembers.role })
      .from(committeeMembers)
      .innerJoin(committees, eq(committees.id, committeeMembers.committeeId))
      .where(eq(committeeMembers.personId, id))
      .orderBy(asc(committees.position), asc(committeeMembers.position)),
    db
      .select({
        needsLetter: visaDetails.needsLetter,
        passportName: visaDetails.passportName,
        nationality: visaDetails.nationality,
        passportNumber: visaDetails.passportNumber,
        passportExpiry: visaDetails.passportExpiry,
        dateOfBirth: visaDetails.dateOfBirth,
      })
      .from(visaDetails)
      .where(eq(visaDetails.personId, id)),
    db
      .select({
        generatedAt: invitationLetters.generatedAt,
        generatedBy: invitationLetters.generatedBy,
        status: letterStatus,
        passportName: invitationLetters.passportName,
        nationality: invitationLetters.nationality,
        stayFrom: invitationLetters.stayFrom,
        stayTo: invitationLetters.stayTo,
        outdatedAt: invitationLetters.outdatedAt,
        revokedAt: invitationLetters.revokedAt,
      })
      .from(invitationLetters)
      .where(eq(invitationLetters.personId, id))
      .orderBy(asc(invitationLetters.generatedAt), asc(invitationLetters.id)),
    db
      .select({
        roomRequest: stayDetails.roomRequest,
        shareWith: shareMate.fullName,
        name: stayDetails.emergencyContactName,
        relation: stayDetails.emergencyContactRelation,
        phone: stayDetails.emergencyContactPhone,
      })
      .from(stayDetails)
      .leftJoin(shareMate, eq(shareMate.id, stayDetails.shareWithPersonId))
      .where(eq(stayDetails.personId, id)),
    db
      .select({
        consentAt: healthDetails.consentAt,
        consentBy: healthDetails.consentBy,
        diet: healthDetails.diet,
        dietOther: healthDetails.dietOther,
        allergies: healthDetails.allergies,
        medicalNotes: healthDetails.medicalNotes,
      })
      .from(healthDetails)
      .where(eq(healthDetails.personId, id)),
    db
      .select({ hotelName: hotels.name, hotelAddress: hotels.address, roomNumber: rooms.number, roomType: roomTypes.name })
      .from(roomOccupants)
      .innerJoin(rooms, eq(rooms.id, roomOccupants.roomId))
      .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
      .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
      .where(eq(roomOccupants.personId, id)),
  ]);
  const [stay] = stayRows;
  const [health] = healthRows;
  const [leader] = leaderRows;
  const [contestant] = contestantRows;
  const [guide] = guideRows;

  const recordIds = [person.id, leader?.id, contestant?.id, guide?.id, guide?.userId, ...seats.map((seat) => seat.id)];
  const history = await historyOf(
    db,
    person.id,
    recordIds.filter((recordId): recordId is string => !!recordId),
  );

  return {
    exportedAt: new Date().toISOString(),
    person: {
      id: person.id,
      fullName: person.fullName,
      roles: person.roles as PersonRole[],
      country: countryName,
      tShirtSize: person.tShirtSize,
      ...travelAnswer(person),
      publicConsent: { photo: person.photoPublic, name: person.namePublic },
      createdAt: person.createdAt.toISOString(),
    },
    picture: picture ? { contentType: picture.contentType, base64: picture.data.toString('base64') } : null,
    leader: leader ? { team: leader.team, isDeputy: leader.isDeputy, email: leader.email, phoneNumber: leader.phoneNumber } : null,
    contestant: contestant
      ? {
          team: contestant.team,
          contestantGroup: contestant.contestantGroup,
          isOfficial: contestant.isOfficial,
          dateOfBirth: contestant.dateOfBirth,
          operatingSystem: contestant.operatingSystem,
          // Whatever is recorded, whether or not the form's "has a person for contact" is ticked.
          personForContact:
            contestant.personForContactName === null && contestant.personForContactPhoneNumber === null
              ? null
              : { name: contestant.personForContactName, phoneNumber: contestant.personForContactPhoneNumber },
          seatingPlaceDay1: contestant.seatingPlaceDay1,
          seatingPlaceDay2: contestant.seatingPlaceDay2,
          contestUsername: contestant.contestUsername,
        }
      : null,
    guide: guide
      ? {
          phoneNumber: guide.phoneNumber,
          schoolName: guide.schoolName,
          classDesignator: guide.classDesignator,
          teams: guide.teams,
          accountEmail: guide.accountEmail,
        }
      : null,
    committees: seats.map(({ committee, role }) => ({ committee, role })),
    visaDetails: visaRows[0] ?? null,
    letters: letters.map((letter) => ({
      ...letter,
      generatedAt: letter.generatedAt.toISOString(),
      outdatedAt: letter.outdatedAt?.toISOString() ?? null,
      revokedAt: letter.revokedAt?.toISOString() ?? null,
    })),
    stay: stay
      ? {
          roomRequest: stay.roomRequest,
          shareWith: stay.shareWith,
          emergencyContact: stay.name === null ? null : { name: stay.name, relation: stay.relation ?? '', phone: stay.phone ?? '' },
        }
      : null,
    health: health ? { ...health, consentAt: health.consentAt.toISOString() } : null,
    room: roomRows[0] ?? null,
    history,
  };
}

/** `person-ana-ivanova.json`: the name in plain ASCII for the download; the id when nothing of the name is left (a name in Cyrillic). */
export function personDataFileName(fullName: string, id: string): string {
  const ascii = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `person-${ascii || id}.json`;
}
