import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '@olympiad/shared/schemas';
import sharp from 'sharp';
import { decodeImage, STORED_PICTURE_MAX } from '../../src/lib/image.js';
import { sanitizeRichText } from '../../src/routes/contest/sanitize.js';
import { buildTestApp, call, IMAGES, loginAdmin } from '../helper.js';

const app = await buildTestApp();
const token = await loginAdmin(app);

/** A phone photo: 1200×1600, taken sideways (EXIF orientation 6), with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 19/1 0/1' } })
    .toBuffer();
}

/** EXIF's pointer to the GPS block is tag 0x8825, in either byte order. */
const hasGpsBlock = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe('stored pictures are decoded and re-encoded', () => {
  it('turns a phone photo upright, shrinks it to 300×380 at most and drops its metadata', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    assert.equal(before.orientation, 6);
    assert.ok(hasGpsBlock(before.exif), 'the test photo has a GPS block');
    const stored = await decodeImage(photo.toString('base64'), 'picture');
    const after = await sharp(stored.data).metadata();
    assert.equal(stored.contentType, 'image/webp');
    assert.equal(after.format, 'webp');
    assert.ok(after.width! <= STORED_PICTURE_MAX.width && after.height! <= STORED_PICTURE_MAX.height, `${after.width}×${after.height}`);
    assert.ok(after.height! > after.width!, 'portrait after auto-rotation');
    assert.equal(after.exif, undefined);
    assert.equal(after.orientation, undefined);
  });

  it('keeps small pictures at their size', async () => {
    const stored = await decodeImage(IMAGES.png.toString('base64'), 'picture');
    const after = await sharp(stored.data).metadata();
    assert.deepEqual([after.width, after.height], [2, 2]);
  });

  it('refuses a PNG header followed by HTML, a truncated JPEG and a GIF, with a 400 on the field', async () => {
    const html = Buffer.concat([IMAGES.png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    const truncated = (await phonePhoto()).subarray(0, 2000);
    for (const bytes of [html, truncated, IMAGES.gif]) {
      await assert.rejects(decodeImage(bytes.toString('base64'), 'flagImage'), (error: { status: number; errors: unknown }) => {
        assert.equal(error.status, 400);
        assert.deepEqual(error.errors, { flagImage: [MESSAGES.imageInvalid] });
        return true;
      });
    }
    const response = await call(app, { method: 'POST', url: '/api/Country', token, body: { name: 'Htmland', flagImage: html.toString('base64') } });
    assert.equal(response.statusCode, 400);
    assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
  });

  it('serves an uploaded flag as the re-encoded WebP', async () => {
    const created = await call(app, { method: 'POST', url: '/api/Country', token, body: { name: 'Photoland', flagImage: (await phonePhoto()).toString('base64') } });
    assert.equal(created.statusCode, 201);
    const flag = Buffer.from(created.json().flagImage, 'base64');
    assert.equal((await sharp(flag).metadata()).format, 'webp');
    assert.equal((await sharp(flag).metadata()).exif, undefined);
  });
});

describe('the HTML sanitiser', () => {
  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    const html = sanitizeRichText('<a href="https://example.org" target="_blank">x</a><a href="/a" target="_blank" rel="opener">y</a>');
    assert.equal(html.match(/rel="noopener noreferrer"/g)?.length, 2, html);
    assert.doesNotMatch(html, /rel="opener"/);
  });

  it('drops data: images and keeps http(s) ones', () => {
    const html = sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x"><img src="https://example.org/a.png" alt="y">');
    assert.doesNotMatch(html, /data:/);
    assert.match(html, /https:\/\/example\.org\/a\.png/);
  });
});
