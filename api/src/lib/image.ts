import { MAX_IMAGE_BYTES, MESSAGES } from '@olympiad/shared/schemas';
import { fieldError } from './problem.js';

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

/** Decodes a base64 upload; a 400 with a field error on `field` unless it is a JPEG, PNG or WebP of at most 5 MB. */
export function decodeImage(base64: string, field: string): { data: Buffer; contentType: string } {
  const data = Buffer.from(base64, 'base64');
  const contentType = sniffImageType(data);
  if (!contentType || data.length > MAX_IMAGE_BYTES) throw fieldError(field, MESSAGES.imageInvalid);
  return { data, contentType };
}
