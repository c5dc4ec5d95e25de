import { dayInZone, type Contest } from '@olympiad/shared/schemas';
import type { z } from 'zod';
import type { letterSettingsInputSchema } from '@olympiad/shared/schemas';
import type { Db } from '../../db/client.js';
import { decodeImage } from '../../lib/image.js';
import { drawLetters } from '../../letters/draw-letters.js';
import { verifyUrl } from '../../letters/letter-code.js';
import { letterLook } from '../../letters/letter-look.js';
import { letterValues } from '../../letters/letter-values.js';
import { readStoredLetterSettings } from '../../letters/stored-letter-settings.js';

type SettingsInput = z.output<typeof letterSettingsInputSchema>;

/** A picture sent with the settings to preview: decoded as a save would store it, null for none, undefined for the stored one. */
async function sentPicture(sent: string | null | undefined, field: string): Promise<Buffer | null | undefined> {
  if (sent === undefined || sent === null) return sent;
  return (await decodeImage(sent, field)).data;
}

/**
 * The letter the settings sent would make for a sample person (Jane Sample, a contestant of the host
 * country), with the contest's dates as her stay; nothing is stored or recorded. Its code is not a
 * letter's: the verification page answers it as any unknown code.
 */
export async function previewLetter(db: Db, contest: Contest, input: SettingsInput, publicUrl: string): Promise<Buffer> {
  const stored = await readStoredLetterSettings(db, contest.id);
  const [logo, signature] = await Promise.all([
    sentPicture(input.logoImage, 'logoImage'),
    sentPicture(input.signatureImage, 'signatureImage'),
  ]);
  const look = await letterLook(db, contest.name, { ...stored, ...input }, { logo, signature });
  const stay = { from: dayInZone(contest.startDate, contest.venueTimeZone), to: dayInZone(contest.endDate, contest.venueTimeZone) };
  return drawLetters(look, [
    {
      verifyUrl: verifyUrl(publicUrl, 'sample'),
      issuedOn: dayInZone(new Date().toISOString(), contest.venueTimeZone),
      values: letterValues(
        {
          passportName: 'JANE SAMPLE',
          role: 'Contestant',
          countryName: contest.hostCountry?.name ?? 'Country',
          nationality: 'Sample',
          passportNumber: 'X1234567',
          dateOfBirth: `${contest.year - 13}-05-01`,
          stay,
        },
        { ...contest, venue: input.venue },
      ),
    },
  ]);
}
