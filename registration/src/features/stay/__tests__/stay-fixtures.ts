import type { DelegationStay, StayPerson } from '@olympiad/shared/schemas';

export const COUNTRY = '11111111-1111-4111-8111-111111111111';

/** A leader who has said nothing yet. */
export const LEADER: StayPerson = {
  personId: '22222222-2222-4222-8222-222222222222',
  fullName: 'Lena Leader',
  role: 'Leader',
  teamId: '55555555-5555-4555-8555-555555555555',
  teamName: 'Chile',
  roomRequest: 'none',
  shareWithPersonId: null,
  emergencyContactName: null,
  emergencyContactRelation: null,
  emergencyContactPhone: null,
  health: null,
  room: null,
  version: 0,
};

/** A contestant without an emergency contact, whose diet and health are recorded with consent. */
export const CONTESTANT: StayPerson = {
  ...LEADER,
  personId: '33333333-3333-4333-8333-333333333333',
  fullName: 'Ivan Petrov',
  role: 'Contestant',
  roomRequest: 'share',
  shareWithPersonId: '44444444-4444-4444-8444-444444444444',
  health: {
    // 22:30 UTC on 31 May is 1 June at the venue (Sofia).
    consentAt: '2025-05-31T22:30:00Z',
    consentBy: 'Rita Registrator',
    diet: 'vegetarian',
    dietOther: null,
    allergies: 'Peanuts',
    medicalNotes: null,
    version: 2,
  },
  version: 4,
};

/** A guest, in a room once published. */
export const GUEST: StayPerson = {
  ...LEADER,
  personId: '44444444-4444-4444-8444-444444444444',
  fullName: 'Gina Guest',
  role: 'Guest',
  teamId: null,
  teamName: null,
  emergencyContactName: 'Paul Guest',
  emergencyContactRelation: 'Husband',
  emergencyContactPhone: '+56 9 1234 5678',
  room: { hotelName: 'Hotel Sofia', hotelAddress: '1 Vitosha Blvd', roomNumber: '12', roomType: 'Double' },
};

export const delegation = (people: StayPerson[] = [LEADER, CONTESTANT, GUEST], roomsPublished = false): DelegationStay => ({
  roomsPublished,
  people,
});
