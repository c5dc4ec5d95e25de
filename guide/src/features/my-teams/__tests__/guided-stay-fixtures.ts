import type { GuidedStay, StayPerson } from '@olympiad/shared/schemas';
import { id } from '../../../components/__tests__/guide-fixtures';

const nobody: Omit<StayPerson, 'personId' | 'fullName' | 'role'> = {
  teamId: id(1),
  teamName: 'Bulgaria',
  roomRequest: 'none',
  shareWithPersonId: null,
  emergencyContactName: null,
  emergencyContactRelation: null,
  emergencyContactPhone: null,
  health: null,
  room: null,
  version: 0,
};

/** Bulgaria's stay as readGuidedStay answers it: Ana's room, contact, diet and notes; Boris without consent; the leader's room. */
export const BULGARIA_STAY: GuidedStay = {
  roomsPublished: true,
  teams: [
    {
      teamId: id(1),
      teamName: 'Bulgaria',
      countryName: 'Bulgaria',
      people: [
        {
          ...nobody,
          // team(1, 'Bulgaria')'s first contestant and leader (guide-fixtures).
          personId: id(1401),
          fullName: 'Ana Bulgaria',
          role: 'Contestant',
          emergencyContactName: 'Olga Bulgaria',
          emergencyContactRelation: 'Mother',
          emergencyContactPhone: '+359 888 765 432',
          health: {
            consentAt: '2025-06-01T10:00:00Z',
            consentBy: 'Rita Registrator',
            diet: 'other',
            dietOther: 'No pork',
            allergies: 'Peanuts',
            medicalNotes: 'Asthma: inhaler in her bag',
            version: 1,
          },
          room: { hotelName: 'Hotel Sofia', hotelAddress: '1 Vitosha Blvd', roomNumber: '12', roomType: 'Double' },
        },
        { ...nobody, personId: id(1501), fullName: 'Boris Bulgaria', role: 'Contestant' },
        {
          ...nobody,
          personId: id(2201),
          fullName: 'Leader of Bulgaria',
          role: 'Leader',
          room: { hotelName: 'Hotel Sofia', hotelAddress: '1 Vitosha Blvd', roomNumber: '14', roomType: 'Single' },
        },
      ],
    },
  ],
};
