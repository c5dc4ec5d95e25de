import { percentDone } from '../progress-rows';
import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** The bar's accessible name ("Progress of Alpha"). */
  label: string;
  done: number;
  total: number;
}

/** A bar of the checks done, named for what it measures, with "7 of 13 (53%)" beside it. */
export function ProgressBar({ label, done, total }: ProgressBarProps) {
  const percent = percentDone({ done, total });
  const figures = `${done} of ${total} (${percent}%)`;
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={figures}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.figures}>{figures}</span>
    </div>
  );
}
