import { useDownload } from '@olympiad/shared/api';
import { Button, Heading } from '@olympiad/shared/plain-ui';
import formLook from '../../../components/form.module.css';
import { downloadBackup } from '../download-backup';
import styles from './export-import-page.module.css';

/** The whole edition in one file, to keep and to start a server from (docs/operations.md, Backups and restore). */
export function BackupSection() {
  const { downloading, download } = useDownload();

  return (
    <section aria-labelledby="backup-heading" className={styles.backup}>
      <Heading as="h2" id="backup-heading" size="xl">
        Backup
      </Heading>
      <p>
        The whole edition as it is now, in one file: every country, team, person, user and picture. It holds personal data and password
        hashes: keep it as safe as the server. An empty server starts from it (RESTORE_FROM) with the backup key it was signed with: keep a
        copy of that key apart from the backups.
      </p>
      <Button className={formLook.submit} onClick={() => download(downloadBackup)} loading={downloading}>
        {downloading ? 'Downloading backup' : 'Download backup'}
      </Button>
    </section>
  );
}
