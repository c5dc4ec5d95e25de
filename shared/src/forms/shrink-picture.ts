import { PICTURE_HEIGHT, PICTURE_WIDTH } from '@olympiad/shared';

/** Pictures are shown at 150×190: twice that keeps them sharp on high-density screens. */
const PICTURE_MAX_WIDTH = 2 * PICTURE_WIDTH;
const PICTURE_MAX_HEIGHT = 2 * PICTURE_HEIGHT;
/** A file already within the display size and this small is sent as chosen. */
const KEEP_BYTES = 150 * 1024;
const QUALITY = 0.85;

/** The largest size within max, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxWidth = PICTURE_MAX_WIDTH, maxHeight = PICTURE_MAX_HEIGHT) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * Shrinks a chosen picture (a 4–8 MB phone photo) in the browser to the display size, as WebP or
 * else JPEG, so that hotel Wi-Fi carries kilobytes instead of megabytes. A file the browser cannot
 * decode is returned as is: the server's content check then refuses it with its message.
 */
export async function shrinkPicture(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height && file.size <= KEEP_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const webp = await toBlob(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  return (await toBlob(canvas, 'image/jpeg')) ?? file;
}
