import { memo } from 'react';
import type { LetterSummary } from '@olympiad/shared/schemas';
import { formatInstant } from '@olympiad/shared/text';
import { Button, classNames, ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import { canDownload, canRevoke, describeLetterStatus } from '../letter-status';
import styles from './letters-table.module.css';

interface LettersTableProps {
  letters: readonly LetterSummary[];
  timeZone: string;
  /** The letter whose download is under way. */
  downloadingId: string | null;
  onDownload: (letter: LetterSummary & { personId: string }) => void;
  onRevoke: (letter: LetterSummary) => void;
}

/**
 * The letters, newest first: whose (and the name as in the passport), which country, when
 * generated (at the venue, its zone in the header) and by whom, and its status. On a phone a card
 * a letter.
 */
export const LettersTable = memo(function LettersTable({ letters, timeZone, downloadingId, onDownload, onRevoke }: LettersTableProps) {
  return (
    <ScrollRegion label="Letters table">
      <table aria-label="Letters" className={classNames(tableLook.table, tableLook.stacked, styles.letters)}>
        <thead>
          <tr>
            <th>Person</th>
            <th>Country</th>
            <th>
              Generated<span className={styles.zone}> (venue time, {timeZone})</span>
            </th>
            <th>By</th>
            <th>Status</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {letters.map((letter) => (
            <tr key={letter.id}>
              <td data-label="Person">
                {letter.personName}
                <span className={styles.passportName}>{letter.passportName}</span>
              </td>
              <td data-label="Country">{letter.country}</td>
              <td data-label="Generated" className={styles.when}>
                {formatInstant(letter.generatedAt, timeZone)}
              </td>
              <td data-label="By">{letter.generatedBy}</td>
              <td data-label="Status" className={styles[letter.status]}>
                {describeLetterStatus(letter, timeZone)}
              </td>
              <td>
                <div className={styles.actions}>
                  {canDownload(letter) && (
                    <Button
                      size="sm"
                      variant="outline"
                      tone="blue"
                      aria-label={`Download letter of ${letter.personName}`}
                      loading={downloadingId === letter.id}
                      onClick={() => onDownload(letter)}
                    >
                      Download letter
                    </Button>
                  )}
                  {canRevoke(letter) && (
                    <Button
                      size="sm"
                      variant="outline"
                      tone="red"
                      aria-label={`Revoke letter of ${letter.personName}`}
                      onClick={() => onRevoke(letter)}
                    >
                      Revoke
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
});
