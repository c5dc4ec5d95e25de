import type { RegistrationPhase } from '@olympiad/shared';
import type { ProgressGap } from '@olympiad/shared/schemas';

/** One line of the registrator's checklist and the screen where it is fixed (with its team selected), if they can fix it now. */
export interface ChecklistItem {
  text: string;
  to: '/addTeam' | '/editTeam' | '/listGuests' | null;
  teamId: string | null;
}

/** "1 guest has no arrival data", "2 contestants have no date of birth or operating system". */
const say = (count: number, [one, many]: readonly [string, string], lacks: string) =>
  `${count} ${count === 1 ? `${one} has` : `${many} have`} no ${lacks}`;

/**
 * The gaps in a registrator's words, while registration or the edit window is open, each with
 * where it is fixed; in the edit window a missing team is only said (no team can be created any
 * more). A team without a guide is the organisers' to fix, never listed here. With several teams,
 * each team's line names it.
 */
export function checklistItems(gaps: readonly ProgressGap[], phase: RegistrationPhase, severalTeams: boolean): ChecklistItem[] {
  if (phase === 'closed') return [];
  const ofTeam = (gap: ProgressGap, text: string): ChecklistItem => ({
    text: severalTeams && gap.teamName ? `${text} (${gap.teamName})` : text,
    to: '/editTeam',
    teamId: gap.teamId,
  });
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
    }
  });
}
