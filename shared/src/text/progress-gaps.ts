import type { GapPerson, GapPlace, MissingField, ProgressGap } from '../schemas/progress.js';

/**
 * Gaps a reminder e-mail never names: a team's guide and a person's room are the organisers' to
 * give; a diet answer needs a consent to health data, which must be given freely, so the checklist
 * shows it and no e-mail presses for it.
 */
const NOT_REMINDED: ReadonlySet<ProgressGap['kind']> = new Set(['teamWithoutGuide', 'personWithoutRoom', 'personWithoutDiet']);

/** Whether a reminder names the gap: something the registrator is asked to complete. */
export const isReminded = (gap: Pick<ProgressGap, 'kind'>) => !NOT_REMINDED.has(gap.kind);

/** A team's or a country's gap in the organisers' words. */
const GAP_LABELS = {
  noTeam: 'No team',
  teamWithoutTravel: 'No arrival or departure data',
  teamWithoutGuide: 'Team without a guide',
} as const;

const PLACE_WORDS: Record<GapPlace, string> = { leader: 'Leader', deputy: 'Deputy', contestant: 'Contestant', guest: 'Guest' };

const FIELD_WORDS: Record<MissingField, string> = {
  phone: 'phone',
  email: 'e-mail',
  dateOfBirth: 'date of birth',
  operatingSystem: 'operating system',
  timeOfArrival: 'time of arrival',
  arrivalLocation: 'arrival location',
  timeOfDeparture: 'time of departure',
  departureLocation: 'departure location',
  arrivalFlightNumber: 'arrival flight or train number',
  departureFlightNumber: 'departure flight or train number',
  room: 'room',
  diet: 'diet answer',
  emergencyContact: 'emergency contact',
};

/** "phone", "phone or e-mail", "date of birth, time of arrival or arrival location". */
function anyOf(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The words of the fields missing; both journeys' numbers in one phrase. */
function fieldWords(missing: readonly MissingField[]): string[] {
  const bothNumbers = missing.includes('arrivalFlightNumber') && missing.includes('departureFlightNumber');
  return missing.flatMap((field) => {
    if (!bothNumbers || (field !== 'arrivalFlightNumber' && field !== 'departureFlightNumber')) return [FIELD_WORDS[field]];
    return field === 'arrivalFlightNumber' ? ['arrival or departure flight or train number'] : [];
  });
}

/** One person's gap: "Deputy Nora Ulm has no phone". */
export const personGapText = ({ place, fullName, missing }: GapPerson) =>
  `${PLACE_WORDS[place]} ${fullName} has no ${anyOf(fieldWords(missing))}`;

/** A line about a team's gap names the team: "No arrival or departure data (Team Chile)". */
const ofTeam = (text: string, gap: Pick<ProgressGap, 'teamName'>) => (gap.teamName ? `${text} (${gap.teamName})` : text);

/**
 * A gap's lines as the Progress section and a registrator's reminder word them: one for the
 * country's or a team's, one per person for a gap of people (a guest's without the team).
 */
export function gapTexts(gap: ProgressGap): string[] {
  switch (gap.kind) {
    case 'noTeam':
    case 'teamWithoutGuide':
    case 'teamWithoutTravel':
      return [ofTeam(GAP_LABELS[gap.kind], gap)];
    case 'guestWithoutArrival':
      return gap.people.map(personGapText);
    case 'leaderWithoutContact':
    case 'contestantWithoutDetails':
    case 'travelWithoutNumbers':
    case 'personWithoutRoom':
    case 'personWithoutDiet':
    case 'contestantWithoutEmergencyContact':
      return gap.people.map((person) => ofTeam(personGapText(person), gap));
  }
}
