import { MESSAGES } from '../../constants';
import {
  arrivalTimeSchema,
  base64ImageSchema,
  committeeNameSchema,
  dateOfBirthSchema,
  departureTimeSchema,
  emailSchema,
  idSchema,
  nameSchema,
  optionalEmailSchema,
  optionalLinkSchema,
  normalisePhone,
  optionalPhoneText,
  phoneSchema,
  requiredText,
} from '..';
import { fieldErrors } from './helpers';

const messageOf = (schema: Parameters<typeof fieldErrors>[0], value: unknown) => fieldErrors(schema, value)['']?.[0];

describe('common rules', () => {
  it('requires text with the spec message', () => {
    expect(messageOf(requiredText(), '')).toBe(MESSAGES.required);
    expect(messageOf(requiredText(), '   ')).toBe(MESSAGES.required);
    expect(messageOf(requiredText(), undefined)).toBe(MESSAGES.required);
    expect(requiredText().parse(' x ')).toBe('x');
  });

  it.each([
    'Ivan',
    'Ivan Petrov',
    'Anne-Marie Smith',
    'Jean-Luc de Villiers',
    'Zoë Núñez',
    'Łukasz Wójcik',
    'José',
    'Søren Ørsted',
    'Jürgen Straße',
    'Đặng Thị Ngọc Hà',
    'Çağrı Şahin',
    'Ærøskøbing Ţara',
  ])('accepts the name %s', (name) => {
    expect(nameSchema.parse(name)).toBe(name);
  });

  it.each([
    ['Ivan  Petrov', 'two spaces'],
    ['Ivan3', 'a digit'],
    ['Zoë 2', 'a digit as a word'],
    ['Ivan_Petrov', 'an underscore'],
    ['-Ivan', 'a leading hyphen'],
    ['Ivan-', 'a trailing hyphen'],
    ['Иван Петров', 'Cyrillic'],
    ['Ελένη', 'Greek'],
    ['Ivan Пetrov', 'a Cyrillic letter among Latin ones'],
    ['李娜', 'Han'],
    ['Louis Ⅻ', 'a Roman numeral'],
    ["O'Brien", 'an apostrophe'],
    ['Zox\u0301\u0300\u0302', 'three marks on one letter'],
    ['Ivan\u093e', "another script's mark"],
  ])('refuses the name %s (%s)', (name) => {
    expect(messageOf(nameSchema, name)).toBe(MESSAGES.namePattern);
  });

  it('stores a name composed, so a decomposed spelling is the same name', () => {
    expect(nameSchema.parse('Zoe\u0308 Nu\u0301n\u0303ez')).toBe('Zoë Núñez');
    expect(nameSchema.parse('Ł\u0301ukasz')).toBe('Ł\u0301ukasz');
  });

  it('takes the letters of a fullwidth keyboard as the plain ones', () => {
    expect(nameSchema.parse('Ｊｏｈｎ　Ｓｍｉｔｈ－Ｊｏｎｅｓ')).toBe('John Smith-Jones');
  });

  it('requires a name before checking its pattern', () => {
    expect(messageOf(nameSchema, '')).toBe(MESSAGES.required);
  });

  it('accepts committee names with digits, underscores and hyphens', () => {
    expect(committeeNameSchema.safeParse('Prof_2 Ivan-Petrov').success).toBe(true);
    expect(committeeNameSchema.parse('Prof_2 Zoe\u0308 Núñez')).toBe('Prof_2 Zoë Núñez');
    expect(messageOf(committeeNameSchema, 'Проф Иван')).toBe(MESSAGES.committeeNamePattern);
    expect(messageOf(committeeNameSchema, 'Ivan  Petrov')).toBe(MESSAGES.committeeNamePattern);
    expect(messageOf(committeeNameSchema, 'Ivan!')).toBe(MESSAGES.committeeNamePattern);
  });

  it('drops spaces, dots, dashes and brackets before the rule is checked', () => {
    expect(phoneSchema.parse('+359 887 159 101')).toBe('+359887159101');
    expect(phoneSchema.parse(' (02) 987-65.43 ')).toBe('029876543');
    expect(phoneSchema.parse('+44\u00a0[20] 7000\u20110000')).toBe('+442070000000');
    expect(normalisePhone('+359 887 159 101')).toBe('+359887159101');
    expect(messageOf(phoneSchema, ' - ( ) ')).toBe(MESSAGES.required);
    expect(optionalPhoneText().parse('+359 888 765 432')).toBe('+359888765432');
    expect(optionalPhoneText().parse(' ')).toBeNull();
    expect(optionalPhoneText().parse(null)).toBeNull();
  });

  it('accepts phones of digits, * and +', () => {
    expect(phoneSchema.safeParse('+359*888123').success).toBe(true);
    expect(messageOf(phoneSchema, '+359 888 x')).toBe(MESSAGES.phonePattern);
    expect(messageOf(phoneSchema, '0888/123')).toBe(MESSAGES.phonePattern);
    expect(messageOf(phoneSchema, '')).toBe(MESSAGES.required);
  });

  it('checks e-mails', () => {
    expect(emailSchema.safeParse('a@example.com').success).toBe(true);
    expect(messageOf(emailSchema, 'not-an-email')).toBe(MESSAGES.email);
    expect(messageOf(emailSchema, '')).toBe(MESSAGES.required);
    expect(optionalEmailSchema.parse('')).toBeNull();
    expect(optionalEmailSchema.parse(undefined)).toBeNull();
    expect(messageOf(optionalEmailSchema, 'nope')).toBe(MESSAGES.email);
  });

  it('enforces the arrival minimum 2025-08-28', () => {
    expect(arrivalTimeSchema.safeParse('2025-08-28T00:00').success).toBe(true);
    expect(messageOf(arrivalTimeSchema, '2025-08-27T23:59:00')).toBe(MESSAGES.minArrivalDate);
  });

  it('enforces the departure minimum 2025-09-02', () => {
    expect(departureTimeSchema.safeParse('2025-09-02T10:00:00').success).toBe(true);
    expect(messageOf(departureTimeSchema, '2025-09-01T10:00:00')).toBe(MESSAGES.minDepartureDate);
  });

  it('refuses instants with an offset and impossible dates for wall-clock times', () => {
    expect(messageOf(arrivalTimeSchema, '2025-08-28T10:00:00Z')).toBe(MESSAGES.dateTimeFormat);
    expect(messageOf(arrivalTimeSchema, '2025-08-32T10:00')).toBe(MESSAGES.dateTimeFormat);
  });

  it('enforces the birth minimum 2010-01-01', () => {
    expect(dateOfBirthSchema.safeParse('2010-01-01').success).toBe(true);
    expect(messageOf(dateOfBirthSchema, '2009-12-31')).toBe(MESSAGES.minBirthDate);
    expect(messageOf(dateOfBirthSchema, '2010-02-30')).toBe(MESSAGES.dateFormat);
    expect(messageOf(dateOfBirthSchema, '')).toBe(MESSAGES.required);
  });

  it('accepts GUIDs including the empty id', () => {
    expect(idSchema.safeParse('00000000-0000-0000-0000-000000000000').success).toBe(true);
    expect(idSchema.safeParse('123').success).toBe(false);
  });

  it('accepts base64 without a data prefix only', () => {
    expect(base64ImageSchema.safeParse('iVBORw0KGgo=').success).toBe(true);
    expect(messageOf(base64ImageSchema, 'data:image/png;base64,iVBORw0KGgo=')).toBe(MESSAGES.imageInvalid);
  });
});

describe('optionalLinkSchema', () => {
  it('accepts http(s) and same-site links only', () => {
    expect(optionalLinkSchema.parse('')).toBeNull();
    expect(optionalLinkSchema.parse('https://example.org')).toBe('https://example.org');
    expect(optionalLinkSchema.parse('/api/Picture/1')).toBe('/api/Picture/1');
    expect(messageOf(optionalLinkSchema, 'javascript:alert(1)')).toBe(MESSAGES.linkInvalid);
    expect(messageOf(optionalLinkSchema, '//evil.example')).toBe(MESSAGES.linkInvalid);
  });
});
