import type { Contest } from '@olympiad/shared/schemas';
import type { Db } from '../../db/client.js';
import { drawLetters, type LetterLook } from '../../letters/draw-letters.js';
import { issuedOn } from '../../letters/issued-on.js';
import type { IssuedLetter } from '../../letters/issue-letters.js';
import { verifyUrl } from '../../letters/letter-code.js';
import { letterLook } from '../../letters/letter-look.js';
import { letterValues } from '../../letters/letter-values.js';
import type { StoredLetterSettings } from '../../letters/stored-letter-settings.js';

/** What printing needs besides the letters: the contest, its settings and the public address the codes live at. */
export interface PrintContext {
  contest: Contest;
  settings: StoredLetterSettings;
  publicUrl: string;
}

/** The letters issued, one A4 page each, in one PDF. */
export async function printLetters(
  db: Db,
  letters: readonly IssuedLetter[],
  { contest, settings, publicUrl }: PrintContext,
): Promise<Buffer> {
  const look: LetterLook = await letterLook(db, contest.name, settings);
  return drawLetters(
    look,
    letters.map(({ person, code, generatedAt }) => ({
      verifyUrl: verifyUrl(publicUrl, code),
      issuedOn: issuedOn(generatedAt, contest.venueTimeZone),
      values: letterValues(
        {
          passportName: person.passportName!,
          role: person.role,
          countryName: person.countryName,
          nationality: person.nationality!,
          passportNumber: person.passportNumber!,
          dateOfBirth: person.dateOfBirth!,
          stay: person.stay,
        },
        { ...contest, venue: settings.venue },
      ),
    })),
  );
}
