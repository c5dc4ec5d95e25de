import { LETTER_MESSAGES, LETTER_PLACEHOLDERS, type LetterSettings } from '@olympiad/shared/schemas';
import { MESSAGES } from '@olympiad/shared';
import { letterFormSchema } from '../components/letter-settings-schema';
import { letterDraftOf, letterInputOf, PLACEHOLDER_NAMES } from '../components/letter-settings-values';

const SETTINGS: LetterSettings = {
  enabled: true,
  signatoryName: 'Maria Ivanova',
  signatoryTitle: 'Chair of the Organising Committee',
  organiserAddress: 'Ministry of Education\nSofia',
  venue: 'Sofia Tech Park',
  body: 'We invite {name} of {country}.',
  signaturePicture: '/api/Picture/s',
  logoPicture: null,
  version: 3,
};

const draft = letterDraftOf(SETTINGS);

describe('PLACEHOLDER_NAMES', () => {
  it("lists shared's placeholders in their order", () => {
    expect(PLACEHOLDER_NAMES).toEqual([...LETTER_PLACEHOLDERS]);
  });
});

describe('letterInputOf', () => {
  it('leaves a stored picture out (kept), sends a chosen one, and null for one marked to go', () => {
    expect(letterInputOf(draft)).toEqual({
      enabled: true,
      signatoryName: 'Maria Ivanova',
      signatoryTitle: 'Chair of the Organising Committee',
      organiserAddress: 'Ministry of Education\nSofia',
      venue: 'Sofia Tech Park',
      body: 'We invite {name} of {country}.',
    });
    const input = letterInputOf({ ...draft, logoImage: 'iVBORw0KGgo=', removeSignatureImage: true });
    expect(input).toMatchObject({ logoImage: 'iVBORw0KGgo=', signatureImage: null });
    expect(JSON.parse(JSON.stringify(letterInputOf(draft)))).not.toHaveProperty('signatureImage');
  });
});

describe('letterFormSchema', () => {
  const errorsOf = (values: object) => {
    const result = letterFormSchema.safeParse({ ...draft, ...values });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('names a placeholder the body may not use, and lists those it may', () => {
    expect(errorsOf({ body: 'Dear {name}, welcome {guest}.' })).toEqual({ body: LETTER_MESSAGES.unknownPlaceholder('guest') });
    expect(LETTER_MESSAGES.unknownPlaceholder('guest')).toContain('{passportNumber}');
  });

  it('asks for the signatory and the body once letters are on, and for nothing while they are off', () => {
    const empty = { signatoryName: '', signatoryTitle: ' ', body: '' };
    expect(errorsOf(empty)).toEqual({ signatoryName: MESSAGES.required, signatoryTitle: MESSAGES.required, body: MESSAGES.required });
    expect(errorsOf({ ...empty, enabled: false })).toEqual({});
  });

  it('keeps the boxes that remove a picture with the settings it gives back', () => {
    const result = letterFormSchema.parse({ ...draft, removeLogoImage: true, signatoryName: '  Maria Ivanova ' });
    expect(result).toMatchObject({ removeLogoImage: true, removeSignatureImage: false, signatoryName: 'Maria Ivanova' });
  });
});
