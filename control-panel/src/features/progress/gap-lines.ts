import type { AddTeamState, EditTeamFocus } from '@olympiad/shared';
import type { ProgressGap } from '@olympiad/shared/schemas';
import { gapTexts } from '@olympiad/shared/text';

/**
 * Where a gap is fixed, and what that screen must find selected (the session selections the
 * Teams section sets too, or the link's state): Add Team with the country chosen, Edit Team for
 * the team opened at the person's or the arrival's block, the country's guests, the country's
 * Rooms, diet and health screen (a diet answer, an emergency contact), or the Guides and Rooms
 * sections (which assign teams to guides and people to rooms).
 */
interface GapFix {
  to: '/addTeam' | '/editTeam' | '/listGuests' | '/stay' | '/controlPanel/guides' | '/controlPanel/rooms';
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

/**
 * A gap's lines: one for the country's or a team's, one per person for a gap of people, each
 * in the words a registrator's reminder uses too (gapTexts), with where it is fixed.
 */
export function gapLines(gap: ProgressGap, countryId: string): GapLine[] {
  const texts = gapTexts(gap);
  const editTeam = (state: EditTeamFocus): GapFix => ({ to: '/editTeam', countryId, teamId: gap.teamId, state });
  switch (gap.kind) {
    case 'noTeam':
      return [{ key: gap.kind, text: texts[0]!, fix: { to: '/addTeam', countryId: null, teamId: null, state: { countryId } } }];
    case 'teamWithoutGuide':
      return [
        {
          key: `${gap.kind} ${gap.teamId}`,
          text: texts[0]!,
          fix: { to: '/controlPanel/guides', countryId: null, teamId: null, state: null },
        },
      ];
    case 'teamWithoutTravel':
      return [{ key: `${gap.kind} ${gap.teamId}`, text: texts[0]!, fix: editTeam({ block: 'arrival', gap: texts[0]! }) }];
    case 'guestWithoutArrival':
      return gap.people.map((person, index) => ({
        key: person.personId,
        text: texts[index]!,
        fix: { to: '/listGuests', countryId, teamId: null, state: null },
      }));
    case 'travelWithoutNumbers':
      // A team's numbers are its Arrival block's; a guest's, on the guest's own form.
      return gap.people.map((person, index) => ({
        key: `${gap.kind} ${person.personId}`,
        text: texts[index]!,
        fix: gap.teamId ? editTeam({ block: 'arrival', gap: texts[index]! }) : { to: '/listGuests', countryId, teamId: null, state: null },
      }));
    case 'personWithoutRoom':
      return gap.people.map((person, index) => ({
        key: `${gap.kind} ${person.personId}`,
        text: texts[index]!,
        fix: { to: '/controlPanel/rooms', countryId: null, teamId: null, state: null },
      }));
    case 'personWithoutDiet':
    case 'contestantWithoutEmergencyContact':
      return gap.people.map((person, index) => ({
        key: `${gap.kind} ${person.personId}`,
        text: texts[index]!,
        fix: { to: '/stay', countryId, teamId: gap.teamId, state: null },
      }));
    case 'leaderWithoutContact':
    case 'contestantWithoutDetails':
      return gap.people.map((person, index) => ({
        key: person.personId,
        text: texts[index]!,
        fix: editTeam({ block: 'person', personId: person.personId, gap: texts[index]! }),
      }));
  }
}
