import { useState } from 'react';
import { notify } from '@olympiad/shared';
import { Button, Heading, Stack, Text } from '@olympiad/shared/ui';
import { exportContestants } from '../api/csv-files';
import { CsvImportForm } from './csv-import-form';

/** Export of the contestants' CSV; imports of credentials and seatings with a preview. */
export function ExportImportPage() {
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    try {
      const name = await exportContestants();
      notify.success(`${name} has been downloaded.`);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="10">
      <Stack as="section" aria-labelledby="export-heading" gap="3">
        <Heading as="h2" id="export-heading" size="xl">Export</Heading>
        <Text>The contestants with their country, team, group, date of birth, operating system and T-shirt size.</Text>
        <Button alignSelf="start" colorPalette="blue" onClick={exportFile} loading={exporting} loadingText="Exporting">
          Export
        </Button>
      </Stack>
      <Stack as="section" aria-labelledby="import-heading" gap="8">
        <Heading as="h2" id="import-heading" size="xl">Import</Heading>
        <CsvImportForm kind="credentials" title="Credentials" label="Credentials CSV file" />
        <CsvImportForm kind="seatings" title="Seatings" label="Seatings CSV file" />
      </Stack>
    </Stack>
  );
}
