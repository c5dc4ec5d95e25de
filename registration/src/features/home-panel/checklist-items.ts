import type { RegistrationPhase } from '@olympiad/shared';
import type { ProgressGap } from '@olympiad/shared/schemas';

/** One line of the registrator's checklist and the screen where it is fixed (with its team selected), if they can fix it now. */
export interface ChecklistItem {
  text: string;
  to: '/addTeam' | '/editTeam' | '/listGuests' | '/stay' | null;
  teamId: string | null;
}

/** "1 guest has no arrival data", "2 contestants have no date of birth or operating system". */
const say = (count: number, [one, many]: readonly [string, string], lacks: string) =>
  `${count} ${count === 1 ? `${one} has` : `${many} have`} no ${lacks}`;

/** "1 person without a diet answer", "2 contestants without emergency contact". */
const without = (count: number, [one, many]: readonly [string, string], lacks: string) =>
  `${count} ${count === 1 ? one : many} without ${lacks}`;

/** A gap's people: a team's members, or a country's guests (teamId null). */
const PEOPLE = ['person', 'people'] as const;
const GUESTS = ['guest', 'guests'] as const;

/**
 * The gaps in a registrator's words, while registration or the edit window is open, each with
 * where it is fixed; in the edit window a missing team is only said (no team can be created any
 * more). A team without a guide is the organisers' to fix, never listed here; people without a
 * room are said without a link (the organisers allocate rooms). Flight or train numbers are fixed
 * in Edit Team's Arrival or the guests list, a diet answer and an emergency contact on the Rooms,
 * diet and health screen. With several teams, each team's line names it.
 */
export function checklistItems(gaps: readonly ProgressGap[], phase: RegistrationPhase, severalTeams: boolean): ChecklistItem[] {
  if (phase === 'closed') return [];
  const ofTeam = (gap: ProgressGap, text: string): ChecklistItem => ({
    text: severalTeams && gap.teamName ? `${text} (${gap.teamName})` : text,
    to: '/editTeam',
    teamId: gap.teamId,
  });
  const onStay = (gap: ProgressGap, text: string): ChecklistItem => ({ ...ofTeam(gap, text), to: '/stay' });
  return gaps.flatMap((gap): ChecklistItem[] => {
    switch (gap.kind) {
      case 'noTeam':
        return [{ text: 'No team yet', to: phase === 'open' ? '/addTeam' : null, teamId: null }];
      case 'leaderWithoutContact':
        return [ofTeam(gap, say(gap.count, ['leader', 'leaders'], 'phone or e-mail'))];
      case 'contestantWithoutDetails':
        return [ofTeam(gap, say(gap.count, ['contestant', 'contestants'], 'date of birth or operating system'))];
      case 'teamWithoutTravel':
        return [ofTeam(gap, 'Arrival data missing')];
      case 'guestWithoutArrival':
        return [{ text: say(gap.count, ['guest', 'guests'], 'arrival data'), to: '/listGuests', teamId: null }];
      case 'teamWithoutGuide':
        return [];
      case 'travelWithoutNumbers':
        return gap.teamId
          ? [ofTeam(gap, without(gap.count, PEOPLE, 'flight or train numbers'))]
          : [{ text: without(gap.count, GUESTS, 'flight or train numbers'), to: '/listGuests', teamId: null }];
      case 'personWithoutRoom':
        return [{ ...onStay(gap, without(gap.count, gap.teamId ? PEOPLE : GUESTS, 'a room yet')), to: null }];
      case 'personWithoutDiet':
        return [onStay(gap, without(gap.count, gap.teamId ? PEOPLE : GUESTS, 'a diet answer'))];
      case 'contestantWithoutEmergencyContact':
        return [onStay(gap, without(gap.count, ['contestant', 'contestants'], 'emergency contact'))];
    }
  });
}
