import { PICTURE_HEIGHT, PICTURE_WIDTH } from '../picture-size.js';
import { initialsOf } from '../text/initials.js';
import styles from './picture.module.css';

interface PictureProps {
  src: string | null | undefined;
  alt: string;
  /** Whose initials stand in for a missing picture; the alt text when not given. */
  name?: string;
  /** `eager` where a page is printed, so every photo is on paper even if it was never scrolled into view. */
  loading?: 'lazy' | 'eager';
  /**
   * On the first screen, where a picture is likely the page's largest paint: requested at once and
   * ahead of the scripts still loading.
   */
  priority?: boolean;
}

/** A hue of its own for each name, the same on every screen and on the server. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return hash;
}

/**
 * The stand-in for a missing picture, as the demo edition's pictures: the person's initials on a
 * tinted 150×190 box, as an SVG data URL (white on a dark tint: readable in every hue). Initials are
 * letters only, so nothing in them needs escaping.
 */
export function placeholderPicture(name: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 150 190">` +
    `<rect width="150" height="190" fill="hsl(${hueOf(name)} 45% 32%)"/>` +
    `<text x="75" y="112" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">${initialsOf(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A person's picture at the product's fixed 150×190: the box is reserved by its width and height
 * before the image arrives, so nothing shifts. Lazy and decoded off the main thread by default.
 * A person without a picture gets their initials on a tinted box (placeholderPicture), never an
 * image without a source, which browsers draw as its alt text.
 */
export function Picture({ src, alt, name, loading = 'lazy', priority = false }: PictureProps) {
  return (
    <img
      src={src || placeholderPicture(name ?? alt)}
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
