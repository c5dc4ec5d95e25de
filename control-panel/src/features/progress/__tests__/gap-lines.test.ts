import type { GapPerson, ProgressGap } from '@olympiad/shared/schemas';
import { personGapText } from '@olympiad/shared/text';
import { gapLines } from '../gap-lines';

const TEAM = '11111111-1111-4111-8111-111111111111';
const COUNTRY = '22222222-2222-4222-8222-222222222222';
const PERSON = '33333333-3333-4333-8333-333333333333';
const OTHER = '44444444-4444-4444-8444-444444444444';

const ofTeam = (kind: ProgressGap['kind'], people: GapPerson[] = []): ProgressGap => ({
  kind,
  count: Math.max(1, people.length),
  teamId: TEAM,
  teamName: 'Alpha Juniors',
  people,
});
const person = (place: GapPerson['place'], fullName: string, missing: GapPerson['missing'], personId = PERSON): GapPerson => ({
  personId,
  fullName,
  place,
  missing,
});

describe('gap lines', () => {
  it('names the person, their place and each required field they lack', () => {
    expect(personGapText(person('deputy', 'Nora Ulm', ['phone']))).toBe('Deputy Nora Ulm has no phone');
    expect(personGapText(person('leader', 'Lea Lind', ['phone', 'email']))).toBe('Leader Lea Lind has no phone or e-mail');
    expect(personGapText(person('contestant', 'Zoë Núñez', ['dateOfBirth', 'operatingSystem']))).toBe(
      'Contestant Zoë Núñez has no date of birth or operating system',
    );
    expect(personGapText(person('guest', 'Gus Gast', ['timeOfArrival', 'arrivalLocation', 'departureLocation']))).toBe(
      'Guest Gus Gast has no time of arrival, arrival location or departure location',
    );
  });

  it("gives each person of a team's gap a line opening Edit Team at their block, with the team named", () => {
    const gap = ofTeam('contestantWithoutDetails', [
      person('contestant', 'Ann Ash', ['dateOfBirth']),
      person('contestant', 'Bo Birch', ['operatingSystem'], OTHER),
    ]);
    expect(gapLines(gap, COUNTRY)).toEqual([
      {
        key: PERSON,
        text: 'Contestant Ann Ash has no date of birth (Alpha Juniors)',
        fix: {
          to: '/editTeam',
          countryId: COUNTRY,
          teamId: TEAM,
          state: { block: 'person', personId: PERSON, gap: 'Contestant Ann Ash has no date of birth (Alpha Juniors)' },
        },
      },
      {
        key: OTHER,
        text: 'Contestant Bo Birch has no operating system (Alpha Juniors)',
        fix: {
          to: '/editTeam',
          countryId: COUNTRY,
          teamId: TEAM,
          state: { block: 'person', personId: OTHER, gap: 'Contestant Bo Birch has no operating system (Alpha Juniors)' },
        },
      },
    ]);
  });

  it("opens Edit Team at Arrival for a team's travel, the Guides for a team without a guide", () => {
    expect(gapLines(ofTeam('teamWithoutTravel'), COUNTRY)).toEqual([
      {
        key: `teamWithoutTravel ${TEAM}`,
        text: 'No arrival or departure data (Alpha Juniors)',
        fix: {
          to: '/editTeam',
          countryId: COUNTRY,
          teamId: TEAM,
          state: { block: 'arrival', gap: 'No arrival or departure data (Alpha Juniors)' },
        },
      },
    ]);
    expect(gapLines(ofTeam('teamWithoutGuide'), COUNTRY)).toEqual([
      {
        key: `teamWithoutGuide ${TEAM}`,
        text: 'Team without a guide (Alpha Juniors)',
        fix: { to: '/controlPanel/guides', countryId: null, teamId: null, state: null },
      },
    ]);
  });

  it("opens Add Team with the country chosen for no team, and the country's guests for a guest", () => {
    expect(gapLines({ kind: 'noTeam', count: 1, teamId: null, teamName: null, people: [] }, COUNTRY)).toEqual([
      { key: 'noTeam', text: 'No team', fix: { to: '/addTeam', countryId: null, teamId: null, state: { countryId: COUNTRY } } },
    ]);
    const guests: ProgressGap = {
      kind: 'guestWithoutArrival',
      count: 1,
      teamId: null,
      teamName: null,
      people: [person('guest', 'Al Gast', ['timeOfArrival'])],
    };
    expect(gapLines(guests, COUNTRY)).toEqual([
      {
        key: PERSON,
        text: 'Guest Al Gast has no time of arrival',
        fix: { to: '/listGuests', countryId: COUNTRY, teamId: null, state: null },
      },
    ]);
  });

  it("opens Edit Team at Arrival for a team's flight numbers, the country's guests for a guest's", () => {
    const team = ofTeam('travelWithoutNumbers', [person('leader', 'Lea Lind', ['arrivalFlightNumber'])]);
    const text = 'Leader Lea Lind has no arrival flight or train number (Alpha Juniors)';
    expect(gapLines(team, COUNTRY)).toEqual([
      {
        key: `travelWithoutNumbers ${PERSON}`,
        text,
        fix: { to: '/editTeam', countryId: COUNTRY, teamId: TEAM, state: { block: 'arrival', gap: text } },
      },
    ]);
    const guests: ProgressGap = { ...team, teamId: null, teamName: null, people: [person('guest', 'Al Gast', ['departureFlightNumber'])] };
    expect(gapLines(guests, COUNTRY)).toEqual([
      {
        key: `travelWithoutNumbers ${PERSON}`,
        text: 'Guest Al Gast has no departure flight or train number',
        fix: { to: '/listGuests', countryId: COUNTRY, teamId: null, state: null },
      },
    ]);
  });

  it("opens the Rooms section for a room, the country's Rooms, diet and health screen for a diet or an emergency contact", () => {
    const lines = [
      ofTeam('personWithoutRoom', [person('deputy', 'Nora Ulm', ['room'])]),
      ofTeam('personWithoutDiet', [person('contestant', 'Ann Ash', ['diet'])]),
      ofTeam('contestantWithoutEmergencyContact', [person('contestant', 'Bo Birch', ['emergencyContact'], OTHER)]),
    ].flatMap((gap) => gapLines(gap, COUNTRY));
    expect(lines).toEqual([
      {
        key: `personWithoutRoom ${PERSON}`,
        text: 'Deputy Nora Ulm has no room (Alpha Juniors)',
        fix: { to: '/controlPanel/rooms', countryId: null, teamId: null, state: null },
      },
      {
        key: `personWithoutDiet ${PERSON}`,
        text: 'Contestant Ann Ash has no diet answer (Alpha Juniors)',
        fix: { to: '/stay', countryId: COUNTRY, teamId: TEAM, state: null },
      },
      {
        key: `contestantWithoutEmergencyContact ${OTHER}`,
        text: 'Contestant Bo Birch has no emergency contact (Alpha Juniors)',
        fix: { to: '/stay', countryId: COUNTRY, teamId: TEAM, state: null },
      },
    ]);
  });
});
