import { lazy, Suspense, useState } from 'react';
import { Button, Heading } from '@olympiad/shared/plain-ui';
import formLook from '../../../components/form.module.css';
import styles from './export-import-page.module.css';

// Loaded once asked for: an erasure happens once an edition, and Export/Import is opened often.
const ErasureDialog = lazy(() => import('./erasure-dialog').then((module) => ({ default: module.ErasureDialog })));

/** After the edition: personal data kept no longer than needed (docs/operations.md, Erasing personal data). */
export function ErasureSection() {
  const [open, setOpen] = useState(false);
  // Each opening starts afresh (its key); the dialog stays mounted once loaded, so that closing
  // it gives focus back to the button.
  const [openings, setOpenings] = useState(0);
  return (
    <section aria-labelledby="erasure-heading" className={styles.backup}>
      <Heading as="h2" id="erasure-heading" size="xl">
        Personal data after the edition
      </Heading>
      <p>
        Once the edition is over, erase what it no longer needs: every person&apos;s contact data, dates of birth, contact persons,
        pictures, travel data and T-shirt sizes, and the team registrators&apos; and guides&apos; accounts. Names, roles and countries stay
        only where the person&apos;s consent allows; the other people are removed.
      </p>
      <Button
        variant="danger"
        className={formLook.submit}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        Erase personal data
      </Button>
      {openings > 0 && (
        <Suspense>
          <ErasureDialog key={openings} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
