import type { ProgressGap } from '@olympiad/shared/schemas';
import { checklistItems } from '../checklist-items';

const TEAM = '11111111-1111-4111-8111-111111111111';
const gap = (kind: ProgressGap['kind'], count = 1, teamName: string | null = 'Atlantis'): ProgressGap => ({
  kind,
  count,
  teamId: teamName ? TEAM : null,
  teamName,
  people: [],
});

describe("the registrator's checklist", () => {
  it('says each gap in their words, with where it is fixed', () => {
    const gaps = [
      gap('leaderWithoutContact'),
      gap('contestantWithoutDetails', 3),
      gap('teamWithoutTravel'),
      gap('guestWithoutArrival', 1, null),
    ];
    expect(checklistItems(gaps, 'open', false)).toEqual([
      { text: '1 leader has no phone or e-mail', to: '/editTeam', teamId: TEAM },
      { text: '3 contestants have no date of birth or operating system', to: '/editTeam', teamId: TEAM },
      { text: 'Arrival data missing', to: '/editTeam', teamId: TEAM },
      { text: '1 guest has no arrival data', to: '/listGuests', teamId: null },
    ]);
  });

  it('names the team when the country has several, and leaves the guide to the organisers', () => {
    expect(checklistItems([gap('contestantWithoutDetails', 1, 'Atlantis Seniors'), gap('teamWithoutGuide')], 'edit', true)).toEqual([
      { text: '1 contestant has no date of birth or operating system (Atlantis Seniors)', to: '/editTeam', teamId: TEAM },
    ]);
  });

  it('offers Add Team for a missing team while registration is open, and only says it in the edit window', () => {
    expect(checklistItems([gap('noTeam', 1, null)], 'open', false)).toEqual([{ text: 'No team yet', to: '/addTeam', teamId: null }]);
    expect(checklistItems([gap('noTeam', 1, null)], 'edit', false)).toEqual([{ text: 'No team yet', to: null, teamId: null }]);
  });

  it('lists nothing once the edit window is closed', () => {
    expect(checklistItems([gap('contestantWithoutDetails', 2)], 'closed', false)).toEqual([]);
  });
});
