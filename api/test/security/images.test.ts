import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase } from '../../src/db/client.js';
import { applyMigrations, migrationFiles } from '../../src/db/migrate.js';
import { decodeImage, STORED_PICTURE_MAX } from '../../src/lib/image.js';
import { sanitizeRichText } from '../../src/routes/contest/sanitize.js';
import { buildTestApp, call, IMAGES, loginAdmin, urlFor } from '../helper.js';

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
    const response = await call(app, 'createCountry', { token, body: { name: 'Htmland', flagImage: html.toString('base64') } });
    assert.equal(response.statusCode, 400);
    assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
  });

  it('serves an uploaded flag as the re-encoded WebP', async () => {
    const created = await call(app, 'createCountry', {
      token,
      body: { name: 'Photoland', flagImage: (await phonePhoto()).toString('base64') },
    });
    assert.equal(created.statusCode, 201);
    const flag = Buffer.from(created.json().flagImage, 'base64');
    assert.equal((await sharp(flag).metadata()).format, 'webp');
    assert.equal((await sharp(flag).metadata()).exif, undefined);
  });
});

describe('a logo uploaded before pictures had public keys', () => {
  // Its address was stored in the company's imageUrl by the image's id, which opens nothing now.
  it('is moved onto its key by migration 0011, and other links are left as they were', async () => {
    const { db, close } = await openDatabase({ kind: 'pglite' }, { onConnectionLost: () => {} });
    try {
      const files = await migrationFiles();
      await db.transaction((tx) =>
        applyMigrations(
          tx,
          files.filter((file) => file < '0011'),
        ),
      );
      const logo = '11111111-1111-4111-8111-111111111111';
      await db.execute(sql`INSERT INTO images (id, content_type, data) VALUES (${logo}, 'image/png', ${IMAGES.png})`);
      const contest = await db.execute<{ id: string }>(
        sql`INSERT INTO contests (year, name, short_name, start_date, end_date, end_of_registration_date) VALUES (2025, 'C', 'C', now(), now(), now()) RETURNING id`,
      );
      await db.execute(sql`INSERT INTO companies (contest_id, kind, name, image_url) VALUES
        (${contest.rows[0]!.id}, 'organizer', 'Uploaded', ${urlFor('readPicture', { id: logo })}),
        (${contest.rows[0]!.id}, 'organizer', 'Linked', 'https://example.org/logo.png')`);
      await db.transaction((tx) => applyMigrations(tx, files));
      const key = await db.execute<{ public_key: string }>(sql`SELECT public_key FROM images WHERE id = ${logo}`);
      assert.match(key.rows[0]!.public_key, /^[0-9a-f]{32}$/);
      const urls = await db.execute<{ name: string; image_url: string }>(sql`SELECT name, image_url FROM companies ORDER BY name`);
      assert.deepEqual(urls.rows, [
        { name: 'Linked', image_url: 'https://example.org/logo.png' },
        { name: 'Uploaded', image_url: urlFor('readPicture', { id: key.rows[0]!.public_key }) },
      ]);
    } finally {
      await close();
    }
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
