import { MAX_IMAGE_BYTES, MESSAGES, PICTURE_HEIGHT, PICTURE_WIDTH } from '@olympiad/shared/schemas';
import type { Sharp, SharpOptions } from 'sharp';
import { fieldError } from './problem.js';

/** Twice the displayed 150×190, for sharp screens. */
export const STORED_PICTURE_MAX = { width: 2 * PICTURE_WIDTH, height: 2 * PICTURE_HEIGHT } as const;
/** A 5 MB file can claim a huge canvas; refuse to decode more pixels than any photo needs. */
const MAX_INPUT_PIXELS = 50_000_000;

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | undefined;
/** Loaded on the first upload, not at start: libvips costs a restart ~0.3 s. */
function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each upload is decoded once; sharp's cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The content type from the file's own bytes; the name or a declared type is never trusted. */
export function sniffImageType(data: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/**
 * Decodes a base64 upload and re-encodes it: turned upright by its EXIF orientation, shrunk to
 * at most 300×380, written anew as WebP. Only pixels survive, so no metadata (the GPS position
 * of a phone photo of a minor), no trailing bytes (HTML after a PNG header) and no second
 * format inside. A 400 with a field error on `field` unless it is a whole JPEG, PNG or WebP of
 * at most 5 MB. Every stored picture comes through here (storePicture).
 */
export async function decodeImage(base64: string, field: string): Promise<{ data: Buffer; contentType: string }> {
  const input = Buffer.from(base64, 'base64');
  if (!sniffImageType(input) || input.length > MAX_IMAGE_BYTES) throw fieldError(field, MESSAGES.imageInvalid);
  const sharp = await loadSharp();
  try {
    const data = await sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ ...STORED_PICTURE_MAX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { data, contentType: 'image/webp' };
  } catch {
    throw fieldError(field, MESSAGES.imageInvalid);
  }
}

/**
 * A stored picture as a JPEG (print and PDF take JPEG as it is): on white where it is transparent,
 * and an SVG (the demo's initials) drawn at twice its size, sharp enough to print.
 */
export async function storedImageAsJpeg(data: Buffer, contentType: string): Promise<Buffer> {
  if (contentType === 'image/jpeg') return data;
  const sharp = await loadSharp();
  return sharp(data, { density: 144 }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
}
