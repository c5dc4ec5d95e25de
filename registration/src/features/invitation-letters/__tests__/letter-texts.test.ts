import { LETTER_STATUS_TEXTS, letterStatusTexts, missingText, stayText } from '../letter-texts';
import { departureDayOf, visaDetailsValues } from '../visa-details-values';
import { CONTESTANT, LEADER } from './letters-fixtures';

const LETTER = CONTESTANT.letter!;
// 22:30 UTC on 31 May is 01:30 on 1 June in Sofia, the venue: the venue's day.
const generated = 'Letter generated on 06/01/2025 by Rita Registrator.';

describe("a person's letter", () => {
  it('is not generated yet before the first download', () => {
    expect(letterStatusTexts(null, false)).toEqual([LETTER_STATUS_TEXTS.none]);
  });

  it('says when and by whom it was generated while valid', () => {
    expect(letterStatusTexts(LETTER, false)).toEqual([generated]);
  });

  it('asks for a new download once the details changed after it', () => {
    expect(letterStatusTexts({ ...LETTER, status: 'outdated' }, false)).toEqual([
      generated,
      'The details changed after this letter was generated. Download it again for a new letter.',
    ]);
  });

  it('sends the registrator to the organisers once revoked, and lets an Administrator make a new one', () => {
    expect(letterStatusTexts({ ...LETTER, status: 'revoked' }, false)).toEqual([
      generated,
      'The organisers revoked this letter. Ask them for a new one.',
    ]);
    expect(letterStatusTexts({ ...LETTER, status: 'revoked' }, true)).toEqual([
      generated,
      'This letter was revoked. Download it again to make a new one.',
    ]);
  });
});

describe('what a letter still lacks', () => {
  it("is listed in the form's words", () => {
    expect(missingText(['passportName', 'passportNumber'])).toBe('Missing for a letter: name as in the passport, passport number');
    expect(missingText(['nationality', 'passportExpiry', 'dateOfBirth'])).toBe(
      'Missing for a letter: nationality, passport expiry date, date of birth',
    );
  });

  it('is nothing once the details are complete', () => {
    expect(missingText([])).toBeNull();
  });
});

describe("a person's stay", () => {
  it('come from travel when it is entered, else are the contest dates', () => {
    expect(stayText(LEADER.stay)).toBe('Stay: 08/01/2025 – 08/07/2025, from travel');
    expect(stayText(CONTESTANT.stay)).toBe("Stay: 08/02/2025 – 08/08/2025, the contest's dates: no travel entered yet");
  });
});

describe("the visa details' form", () => {
  it('starts from the saved details, empty texts and dates as the schema takes them', () => {
    expect(visaDetailsValues(LEADER)).toEqual({
      needsLetter: false,
      passportName: '',
      nationality: '',
      passportNumber: '',
      passportExpiry: null,
      dateOfBirth: null,
    });
  });

  it("leaves a contestant's date of birth to the team's registration", () => {
    expect(visaDetailsValues(CONTESTANT).dateOfBirth).toBeNull();
  });

  it('checks the passport against the last day of the stay', () => {
    expect(departureDayOf(LEADER)).toBe('2025-08-07');
  });
});
