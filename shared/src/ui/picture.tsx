import { Image } from '@chakra-ui/react';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '../constants.js';

/** A person's picture at the product's fixed 150×190, lazy and without layout shift. */
export function Picture({ src, alt }: { src: string | null | undefined; alt: string }) {
  return (
    <Image
      src={src || undefined}
      alt={alt}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      htmlWidth={PICTURE_WIDTH}
      htmlHeight={PICTURE_HEIGHT}
      loading="lazy"
      objectFit="cover"
      bg="gray.100"
      borderRadius="md"
    />
  );
}
