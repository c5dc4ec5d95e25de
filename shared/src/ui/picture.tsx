import { Image } from '@chakra-ui/react';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '../constants.js';

/**
 * A person's picture at the product's fixed 150×190: the box is reserved by its width and height
 * before the image arrives, so nothing shifts. Lazy and decoded off the main thread by default;
 * `eager` for the first screen (no wait for layout before the request) and where a page is
 * printed, so every photo is on paper even if it was never scrolled into view.
 */
export function Picture({ src, alt, loading = 'lazy' }: { src: string | null | undefined; alt: string; loading?: 'lazy' | 'eager' }) {
  return (
    <Image
      src={src || undefined}
      alt={alt}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      htmlWidth={PICTURE_WIDTH}
      htmlHeight={PICTURE_HEIGHT}
      loading={loading}
      decoding="async"
      objectFit="cover"
      bg="gray.100"
      borderRadius="md"
    />
  );
}
