import type { Country } from '@olympiad/shared/schemas';
import { Button, Flag, tableLook, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { formatInstant } from '@olympiad/shared/text';
import section from '../../../components/section.module.css';

interface CountryListProps {
  countries: Country[];
  /** The venue's time zone, in which a country's own deadline is shown. */
  venueTimeZone: string;
  /** The country whose deletion is under way. */
  deletingId: string | null;
  onEdit: (country: Country) => void;
  onDelete: (country: Country) => void;
}

/**
 * Flag, name, the country's own registration deadline (at the venue; the contest's when it has
 * none) and the row's actions, Edit before the Delete that asks first; each action's name says
 * which country it acts on. A row per
 * country of the world, so a plain table (`tableLook`) with styles written at build time: a
 * phone does not compute the styles of some four hundred elements at run time.
 */
export function CountryList({ countries, venueTimeZone, deletingId, onEdit, onDelete }: CountryListProps) {
  return (
    <table aria-labelledby="countries-heading" className={tableLook.table}>
      <thead>
        <tr>
          <th>Flag</th>
          <th>Name</th>
          <th>Registration deadline</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {countries.map((country) => (
          <tr key={country.id}>
            <td>
              <Flag image={country.flagImage} country={country.name} />
            </td>
            <td>{country.name}</td>
            <td>
              {country.registrationDeadline ? (
                formatInstant(country.registrationDeadline, venueTimeZone)
              ) : (
                <span className={section.muted}>The contest&apos;s</span>
              )}
            </td>
            <td>
              <div className={tableLook.actions}>
                <Button size="sm" variant="outline" tone="blue" onClick={() => onEdit(country)}>
                  Edit<VisuallyHidden> {country.name}</VisuallyHidden>
                </Button>
                <Button size="sm" variant="outline" tone="red" loading={deletingId === country.id} onClick={() => onDelete(country)}>
                  Delete<VisuallyHidden> {country.name}</VisuallyHidden>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
