import {
  consentText,
  healthBody,
  healthValues,
  hotelsOf,
  needsEmergencyContact,
  roleLine,
  shareOptions,
  stayDetailsValues,
} from '../stay-values';
import { CONTESTANT, GUEST, LEADER } from './stay-fixtures';

describe("a person's room request and emergency contact in the form", () => {
  it('start from what is saved, texts empty when none', () => {
    expect(stayDetailsValues(LEADER)).toEqual({
      roomRequest: 'none',
      shareWithPersonId: null,
      emergencyContactName: '',
      emergencyContactRelation: '',
      emergencyContactPhone: '',
    });
    expect(stayDetailsValues(GUEST)).toMatchObject({ emergencyContactName: 'Paul Guest', emergencyContactPhone: '+56 9 1234 5678' });
  });

  it('offer to share with anyone of the delegation but the person', () => {
    expect(shareOptions(LEADER, [LEADER, CONTESTANT, GUEST])).toEqual([
      { value: CONTESTANT.personId, label: 'Ivan Petrov' },
      { value: GUEST.personId, label: 'Gina Guest' },
    ]);
  });

  it("ask for a contestant's contact only, until one is given", () => {
    expect(needsEmergencyContact(CONTESTANT)).toBe(true);
    expect(needsEmergencyContact({ ...CONTESTANT, emergencyContactName: 'Olga Petrova' })).toBe(false);
    expect(needsEmergencyContact(LEADER)).toBe(false);
  });
});

describe("a person's diet and health in the form", () => {
  it('are closed and empty without a consent', () => {
    expect(healthValues(LEADER)).toEqual({ consent: false, diet: '', dietOther: '', allergies: '', medicalNotes: '' });
  });

  it('start ticked and filled once the consent is recorded', () => {
    expect(healthValues(CONTESTANT)).toEqual({ consent: true, diet: 'vegetarian', dietOther: '', allergies: 'Peanuts', medicalNotes: '' });
  });

  it('send an empty note as an empty text, which the schema reads as none', () => {
    expect(healthBody({ consent: true, diet: 'other', dietOther: 'No pork', allergies: null, medicalNotes: 'Asthma; inhaler' })).toEqual({
      consent: true,
      diet: 'other',
      dietOther: 'No pork',
      allergies: '',
      medicalNotes: 'Asthma; inhaler',
    });
  });

  it("say who recorded the consent on the venue's day", () => {
    expect(consentText(CONTESTANT.health!)).toBe('Consent recorded by Rita Registrator on 06/01/2025');
  });
});

describe('the delegation on the screen', () => {
  it("names each person's role and team", () => {
    expect(roleLine(CONTESTANT)).toBe('Contestant, Chile');
    expect(roleLine(GUEST)).toBe('Guest');
  });

  it('lists each hotel once, with its address', () => {
    const twin = { ...GUEST, room: { ...GUEST.room!, roomNumber: '14' } };
    expect(hotelsOf([LEADER, GUEST, twin])).toEqual([{ hotelName: 'Hotel Sofia', hotelAddress: '1 Vitosha Blvd' }]);
  });
});
