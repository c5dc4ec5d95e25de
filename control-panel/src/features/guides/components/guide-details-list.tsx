import type { Guide } from '@olympiad/shared/schemas';
import { Picture, Table } from '@olympiad/shared/ui';
import { ScrollRegion } from '@olympiad/shared/plain-ui';

/** The spec's second table: picture, name, phone number, school name, class designator, T-shirt. */
export function GuideDetailsList({ guides }: { guides: readonly Guide[] }) {
  return (
    <ScrollRegion label="Guides table">
      <Table.Root aria-labelledby="guide-details-heading" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Picture</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Phone number</Table.ColumnHeader>
            <Table.ColumnHeader>School name</Table.ColumnHeader>
            <Table.ColumnHeader>Class designator</Table.ColumnHeader>
            <Table.ColumnHeader>T-shirt</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {guides.map((guide) => (
            <Table.Row key={guide.id}>
              <Table.Cell>
                <Picture src={guide.person.picturePath} alt={`Picture of ${guide.person.fullName}`} name={guide.person.fullName} />
              </Table.Cell>
              <Table.Cell>{guide.person.fullName}</Table.Cell>
              <Table.Cell>{guide.phoneNumber}</Table.Cell>
              <Table.Cell>{guide.schoolName}</Table.Cell>
              <Table.Cell>{guide.classDesignator}</Table.Cell>
              <Table.Cell>{guide.person.tShirtSize}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
