import type { ErasureReport } from '@olympiad/shared/schemas';
import { tableLook } from '@olympiad/shared/plain-ui';
import { erasureLines } from '../erasure-report';
import styles from './erasure-dialog.module.css';

/** Each kind of personal data with how many records of it the erasure takes (or took). */
export function ErasureTable({ report, caption }: { report: ErasureReport; caption: string }) {
  return (
    <table className={tableLook.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Data</th>
          <th scope="col" className={styles.count}>
            Records
          </th>
        </tr>
      </thead>
      <tbody>
        {erasureLines(report).map((line) => (
          <tr key={line.label}>
            <th scope="row" className={styles.kind}>
              {line.label}
            </th>
            <td className={styles.count}>{line.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
