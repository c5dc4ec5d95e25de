import type { AddTeamState, EditTeamFocus } from '@olympiad/shared';
import type { GapPerson, GapPlace, MissingField, ProgressGap } from '@olympiad/shared/schemas';

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
};

/** "phone", "phone or e-mail", "date of birth, time of arrival or arrival location". */
function anyOf(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** One person's gap as its link reads: "Deputy Nora Ulm has no phone". */
export const personGapText = ({ place, fullName, missing }: GapPerson) =>
  `${PLACE_WORDS[place]} ${fullName} has no ${anyOf(missing.map((field) => FIELD_WORDS[field]))}`;

/**
 * Where a gap is fixed, and what that screen must find selected (the session selections the
 * Teams section sets too, or the link's state): Add Team with the country chosen, Edit Team for
 * the team opened at the person's or the arrival's block, the country's guests, or the Guides
 * section (which assigns teams to guides).
 */
interface GapFix {
  to: '/addTeam' | '/editTeam' | '/listGuests' | '/controlPanel/guides';
  countryId: string | null;
  teamId: string | null;
  state: AddTeamState | EditTeamFocus | null;
}

/** One line of a country's gaps: what it says and where its link goes. */
export interface GapLine {
  key: string;
  text: string;
  fix: GapFix;
}

const ofTeam = (text: string, gap: ProgressGap) => (gap.teamName ? `${text} (${gap.teamName})` : text);

/**
 * A gap's lines: one for the country's or a team's, one per person for a gap of people, each
 * naming the person and what they lack, and for a team's the team.
 */
export function gapLines(gap: ProgressGap, countryId: string): GapLine[] {
  const editTeam = (state: EditTeamFocus): GapFix => ({ to: '/editTeam', countryId, teamId: gap.teamId, state });
  switch (gap.kind) {
    case 'noTeam':
      return [{ key: gap.kind, text: GAP_LABELS.noTeam, fix: { to: '/addTeam', countryId: null, teamId: null, state: { countryId } } }];
    case 'teamWithoutGuide':
      return [
        {
          key: `${gap.kind} ${gap.teamId}`,
          text: ofTeam(GAP_LABELS.teamWithoutGuide, gap),
          fix: { to: '/controlPanel/guides', countryId: null, teamId: null, state: null },
        },
      ];
    case 'teamWithoutTravel': {
      const text = ofTeam(GAP_LABELS.teamWithoutTravel, gap);
      return [{ key: `${gap.kind} ${gap.teamId}`, text, fix: editTeam({ block: 'arrival', gap: text }) }];
    }
    case 'guestWithoutArrival':
      return gap.people.map((person) => ({
        key: person.personId,
        text: personGapText(person),
        fix: { to: '/listGuests', countryId, teamId: null, state: null },
      }));
    case 'leaderWithoutContact':
    case 'contestantWithoutDetails':
      return gap.people.map((person) => {
        const text = ofTeam(personGapText(person), gap);
        return { key: person.personId, text, fix: editTeam({ block: 'person', personId: person.personId, gap: text }) };
      });
  }
}
