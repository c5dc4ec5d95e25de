import { formatDate } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';
import { Button, classNames, Picture, ScrollRegion, tableLook, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { guestRowId } from '../guest-selection';

interface GuestTableProps {
  guests: Person[];
  /** Edit and Delete, while guests may still be changed (not after the edit window). */
  actions?: { onEdit: (guest: Person) => void; onDelete: (guest: Person) => void };
}

/**
 * Guests list (docs/screens.md, Guests): picture, name, T-shirt, arrival and departure, Edit and
 * Delete when allowed; on a phone a card per guest, its Edit and Delete in view.
 */
export function GuestTable({ guests, actions }: GuestTableProps) {
  return (
    <ScrollRegion labelledBy="guests-heading">
      <table aria-labelledby="guests-heading" className={classNames(tableLook.table, tableLook.stacked)}>
        <thead>
          <tr>
            <th>Picture</th>
            <th>Name</th>
            <th>T-shirt size</th>
            <th>Arrival time</th>
            <th>Arrival location</th>
            <th>Departure time</th>
            <th>Departure location</th>
            {actions && <th>Actions</th>}
          </tr>
        </thead>
        <tbody>
          {guests.map((guest) => (
            <tr key={guest.id} id={guestRowId(guest.id)}>
              <td>
                <Picture src={guest.picturePath} alt={`Picture of ${guest.fullName}`} name={guest.fullName} />
              </td>
              <td data-label="Name">{guest.fullName}</td>
              <td data-label="T-shirt size">{guest.tShirtSize}</td>
              <td data-label="Arrival time">{formatDate(guest.timeOfArrival)}</td>
              <td data-label="Arrival location">{guest.arrivalLocation}</td>
              <td data-label="Departure time">{formatDate(guest.timeOfDeparture)}</td>
              <td data-label="Departure location">{guest.departureLocation}</td>
              {actions && (
                <td>
                  <div className={tableLook.actions}>
                    <Button size="sm" variant="outline" tone="blue" onClick={() => actions.onEdit(guest)}>
                      Edit<VisuallyHidden> {guest.fullName}</VisuallyHidden>
                    </Button>
                    <Button size="sm" variant="outline" tone="red" onClick={() => actions.onDelete(guest)}>
                      Delete<VisuallyHidden> {guest.fullName}</VisuallyHidden>
                    </Button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
