import type { Leader } from '@olympiad/shared/schemas';
import { urlOfCall } from '@olympiad/shared';

/** The country's earlier leaders offered by the pickers: a leader, and a former deputy. */
export const LEADERS: Leader[] = [
  {
    id: '44444444-4444-4444-8444-444444444444',
    personId: '55555555-5555-4555-8555-555555555555',
    email: 'lea@example.com',
    phoneNumber: '+359888',
    isDeputy: false,
    person: { fullName: 'Lea Leader', tShirtSize: 'M', picturePath: urlOfCall('readPicture', { params: { id: 'lea' } }) },
  },
  {
    // A former deputy: stored without an e-mail, which a leader needs.
    id: '66666666-6666-4666-8666-666666666666',
    personId: '77777777-7777-4777-8777-777777777777',
    email: null,
    phoneNumber: '+359 888 12',
    isDeputy: true,
    person: { fullName: 'Dan Deputy', tShirtSize: 'L', picturePath: null },
  },
];
