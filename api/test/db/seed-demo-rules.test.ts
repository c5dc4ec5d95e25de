import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createGuideInputSchema,
  editContestantInputSchema,
  editLeaderInputSchema,
  editTeamArrivalInputSchema,
  editTeamBasicsInputSchema,
  guestFormSchema,
  healthDetailsInputSchema,
  savePersonInputSchema,
  stayDetailsInputSchema,
  type Country,
  type DelegationStay,
  type Guide,
  type Person,
  type Team,
} from '@olympiad/shared/schemas';
import type { z } from 'zod';
import { buildTestApp, loginAdmin, send, urlFor } from '../helper.js';

const app = await buildTestApp({ seedDemo: true });
const token = await loginAdmin(app);

async function read<T>(url: string): Promise<T> {
  const response = await send(app, { url, token });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return response.json<T>();
}

/** A wall-clock time as the forms hold it ('yyyy-MM-ddTHH:mm'), empty for none. */
const asInput = (value: string | null | undefined) => {
  const match = value ? /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value) : null;
  return match ? `${match[1]}T${match[2]}` : '';
};
const travelOf = (source: Pick<Person, 'timeOfArrival' | 'arrivalLocation' | 'timeOfDeparture' | 'departureLocation'>) => ({
  timeOfArrival: asInput(source.timeOfArrival),
  arrivalLocation: source.arrivalLocation ?? '',
  timeOfDeparture: asInput(source.timeOfDeparture),
  departureLocation: source.departureLocation ?? '',
});

/** Parses a stored record's form values with the form's own schema; the failure names who and what. */
function passes<S extends z.ZodType>(schema: S, values: unknown, who: string): z.output<S> {
  const result = schema.safeParse(values);
  const problems = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  assert.ok(result.success, `${who} breaks the forms' rules: ${problems}`);
  return result.data;
}

// The demo edition is what organisers and registrators try the product on: each of its records
// must be editable as it is (a seeded phone with spaces or a 2009 birth date made the first real
// change fail with "Please make some changes" or a rule the person never typed).
describe('the demo edition passes the rules of the forms that edit it', () => {
  it('every team, leader, deputy and contestant, as Edit Team fills its forms', async () => {
    const countries = await read<Country[]>(urlFor('readCountries'));
    let contestants = 0;
    for (const country of countries) {
      for (const team of await read<Team[]>(urlFor('readCountryTeams', { countryId: country.id }))) {
        const travel = travelOf(team as unknown as Person);
        passes(editTeamBasicsInputSchema, { id: team.id, name: team.name, teamGroup: team.group, isOfficial: true }, `team ${team.name}`);
        passes(editTeamArrivalInputSchema, { teamId: team.id, ...travel }, `the arrival of ${team.name}`);
        for (const leader of [team.leader, team.deputyLeader]) {
          if (!leader) continue;
          const values = {
            id: leader.id,
            personId: leader.personId,
            isDeputy: leader.isDeputy,
            email: leader.email ?? '',
            phoneNumber: leader.phoneNumber ?? '',
            person: {
              id: leader.personId,
              fullName: leader.person.fullName,
              tShirtSize: leader.person.tShirtSize ?? '',
              picture: null,
              ...travel,
            },
          };
          const parsed = passes(editLeaderInputSchema, values, `leader ${leader.person.fullName}`);
          // Stored as the form would store it: nothing changes without a change.
          assert.equal(parsed.phoneNumber, leader.phoneNumber);
        }
        for (const contestant of team.contestants) {
          contestants += 1;
          const person = contestant.personEditModel;
          const values = {
            id: contestant.id,
            teamId: contestant.teamId,
            personId: contestant.personId,
            contestantGroup: contestant.contestantGroup,
            isOffical: contestant.isOfficial,
            dateOfBirth: contestant.dateOfBirth ?? '',
            operatingSystemName: contestant.operatingSystemName ?? '',
            hasPersonForContact: contestant.hasPersonForContact ?? false,
            personForContactName: contestant.personForContactName ?? '',
            personForContactPhoneNumber: contestant.personForContactPhoneNumber ?? '',
            personEditModel: { id: person.id, fullName: person.fullName, tShirtSize: person.tShirtSize ?? '', picture: null, ...travel },
          };
          const parsed = passes(editContestantInputSchema, values, `contestant ${person.fullName}`);
          assert.equal(parsed.personForContactPhoneNumber, contestant.personForContactPhoneNumber ?? null);
        }
      }
    }
    assert.ok(contestants > 100, `the demo edition has its contestants (${contestants})`);
  });

  it('every guest, as the guest form fills it', async () => {
    const countries = await read<Country[]>(urlFor('readCountries'));
    let guests = 0;
    for (const country of countries) {
      for (const guest of await read<Person[]>(urlFor('readPeopleOfCountry', { role: 'GUEST', x: country.id }))) {
        guests += 1;
        passes(
          guestFormSchema,
          { fullName: guest.fullName, tShirtSize: guest.tShirtSize ?? '', picture: null, ...travelOf(guest) },
          `guest ${guest.fullName}`,
        );
      }
    }
    assert.ok(guests > 0);
  });

  it('every guide and committee member, as the control panel fills their forms', async () => {
    for (const guide of await read<Guide[]>(urlFor('readGuides'))) {
      const parsed = passes(
        createGuideInputSchema,
        {
          person: { fullName: guide.person.fullName, roles: ['GUIDE'], tShirtSize: guide.person.tShirtSize ?? '' },
          phoneNumber: guide.phoneNumber ?? '',
          schoolName: guide.schoolName ?? '',
          classDesignator: guide.classDesignator ?? '',
        },
        `guide ${guide.person.fullName}`,
      );
      assert.equal(parsed.phoneNumber, guide.phoneNumber);
    }
    for (const member of await read<Person[]>(urlFor('readCommitteePeople'))) {
      passes(
        savePersonInputSchema,
        { fullName: member.fullName, roles: ['COMMITTEE'], tShirtSize: member.tShirtSize ?? '' },
        `committee member ${member.fullName}`,
      );
    }
  });

  it("every delegation person's stay, as the registrator's Rooms, diet and health forms fill them", async () => {
    const countries = await read<Country[]>(urlFor('readCountries'));
    let contacts = 0;
    let answers = 0;
    for (const country of countries) {
      for (const person of (await read<DelegationStay>(urlFor('readDelegationStay', { countryId: country.id }))).people) {
        const stay = passes(
          stayDetailsInputSchema,
          {
            roomRequest: person.roomRequest,
            shareWithPersonId: person.shareWithPersonId,
            emergencyContactName: person.emergencyContactName ?? '',
            emergencyContactRelation: person.emergencyContactRelation ?? '',
            emergencyContactPhone: person.emergencyContactPhone ?? '',
          },
          `the stay of ${person.fullName}`,
        );
        assert.equal(stay.emergencyContactPhone, person.emergencyContactPhone);
        if (person.emergencyContactName) contacts += 1;
        if (!person.health) continue;
        answers += 1;
        const { diet, dietOther, allergies, medicalNotes } = person.health;
        passes(
          healthDetailsInputSchema,
          { consent: true, diet, dietOther: dietOther ?? '', allergies: allergies ?? '', medicalNotes: medicalNotes ?? '' },
          `the health of ${person.fullName}`,
        );
      }
    }
    assert.ok(contacts > 100 && answers > 300, `the demo edition has its emergency contacts (${contacts}) and diets (${answers})`);
  });
});
