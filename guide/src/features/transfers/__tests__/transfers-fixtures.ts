import type { Transfers } from '@olympiad/shared/schemas';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** One day at the airport: a slot with the guide's team and another country's guests, and one person without a flight. */
export const ARRIVALS: Transfers = {
  direction: 'arrival',
  slotMinutes: 30,
  days: [
    {
      date: '2025-08-28',
      locations: [
        {
          location: 'Sofia Airport',
          count: 4,
          slots: [
            {
              start: '2025-08-28T10:00',
              end: '2025-08-28T10:30',
              count: 4,
              flights: [
                { carrier: 'LH', flightNumber: '1426', terminal: '2', count: 3 },
                { carrier: null, flightNumber: null, terminal: null, count: 1 },
              ],
              groups: [
                {
                  teamId: id(1),
                  teamName: 'Bulgaria',
                  countryName: 'Bulgaria',
                  leaderPhone: '+359 888 123 456',
                  guidedByMe: true,
                  people: [
                    { personId: id(11), fullName: 'Lena Leader', role: 'Leader' },
                    { personId: id(12), fullName: 'Ana Bulgaria', role: 'Contestant' },
                  ],
                },
                {
                  teamId: null,
                  teamName: null,
                  countryName: 'Chile',
                  leaderPhone: null,
                  guidedByMe: false,
                  people: [
                    { personId: id(21), fullName: 'Gina Guest', role: 'Guest' },
                    { personId: id(22), fullName: 'Paul Guest', role: 'Guest' },
                  ],
                },
              ],
            },
          ],
        },
        { location: 'Central Station', count: 1, slots: [] },
      ],
    },
  ],
  incomplete: [
    {
      personId: id(31),
      fullName: 'Ivan Petrov',
      role: 'Contestant',
      countryName: 'Chile',
      teamName: 'Chile',
      missing: ['time', 'flightNumber'],
    },
  ],
};
