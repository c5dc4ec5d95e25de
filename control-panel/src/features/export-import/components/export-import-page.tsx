import { edition } from '@olympiad/shared';
import { saveCallFile, useDownload } from '@olympiad/shared/api';
import { Button, Heading } from '@olympiad/shared/plain-ui';
import formLook from '../../../components/form.module.css';
import { BackupSection } from './backup-section';
import { CsvImportForm } from './csv-import-form';
import { ErasureSection } from './erasure-section';
import styles from './export-import-page.module.css';

/** Export of the contestants' CSV; imports of credentials and seatings with a preview; the edition's backup; the erasure of personal data after the edition. */
export function ExportImportPage() {
  const { downloading: exporting, download } = useDownload();

  return (
    <div className={styles.page}>
      <section aria-labelledby="export-heading" className={styles.export}>
        <Heading as="h2" id="export-heading" size="xl">
          Export
        </Heading>
        <p>The contestants with their country, team, group, date of birth, operating system and T-shirt size.</p>
        <Button
          className={formLook.submit}
          onClick={() => download(() => saveCallFile('exportContestants', `contestants-${edition().year}.csv`))}
          loading={exporting}
        >
          {exporting ? 'Exporting' : 'Export'}
        </Button>
      </section>
      <section aria-labelledby="import-heading" className={styles.import}>
        <Heading as="h2" id="import-heading" size="xl">
          Import
        </Heading>
        <CsvImportForm kind="credentials" title="Credentials" label="Credentials CSV file" />
        <CsvImportForm kind="seatings" title="Seatings" label="Seatings CSV file" />
      </section>
      <BackupSection />
      <ErasureSection />
    </div>
  );
}
