import { LETTER_MESSAGES, LETTER_PLACEHOLDERS, letterSettingsInputSchema, type LetterSettings } from '@olympiad/shared/schemas';
import { MESSAGES } from '@olympiad/shared';
import { KEEP_PICTURES, letterDraftOf, letterInputOf, PLACEHOLDER_NAMES } from '../components/letter-settings-values';

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
    expect(letterInputOf(draft, KEEP_PICTURES)).toEqual({
      enabled: true,
      signatoryName: 'Maria Ivanova',
      signatoryTitle: 'Chair of the Organising Committee',
      organiserAddress: 'Ministry of Education\nSofia',
      venue: 'Sofia Tech Park',
      body: 'We invite {name} of {country}.',
    });
    const input = letterInputOf({ ...draft, logoImage: 'iVBORw0KGgo=' }, { signatureImage: true, logoImage: false });
    expect(input).toMatchObject({ logoImage: 'iVBORw0KGgo=', signatureImage: null });
    expect(JSON.parse(JSON.stringify(letterInputOf(draft, KEEP_PICTURES)))).not.toHaveProperty('signatureImage');
  });
});

describe("the form's validation (the call's schema)", () => {
  const errorsOf = (values: object) => {
    const result = letterSettingsInputSchema.safeParse({ ...draft, ...values });
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
});
