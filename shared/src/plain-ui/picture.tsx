import { PICTURE_HEIGHT, PICTURE_WIDTH } from '../constants.js';
import styles from './picture.module.css';

interface PictureProps {
  src: string | null | undefined;
  alt: string;
  /** `eager` where a page is printed, so every photo is on paper even if it was never scrolled into view. */
  loading?: 'lazy' | 'eager';
  /**
   * On the first screen, where a picture is likely the page's largest paint: requested at once and
   * ahead of the scripts still loading.
   */
  priority?: boolean;
}

/**
 * A person's picture at the product's fixed 150×190: the box is reserved by its width and height
 * before the image arrives, so nothing shifts. Lazy and decoded off the main thread by default.
 */
export function Picture({ src, alt, loading = 'lazy', priority = false }: PictureProps) {
  return (
    <img
      src={src || undefined}
      alt={alt}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      // The largest paint is decoded with the frame that shows it, not in a later one.
      decoding={priority ? undefined : 'async'}
      className={styles.picture}
      style={{ width: PICTURE_WIDTH, height: PICTURE_HEIGHT }}
    />
  );
}
