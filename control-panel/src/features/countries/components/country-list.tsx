import type { Country } from '@olympiad/shared/schemas';
import { Button, Flag, HStack, Table, VisuallyHidden } from '@olympiad/shared/ui';

interface CountryListProps {
  countries: Country[];
  /** The country whose deletion is under way. */
  deletingId: string | null;
  onEdit: (country: Country) => void;
  onDelete: (country: Country) => void;
}

/** Flag, name and the row's actions; each action's name says which country it acts on. */
export function CountryList({ countries, deletingId, onEdit, onDelete }: CountryListProps) {
  return (
    <Table.Root aria-labelledby="countries-heading" size="sm" interactive>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Flag</Table.ColumnHeader>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {countries.map((country) => (
          <Table.Row key={country.id}>
            <Table.Cell>
              <Flag image={country.flagImage} country={country.name} />
            </Table.Cell>
            <Table.Cell>{country.name}</Table.Cell>
            <Table.Cell>
              <HStack gap="2">
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  loading={deletingId === country.id}
                  loadingText="Deleting"
                  onClick={() => onDelete(country)}
                >
                  Delete<VisuallyHidden> {country.name}</VisuallyHidden>
                </Button>
                <Button size="sm" variant="outline" colorPalette="blue" onClick={() => onEdit(country)}>
                  Edit<VisuallyHidden> {country.name}</VisuallyHidden>
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
