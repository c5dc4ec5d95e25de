import { letterDate, type LetterStatus } from '@olympiad/shared/schemas';
import { escapeMarkup } from '@olympiad/shared/text';

/** What a letter's verification page shows, and nothing more: no photo, no date of birth, no contact. */
export interface VerifiedLetter {
  contestName: string;
  passportName: string;
  nationality: string;
  passportNumberEnd: string;
  stayFrom: string;
  stayTo: string;
  issuedOn: string;
  status: LetterStatus;
}

/** Each status in words an embassy officer acts on. */
const VERDICTS: Record<LetterStatus, { title: string; explanation: string }> = {
  valid: {
    title: 'Valid',
    explanation: 'The organisers issued this letter and it stands, with the details below.',
  },
  outdated: {
    title: 'Outdated',
    explanation:
      'The organisers issued this letter, but its details have changed since or a newer letter replaced it. Ask the person for their newest letter.',
  },
  revoked: {
    title: 'Revoked',
    explanation: 'The organisers withdrew this letter. It no longer invites anyone.',
  },
};

/**
 * The passport number as the page shows it: its last three characters after a fixed mask, so
 * neither the number nor its length can be read from it.
 */
const maskedPassportNumber = (end: string) => `******${end}`;

const STYLE = `
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f4f5f7; }
main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
.contest { margin: 0 0 1.25rem; color: #444; }
.verdict { border-left: 6px solid; padding: 0.75rem 1rem; margin: 0 0 1.25rem; background: #f7f7f7; }
.verdict h2 { font-size: 1.25rem; margin: 0 0 0.25rem; }
.verdict p { margin: 0; }
.valid { border-color: #1e7b34; } .valid h2 { color: #1e7b34; }
.outdated { border-color: #9a6100; } .outdated h2 { color: #8a5700; }
.revoked { border-color: #b3261e; } .revoked h2 { color: #b3261e; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 30rem) { main { margin: 0; border-radius: 0; } dl { grid-template-columns: 1fr; gap: 0 0; } dd { margin-bottom: 0.5rem; } }
`;

const page = (title: string, content: string) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;

/** The page of a letter found by its code. */
export function verificationPage(letter: VerifiedLetter): string {
  const verdict = VERDICTS[letter.status];
  const row = (term: string, value: string) => `<dt>${term}</dt><dd>${escapeMarkup(value)}</dd>`;
  return page(
    `Invitation letter: ${verdict.title}`,
    `<h1>Invitation letter</h1>
<p class="contest">${escapeMarkup(letter.contestName)}</p>
<section class="verdict ${letter.status}" aria-labelledby="verdict">
<h2 id="verdict">${verdict.title}</h2>
<p>${verdict.explanation}</p>
</section>
<dl>
${row('Name as in the passport', letter.passportName)}
${row('Nationality', letter.nationality)}
${row('Passport number', maskedPassportNumber(letter.passportNumberEnd))}
${row('Stay', `${letterDate(letter.stayFrom)} to ${letterDate(letter.stayTo)}`)}
${row('Issued on', letterDate(letter.issuedOn))}
</dl>`,
  );
}

/** The page of any code that finds no letter: the same whatever the code looks like. */
export const unknownLetterPage = () =>
  page(
    'Invitation letter not found',
    `<h1>Invitation letter not found</h1>
<p>No invitation letter has this address. Check the address on the letter character by character, or scan its code again.</p>`,
  );

/** The page of an address that asked too often. */
export const tooManyChecksPage = (retryAfter: number) =>
  page(
    'Too many checks',
    `<h1>Too many checks</h1>
<p>This address checked too many unknown letters. Try again in ${retryAfter} seconds.</p>`,
  );
