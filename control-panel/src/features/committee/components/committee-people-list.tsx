import type { CommitteePerson } from '@olympiad/shared/schemas';
import { Button, Picture, ScrollRegion, tableLook, VisuallyHidden } from '@olympiad/shared/plain-ui';

/** List of people for committees: picture, name, T-shirt size, roles and Edit. */
export function CommitteePeopleList({ people, onEdit }: { people: CommitteePerson[]; onEdit: (person: CommitteePerson) => void }) {
  return (
    <ScrollRegion label="Committee people table">
      <table aria-labelledby="committee-people-heading" className={tableLook.table}>
        <thead>
          <tr>
            <th>Picture</th>
            <th>Name</th>
            <th>T-shirt size</th>
            <th>Roles</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <td>
                <Picture src={person.picturePath} alt={`Picture of ${person.fullName}`} name={person.fullName} />
              </td>
              <td>{person.fullName}</td>
              <td>{person.tShirtSize}</td>
              <td>
                {person.committees.length > 0
                  ? person.committees.map((seat) => `${seat.role} (${seat.committeeName})`).join('; ')
                  : person.roles.join(', ')}
              </td>
              <td>
                <Button size="sm" variant="outline" tone="blue" onClick={() => onEdit(person)}>
                  Edit<VisuallyHidden> {person.fullName}</VisuallyHidden>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
