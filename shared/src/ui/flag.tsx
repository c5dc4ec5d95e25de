import { Image } from '@chakra-ui/react';

/** A country's flag, stored as base64 image content without the data-URL prefix. */
export function Flag({ image, country, width = 48 }: { image: string | null | undefined; country: string; width?: number }) {
  const height = Math.round((width * 2) / 3);
  if (!image) return <span aria-hidden="true" style={{ display: 'inline-block', width, height }} />;
  return (
    <Image
      src={`data:image/jpeg;base64,${image}`}
      alt={`Flag of ${country}`}
      htmlWidth={width}
      htmlHeight={height}
      width={`${width}px`}
      height={`${height}px`}
      objectFit="cover"
      loading="lazy"
    />
  );
}
