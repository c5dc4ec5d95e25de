import { useState } from 'react';
import { notify } from '@olympiad/shared';
import { Button, Heading } from '@olympiad/shared/plain-ui';
import formLook from '../../../components/form.module.css';
import { downloadBackup } from '../api/backup';
import styles from './export-import-page.module.css';

/** The whole edition in one file, to keep and to start a server from (docs/operations.md, Backups and restore). */
export function BackupSection() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadBackup();
      notify.success(`${name} has been downloaded.`);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="backup-heading" className={styles.backup}>
      <Heading as="h2" id="backup-heading" size="xl">Backup</Heading>
      <p>
        The whole edition as it is now, in one file: every country, team, person, user and picture. It holds personal data and
        password hashes: keep it as safe as the server. An empty server starts from it (RESTORE_FROM).
      </p>
      <Button className={formLook.submit} onClick={download} loading={downloading}>
        {downloading ? 'Downloading backup' : 'Download backup'}
      </Button>
    </section>
  );
}
