// `npm run bench:letters`: 100 invitation letters drawn into one PDF by the built api's letter
// drawing (api/dist/letters/draw-letters.js), with a logo and a signature picture and the default
// body's length, as a delegation's "Download all letters" draws them, only larger: five runs, the
// median time and the size. Target: 100 letters in under 5 s. Measures the existing build
// (`npm run build` first).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { root } from './bench-server.mjs';

const LETTERS = 100;
const RUNS = 5;
const TARGET_SECONDS = 5;
const { drawLetters } = await import(pathToFileURL(path.join(root, 'api', 'dist', 'letters', 'draw-letters.js')).href);
const { DEFAULT_LETTER_BODY } = await import('@olympiad/shared/schemas');

/** A picture of a real one's weight: noise compresses as badly as a scanned signature or a detailed logo. */
const picture = (width, height) =>
  sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
const look = {
  contestName: 'International Junior Olympiad in Informatics 2025',
  signatoryName: 'Maria Ivanova',
  signatoryTitle: 'Chair of the Organising Committee',
  organiserAddress: 'Ministry of Education\n2A Knyaz Dondukov Blvd\n1000 Sofia, Bulgaria',
  body: DEFAULT_LETTER_BODY,
  logo: await picture(480, 160),
  signature: await picture(320, 110),
};
const pages = Array.from({ length: LETTERS }, (_, index) => ({
  verifyUrl: `https://olympiad.example.org/verify/${index.toString(32).padStart(20, 'k')}`,
  issuedOn: '2025-06-02',
  values: {
    name: `PERSON NUMBER ${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`,
    role: ['Leader', 'Deputy leader', 'Contestant', 'Guest'][index % 4],
    country: ['Ελλάδα', 'Україна', 'Bulgaria', 'ישראל'][index % 4],
    nationality: 'Citizen',
    passportNumber: `X${1000000 + index}`,
    dateOfBirth: '3 March 2011',
    arrivalDate: '28 August 2025',
    departureDate: '3 September 2025',
    contestName: look.contestName,
    contestStart: '29 August 2025',
    contestEnd: '2 September 2025',
    venue: 'Sofia Tech Park, Sofia',
  },
}));

console.log(`Pictures: logo ${(look.logo.length / 1024).toFixed(0)} kB, signature ${(look.signature.length / 1024).toFixed(0)} kB (PNG).`);
const runs = [];
let bytes;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  bytes = await drawLetters(look, pages);
  runs.push((performance.now() - started) / 1000);
}
const median = [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
const pageCount = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
const ok = median < TARGET_SECONDS && pageCount === LETTERS;
console.log(
  `${pageCount} letters in one PDF: median ${median.toFixed(2)} s of ${RUNS} runs (${runs.map((seconds) => seconds.toFixed(2)).join(', ')}), ` +
    `${(bytes.length / 1024).toFixed(0)} kB  ${ok ? 'ok' : `over ${TARGET_SECONDS} s`}`,
);
process.exitCode = ok ? 0 : 1;
