import { useId, useState } from 'react';
import { useAuth } from '@olympiad/shared';
import { TRANSFER_SLOT_MINUTES } from '@olympiad/shared/text';
import { saveCallFile, useDownload } from '@olympiad/shared/api';
import { Link } from '@olympiad/shared/router';
import type { Transfers, TransferDirection } from '@olympiad/shared/schemas';
import { Button, ErrorAlert, Field, Heading, PageLoader, Select } from '@olympiad/shared/plain-ui';
import { PrintSheet } from '../../../components/print-sheet';
import { dayHeading } from '../transfer-texts';
import { useTransfers } from '../use-transfers';
import { IncompleteTravel } from './incomplete-travel';
import { TransferLocation } from './transfer-location';
import styles from './transfers.module.css';

const DIRECTIONS: Record<TransferDirection, string> = { arrival: 'Arrivals', departure: 'Departures' };
const SLOT_OPTIONS = TRANSFER_SLOT_MINUTES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

/**
 * /transfers (docs/screens.md, Transfers): who arrives (or leaves) when and where, per day and
 * location in time slots, to meet every delegation; read-only, the guide's own teams marked.
 * Printed one location a page.
 */
export function TransfersPage() {
  const [direction, setDirection] = useState<TransferDirection>('arrival');
  const [slotMinutes, setSlotMinutes] = useState(30);
  const transfers = useTransfers(direction, slotMinutes);
  const { downloading, download } = useDownload();
  const directionName = useId();
  const downloadCsv = () =>
    download(() => saveCallFile('downloadTransfers', `transfers-${direction}.csv`, { query: { direction, slotMinutes } }));
  const organiser = useAuth().role === 'Administrator';
  return (
    <PrintSheet title="Transfers">
      {organiser && (
        // An Administrator comes from the control panel's menu, which this remote does not draw.
        <p data-print-hidden="">
          <Link to="/controlPanel">Back to the control panel</Link>
        </p>
      )}
      <div data-print-hidden="" className={styles.controls}>
        <fieldset className={styles.directions}>
          <legend className={styles.legend}>Direction</legend>
          {(Object.keys(DIRECTIONS) as TransferDirection[]).map((choice) => (
            <label key={choice} className={styles.direction}>
              <input type="radio" name={directionName} checked={direction === choice} onChange={() => setDirection(choice)} />
              {DIRECTIONS[choice]}
            </label>
          ))}
        </fieldset>
        <div className={styles.slot}>
          <Field label="Slot length">
            <Select options={SLOT_OPTIONS} value={String(slotMinutes)} onChange={(event) => setSlotMinutes(Number(event.target.value))} />
          </Field>
        </div>
        <Button variant="outline" onClick={() => void downloadCsv()} loading={downloading}>
          Download CSV
        </Button>
      </div>
      <p>
        {DIRECTIONS[direction]}, in slots of {slotMinutes} minutes.
      </p>
      {transfers.error && !transfers.data ? (
        <ErrorAlert>The transfers could not be loaded. Check your connection and reload the page.</ErrorAlert>
      ) : !transfers.data ? (
        <PageLoader label="Loading the transfers" />
      ) : (
        <Manifest transfers={transfers.data} />
      )}
    </PrintSheet>
  );
}

function Manifest({ transfers }: { transfers: Transfers }) {
  return (
    <>
      {transfers.days.length === 0 && <p>Nobody has entered travel for these days yet.</p>}
      {transfers.days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className={styles.day}>
          <Heading as="h2" id={`day-${day.date}`} size="xl">
            {dayHeading(day.date)}
          </Heading>
          {day.locations.map((location) => (
            <TransferLocation key={location.location} date={day.date} location={location} />
          ))}
        </section>
      ))}
      <IncompleteTravel transfers={transfers} />
    </>
  );
}
