import {
  emailSchema,
  hasControlCharacters,
  LIST_LIMITS,
  loginInputSchema,
  nameSchema,
  optionalText,
  registerUserInputSchema,
  requiredText,
  saveCountryInputSchema,
  TEXT_LIMITS,
  TEXT_MESSAGES,
  text,
  updateContestInputSchema,
} from '..';
import { contestWith } from '../../testing/contest.js';
import { fieldErrors } from './helpers';

const messageOf = (schema: Parameters<typeof fieldErrors>[0], value: unknown) => fieldErrors(schema, value)['']?.[0];

describe('the text rule', () => {
  it.each(['a\u0000b', 'tab\there', 'line\nbreak', '\u001b[31mred', 'del\u007f', 'c1\u0085', 'lone \ud800 surrogate', 'lone \udc00'])(
    'refuses control characters and lone surrogates in one-line text: %j',
    (value) => {
      expect(hasControlCharacters(value)).toBe(true);
      expect(messageOf(requiredText(), value)).toBe(TEXT_MESSAGES.controlCharacters);
    },
  );

  it('allows tab and line breaks in multi-line text, never NUL', () => {
    expect(text({ multiline: true }).safeParse('<p>a</p>\r\n\t<p>b</p>').success).toBe(true);
    expect(messageOf(text({ multiline: true }), 'a\u0000')).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('accepts any other unicode, including pairs of surrogates', () => {
    for (const value of ['Ünïcödé', '日本語', 'emoji 😀', 'RTL \u05d0']) expect(requiredText().parse(value)).toBe(value);
  });

  it('caps every text field, with the length in the message', () => {
    expect(requiredText().safeParse('x'.repeat(TEXT_LIMITS.short)).success).toBe(true);
    expect(messageOf(requiredText(), 'x'.repeat(TEXT_LIMITS.short + 1))).toBe(TEXT_MESSAGES.tooLong(TEXT_LIMITS.short));
    expect(messageOf(optionalText(), 'x'.repeat(TEXT_LIMITS.short + 1))).toBe(TEXT_MESSAGES.tooLong(TEXT_LIMITS.short));
    expect(messageOf(nameSchema, 'A'.repeat(1_000_000))).toBe(TEXT_MESSAGES.tooLong(TEXT_LIMITS.short));
  });

  it('refuses a megabyte e-mail before its pattern runs', () => {
    const started = Date.now();
    expect(messageOf(emailSchema, `${'a'.repeat(1_000_000)}@example.com`)).toBe(TEXT_MESSAGES.tooLong(TEXT_LIMITS.email));
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('applies to the login form (zod/mini) too', () => {
    expect(fieldErrors(loginInputSchema, { email: 'a\u0000@example.com', password: 'x' }).email).toEqual([TEXT_MESSAGES.controlCharacters]);
    expect(fieldErrors(loginInputSchema, { email: 'a@example.com', password: 'x'.repeat(1_000) }).password).toEqual([
      TEXT_MESSAGES.tooLong(TEXT_LIMITS.password),
    ]);
  });

  it('applies to payloads: a NUL in a country name, a long user name', () => {
    expect(fieldErrors(saveCountryInputSchema, { name: 'Bul\u0000garia' }).name).toEqual([TEXT_MESSAGES.controlCharacters]);
    const user = { email: 'a@example.com', name: 'n'.repeat(201), role: 'Guide' };
    expect(fieldErrors(registerUserInputSchema, user).name).toEqual([TEXT_MESSAGES.tooLong(TEXT_LIMITS.short)]);
  });
});

describe('the contest payload', () => {
  // The stored contest as PUT takes it: its own fields, without what the server keeps or derives.
  const { id, year, committees, version, venueTimeZone, hostCountry, minBirthDate, ...contest } = contestWith({ rules: '<p>Rules</p>' });

  it('accepts a valid contest', () => {
    expect(fieldErrors(updateContestInputSchema, contest)).toEqual({});
  });

  it('limits the name written into every page title', () => {
    const errors = fieldErrors(updateContestInputSchema, { ...contest, name: 'N'.repeat(TEXT_LIMITS.contestName + 1) });
    expect(errors.name).toEqual([TEXT_MESSAGES.tooLong(TEXT_LIMITS.contestName)]);
  });

  it('limits the lists of companies', () => {
    const organizers = Array.from({ length: 10_000 }, () => ({ name: 'Org' }));
    expect(fieldErrors(updateContestInputSchema, { ...contest, organizers }).organizers).toEqual([
      TEXT_MESSAGES.tooMany(LIST_LIMITS.companies),
    ]);
  });

  it('refuses control characters in the rules HTML', () => {
    expect(fieldErrors(updateContestInputSchema, { ...contest, rules: '<p>\u0000</p>' }).rules).toEqual([TEXT_MESSAGES.controlCharacters]);
  });
});
