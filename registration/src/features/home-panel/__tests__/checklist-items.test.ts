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

  it('sends missing flight or train numbers to Edit Team or the guests, a diet answer and an emergency contact to /stay', () => {
    const gaps = [
      gap('travelWithoutNumbers', 3),
      gap('travelWithoutNumbers', 1, null),
      gap('personWithoutDiet', 1),
      gap('personWithoutDiet', 2, null),
      gap('contestantWithoutEmergencyContact', 2),
    ];
    expect(checklistItems(gaps, 'edit', false)).toEqual([
      { text: '3 people without flight or train numbers', to: '/editTeam', teamId: TEAM },
      { text: '1 guest without flight or train numbers', to: '/listGuests', teamId: null },
      { text: '1 person without a diet answer', to: '/stay', teamId: TEAM },
      { text: '2 guests without a diet answer', to: '/stay', teamId: null },
      { text: '2 contestants without emergency contact', to: '/stay', teamId: TEAM },
    ]);
  });

  it('says who has no room yet without a link: the organisers allocate rooms', () => {
    expect(checklistItems([gap('personWithoutRoom', 4, 'Atlantis Seniors')], 'open', true)).toEqual([
      { text: '4 people without a room yet (Atlantis Seniors)', to: null, teamId: TEAM },
    ]);
  });

  it('lists nothing once the edit window is closed', () => {
    expect(checklistItems([gap('contestantWithoutDetails', 2)], 'closed', false)).toEqual([]);
  });
});
