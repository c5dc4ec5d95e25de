import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { notify } from '@olympiad/shared';
import { callApi, useDownload } from '@olympiad/shared/api';
import type { ErasureReport } from '@olympiad/shared/schemas';
import { Button, ErrorAlert, Field, InfoAlert, Input, Modal, Row, Stack } from '@olympiad/shared/plain-ui';
import { downloadBackup } from '../download-backup';
import { ERASE_CONFIRMATION, isErasureConfirmed } from '../erasure-report';
import { ErasureTable } from './erasure-table';
import styles from './erasure-dialog.module.css';

type Busy = 'dryRun' | 'erasure' | null;

const NEEDS_DRY_RUN = 'Make a dry run first, to see what the erasure will take.';
const NEEDS_CONFIRMATION = `Type ${ERASE_CONFIRMATION}, in capitals, to confirm.`;

/**
 * The erasure of personal data after the edition, in the order it must be done: keep a final
 * backup, see what a dry run would take, then type ERASE and erase. Nothing but a backup brings
 * the data back.
 */
export function ErasureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ids = { copy: useId(), dryRun: useId(), erase: useId() };
  const { mutate } = useSWRConfig();
  const backup = useDownload();
  const [busy, setBusy] = useState<Busy>(null);
  const [dryRun, setDryRun] = useState<ErasureReport | null>(null);
  const [erased, setErased] = useState<ErasureReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();

  const run = async (step: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(step);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const makeDryRun = () => run('dryRun', async () => setDryRun(await callApi('erasePersonalData', { body: { dryRun: true } })));
  const erase = (event: FormEvent) => {
    event.preventDefault();
    const refusal = !dryRun ? NEEDS_DRY_RUN : !isErasureConfirmed(typed) ? NEEDS_CONFIRMATION : undefined;
    setTypedError(refusal);
    if (refusal) return;
    void run('erasure', async () => {
      setErased(await callApi('erasePersonalData', { body: { dryRun: false } }));
      notify.success('Personal data has been erased.');
      // Every list the control panel holds still shows what is gone.
      await mutate(() => true);
    });
  };
  const close = () => {
    if (!busy && !backup.downloading) onClose();
  };

  return (
    <Modal open={open} onClose={close} title="Erase personal data" role="alertdialog">
      <Stack gap={6}>
        {erased ? (
          <>
            <InfoAlert>Personal data has been erased.</InfoAlert>
            <ErasureTable report={erased} caption="What the erasure took" />
          </>
        ) : (
          <>
            <section aria-labelledby={ids.copy} className={styles.step}>
              <h3 id={ids.copy} className={styles.stepHeading}>
                1. Keep a final copy
              </h3>
              <p>Only a backup taken before the erasure can bring the data back. Download one and keep it as safe as the server.</p>
              <Button
                variant="outline"
                onClick={() => backup.download(downloadBackup)}
                loading={backup.downloading}
                disabled={busy !== null}
              >
                {backup.downloading ? 'Downloading backup' : 'Download final backup'}
              </Button>
            </section>
            <section aria-labelledby={ids.dryRun} className={styles.step}>
              <h3 id={ids.dryRun} className={styles.stepHeading}>
                2. See what would go
              </h3>
              <p>A dry run does the whole erasure and then undoes it: it counts exactly what erasing will take, and changes nothing.</p>
              <Button variant="outline" onClick={makeDryRun} loading={busy === 'dryRun'} disabled={busy !== null}>
                {busy === 'dryRun' ? 'Making a dry run' : 'Dry run'}
              </Button>
              {dryRun && <ErasureTable report={dryRun} caption="What the erasure would take (dry run: nothing has been erased)" />}
            </section>
            <form aria-labelledby={ids.erase} className={styles.step} onSubmit={erase} noValidate>
              <h3 id={ids.erase} className={styles.stepHeading}>
                3. Erase
              </h3>
              <Field label={`Type ${ERASE_CONFIRMATION} to confirm`} hint="It cannot be undone, except from a backup." error={typedError}>
                <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
              </Field>
              <Button type="submit" variant="danger" loading={busy === 'erasure'} disabled={busy !== null && busy !== 'erasure'}>
                {busy === 'erasure' ? 'Erasing personal data' : 'Erase personal data now'}
              </Button>
            </form>
          </>
        )}
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Row end>
          {/* Focused first: Enter on the opened dialog must not start anything. */}
          <Button variant="outline" tone="gray" onClick={close} disabled={busy !== null || backup.downloading} data-autofocus>
            {erased ? 'Close' : 'Cancel'}
          </Button>
        </Row>
      </Stack>
    </Modal>
  );
}
