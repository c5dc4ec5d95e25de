import styles from './picture.module.css';

interface FlagProps {
  image: string | null | undefined;
  country: string;
  width?: number;
  /** `eager` on the first screen, and on pages that are printed: every flag on paper, scrolled into view or not. */
  loading?: 'lazy' | 'eager';
}

/**
 * A country's flag, stored as base64 image content without the data-URL prefix, at 3:2 in a box
 * reserved by its width and height (an absent flag keeps the same box), decoded off the main thread.
 */
export function Flag({ image, country, width = 48, loading = 'lazy' }: FlagProps) {
  const height = Math.round((width * 2) / 3);
  if (!image) return <span aria-hidden="true" className={styles.noFlag} style={{ width, height }} />;
  return (
    <img
      src={`data:image/jpeg;base64,${image}`}
      alt={`Flag of ${country}`}
      width={width}
      height={height}
      className={styles.flag}
      style={{ width, height }}
      loading={loading}
      decoding="async"
    />
  );
}
