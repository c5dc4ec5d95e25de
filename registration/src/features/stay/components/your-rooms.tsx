import type { StayPerson } from '@olympiad/shared/schemas';
import { Heading, ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import { hotelsOf } from '../stay-values';

/** The delegation's rooms once the organisers publish the allocation; each hotel's address once, under the table. */
export function YourRooms({ people }: { people: readonly StayPerson[] }) {
  const placed = people.filter((person) => person.room);
  return (
    <section aria-labelledby="your-rooms">
      <Heading as="h2" id="your-rooms" size="lg">
        Your rooms
      </Heading>
      {placed.length === 0 ? (
        <p>Nobody of the delegation has a room yet.</p>
      ) : (
        <>
          <ScrollRegion label="Rooms by person">
            <table className={tableLook.table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Hotel</th>
                  <th scope="col">Room</th>
                  <th scope="col">Type</th>
                </tr>
              </thead>
              <tbody>
                {placed.map(({ personId, fullName, room }) => (
                  <tr key={personId}>
                    <td>{fullName}</td>
                    <td>{room!.hotelName}</td>
                    <td>{room!.roomNumber}</td>
                    <td>{room!.roomType}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <ul>
            {hotelsOf(placed).map(({ hotelName, hotelAddress }) => (
              <li key={hotelName}>{hotelAddress ? `${hotelName}: ${hotelAddress}` : hotelName}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
