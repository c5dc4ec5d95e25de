import { MESSAGES } from '../../constants';
import {
  DEFAULT_LETTER_BODY,
  fillPlaceholders,
  LETTER_PLACEHOLDERS,
  letterDate,
  letterSettingsInputSchema,
  unknownPlaceholders,
  visaDetailsFor,
  visaDetailsInputSchema,
} from '../letter';

const details = {
  needsLetter: true,
  passportName: 'ivan  petrov',
  nationality: 'Bulgarian',
  passportNumber: 'ab 123 4567',
  passportExpiry: '2026-01-31',
  dateOfBirth: '1980-05-06',
};
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('visa details', () => {
  it('keeps the name and passport number as the machine-readable zone has them', () => {
    const parsed = visaDetailsInputSchema.parse(details);
    expect(parsed.passportName).toBe('IVAN PETROV');
    expect(parsed.passportNumber).toBe('AB1234567');
  });

  it('refuses a name outside A–Z and a passport number that is not letters and digits', () => {
    const result = visaDetailsInputSchema.safeParse({ ...details, passportName: 'Иван Петров', passportNumber: 'AB-12' });
    expect(messagesOf(result)).toEqual({
      passportName: 'Write the name in Latin capital letters (A–Z), as in the passport’s machine-readable zone.',
      passportNumber: 'A passport number is 5 to 20 letters (A–Z) and digits.',
    });
  });

  it('asks for every field only when a letter is needed, a contestant’s date of birth excepted', () => {
    const empty = { needsLetter: true, passportName: '', nationality: null, passportNumber: '', passportExpiry: null, dateOfBirth: null };
    const schema = visaDetailsFor({ departureDay: '2025-08-07', hasOwnDateOfBirth: true });
    expect(messagesOf(schema.safeParse(empty))).toEqual({
      passportName: MESSAGES.required,
      nationality: MESSAGES.required,
      passportNumber: MESSAGES.required,
      passportExpiry: MESSAGES.required,
      dateOfBirth: MESSAGES.required,
    });
    expect(messagesOf(visaDetailsFor({ departureDay: '2025-08-07', hasOwnDateOfBirth: false }).safeParse(empty))).not.toHaveProperty(
      'dateOfBirth',
    );
    expect(schema.safeParse({ ...empty, needsLetter: false }).success).toBe(true);
  });

  it('wants the passport valid at least until the departure day', () => {
    const schema = visaDetailsFor({ departureDay: '2025-08-07', hasOwnDateOfBirth: true });
    expect(messagesOf(schema.safeParse({ ...details, passportExpiry: '2025-08-06' }))).toEqual({
      passportExpiry: 'The passport must be valid at least until the departure day (2025-08-07).',
    });
    expect(schema.safeParse({ ...details, passportExpiry: '2025-08-07' }).success).toBe(true);
  });

  it('says everything wrong at once: a bad name and a passport expiring too soon', () => {
    const schema = visaDetailsFor({ departureDay: '2025-08-07', hasOwnDateOfBirth: true });
    expect(Object.keys(messagesOf(schema.safeParse({ ...details, passportName: 'Иван', passportExpiry: '2025-08-06' })))).toEqual([
      'passportName',
      'passportExpiry',
    ]);
  });
});

describe('letter settings', () => {
  const settings = {
    enabled: true,
    signatoryName: 'Maria Ivanova',
    signatoryTitle: 'Chair',
    organiserAddress: '',
    venue: 'Sofia',
    body: 'Dear {name}',
  };

  it('names the placeholders a body may not use', () => {
    expect(unknownPlaceholders('Dear {name} of {team} and {country}')).toEqual(['team']);
    expect(messagesOf(letterSettingsInputSchema.safeParse({ ...settings, body: 'Dear {team}' })).body).toMatch(
      /^\{team\} is not a placeholder\. Use \{name\}, /,
    );
  });

  it('requires the signatory and the body once letters are switched on', () => {
    const blank = { ...settings, signatoryName: '', signatoryTitle: ' ', body: '' };
    expect(messagesOf(letterSettingsInputSchema.safeParse(blank))).toEqual({
      signatoryName: MESSAGES.required,
      signatoryTitle: MESSAGES.required,
      body: MESSAGES.required,
    });
    expect(letterSettingsInputSchema.safeParse({ ...blank, enabled: false }).success).toBe(true);
  });

  it('fills the placeholders it knows and leaves any other braces as written', () => {
    expect(fillPlaceholders('{name} ({role}) {other}', { name: 'IVAN PETROV' })).toBe('IVAN PETROV () {other}');
  });

  it('writes a day unambiguously', () => {
    expect(letterDate('2025-08-01')).toBe('1 August 2025');
    expect(letterDate('2025-12-31T23:59:00')).toBe('31 December 2025');
  });

  it('starts organisers from a body that names every placeholder and no other', () => {
    expect(unknownPlaceholders(DEFAULT_LETTER_BODY)).toEqual([]);
    for (const placeholder of LETTER_PLACEHOLDERS) expect(DEFAULT_LETTER_BODY).toContain(`{${placeholder}}`);
    expect(letterSettingsInputSchema.safeParse({ ...settings, body: DEFAULT_LETTER_BODY }).success).toBe(true);
  });
});
