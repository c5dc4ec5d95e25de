import type { Guide } from '@olympiad/shared/schemas';
import { Picture, ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';

/** The spec's second table: picture, name, phone number, school name, class designator, T-shirt. */
export function GuideDetailsList({ guides }: { guides: readonly Guide[] }) {
  return (
    <ScrollRegion label="Guides table">
      <table aria-labelledby="guide-details-heading" className={tableLook.table}>
        <thead>
          <tr>
            <th>Picture</th>
            <th>Name</th>
            <th>Phone number</th>
            <th>School name</th>
            <th>Class designator</th>
            <th>T-shirt</th>
          </tr>
        </thead>
        <tbody>
          {guides.map((guide) => (
            <tr key={guide.id}>
              <td>
                <Picture src={guide.person.picturePath} alt={`Picture of ${guide.person.fullName}`} name={guide.person.fullName} />
              </td>
              <td>{guide.person.fullName}</td>
              <td>{guide.phoneNumber}</td>
              <td>{guide.schoolName}</td>
              <td>{guide.classDesignator}</td>
              <td>{guide.person.tShirtSize}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
