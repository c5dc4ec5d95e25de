import type { ProgressGap } from '../../schemas/progress';
import { gapTexts, isReminded } from '../progress-gaps';

const gap = (kind: ProgressGap['kind'], people: ProgressGap['people'] = []): ProgressGap => ({
  kind,
  count: Math.max(1, people.length),
  teamId: null,
  teamName: 'Team Chile',
  people,
});
const ana = { personId: '00000000-0000-4000-8000-000000000001', fullName: 'Ana Rojas', place: 'contestant' as const };

describe('isReminded', () => {
  it('names what a registrator is asked to complete, never the organisers’ part or a diet answer', () => {
    expect(isReminded(gap('contestantWithoutEmergencyContact'))).toBe(true);
    expect(isReminded(gap('travelWithoutNumbers'))).toBe(true);
    expect(isReminded(gap('leaderWithoutContact'))).toBe(true);
    expect(isReminded(gap('teamWithoutGuide'))).toBe(false);
    expect(isReminded(gap('personWithoutRoom'))).toBe(false);
    expect(isReminded(gap('personWithoutDiet'))).toBe(false);
  });
});

describe('gapTexts of issue 37’s gaps', () => {
  it('says per person what is missing, with the team', () => {
    expect(gapTexts(gap('contestantWithoutEmergencyContact', [{ ...ana, missing: ['emergencyContact'] }]))).toEqual([
      'Contestant Ana Rojas has no emergency contact (Team Chile)',
    ]);
    expect(gapTexts(gap('travelWithoutNumbers', [{ ...ana, missing: ['arrivalFlightNumber', 'departureFlightNumber'] }]))).toEqual([
      'Contestant Ana Rojas has no arrival or departure flight or train number (Team Chile)',
    ]);
    expect(gapTexts(gap('travelWithoutNumbers', [{ ...ana, missing: ['departureFlightNumber'] }]))).toEqual([
      'Contestant Ana Rojas has no departure flight or train number (Team Chile)',
    ]);
  });
});
