import { formatDate, MESSAGES } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import type { Kitchen } from '@olympiad/shared/schemas';
import { Button, classNames, ErrorAlert, Heading, PageLoader, ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import section from '../../../components/section.module.css';
import { DIET_COLUMNS, dietText, KITCHEN_DIET_ORDER } from '../diet-words';
import styles from './kitchen-page.module.css';

/** On paper: A4, the two tables without the product's frame or the Print button. */
const PRINT_CSS = `@page { size: A4; margin: 12mm; }
@media print {
  header, footer, nav, [data-print="hide"] { display: none !important; }
  body { background: white; }
  tr { break-inside: avoid; }
}`;

function DietsPerDay({ kitchen }: { kitchen: Kitchen }) {
  return (
    <ScrollRegion labelledBy="kitchen-days-heading">
      <table aria-labelledby="kitchen-days-heading" className={classNames(tableLook.table, styles.counts)}>
        <thead>
          <tr>
            <th>Day</th>
            {KITCHEN_DIET_ORDER.map((diet) => (
              <th key={diet}>{DIET_COLUMNS[diet]}</th>
            ))}
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {kitchen.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              {KITCHEN_DIET_ORDER.map((diet) => (
                <td key={diet}>{day.diets[diet] ?? 0}</td>
              ))}
              <td className={styles.total}>{day.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function AllergiesAndDiets({ people }: { people: Kitchen['people'] }) {
  if (people.length === 0) return <p className={section.muted}>Nobody has an allergy or a special diet yet.</p>;
  return (
    <ScrollRegion labelledBy="kitchen-people-heading">
      <table aria-labelledby="kitchen-people-heading" className={classNames(tableLook.table, tableLook.stacked, styles.people)}>
        <thead>
          <tr>
            <th>Name</th>
            <th>Country</th>
            <th>Role</th>
            <th>Diet</th>
            <th>Allergies</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.personId}>
              <td data-label="Name">{person.fullName}</td>
              <td data-label="Country">{person.countryName}</td>
              <td data-label="Role">{person.role}</td>
              <td data-label="Diet">{dietText(person)}</td>
              <td data-label="Allergies">{person.allergies}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * The kitchen's list: per day of stay (from each person's travel, else their team's) how many eat
 * each diet, who has no travel to count them by, and everyone with an allergy or a special diet.
 * Diets are asked with a consent of their own: without it a person counts as not answered.
 */
export function KitchenPage() {
  const { data: kitchen, error } = useApi('readKitchen', {});
  return (
    <section aria-labelledby="kitchen-heading" className={section.section}>
      <style>{PRINT_CSS}</style>
      <div className={styles.title}>
        <Heading as="h2" id="kitchen-heading" size="xl">
          Kitchen
        </Heading>
        <Button variant="outline" tone="blue" onClick={() => window.print()} data-print="hide">
          Print
        </Button>
      </div>
      {error && !kitchen ? (
        <ErrorAlert>The kitchen list could not be loaded: {error instanceof Error ? error.message : MESSAGES.error}</ErrorAlert>
      ) : !kitchen ? (
        <PageLoader label="Loading the kitchen list" />
      ) : (
        <>
          <Heading as="h3" id="kitchen-days-heading" size="lg">
            Diets per day
          </Heading>
          {kitchen.days.length === 0 ? <p className={section.muted}>No one has travel dates yet.</p> : <DietsPerDay kitchen={kitchen} />}
          <p>People without travel: {kitchen.withoutTravel}</p>
          <Heading as="h3" id="kitchen-people-heading" size="lg">
            Allergies and diets
          </Heading>
          <AllergiesAndDiets people={kitchen.people} />
        </>
      )}
    </section>
  );
}
