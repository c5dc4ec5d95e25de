import { MESSAGES } from '../../constants';
import { contestQuerySchema, updateContestInputSchema, saveCountryInputSchema, loginInputSchema, registerUserInputSchema } from '..';
import { fieldErrors } from './helpers';

describe('saveCountryInputSchema', () => {
  it('requires a name and normalises a missing flag to null', () => {
    expect(fieldErrors(saveCountryInputSchema, { name: '' })).toEqual({ name: [MESSAGES.required] });
    expect(saveCountryInputSchema.parse({ name: 'Chile', flagImage: '' })).toEqual({ name: 'Chile', flagImage: null });
  });
});

describe('loginInputSchema', () => {
  it('requires email and password', () => {
    expect(fieldErrors(loginInputSchema, { email: '', password: '' })).toEqual({
      email: [MESSAGES.required],
      password: [MESSAGES.required],
    });
    expect(fieldErrors(loginInputSchema, { email: 'x', password: 'p' })).toEqual({ email: [MESSAGES.email] });
  });
});

describe('registerUserInputSchema', () => {
  const user = { email: 'r@example.com', name: 'Reg', role: 'TeamRegistrator', countryId: '11111111-1111-4111-8111-111111111111' };

  it('accepts a user without password and turns empty values into absent ones', () => {
    const parsed = registerUserInputSchema.parse({ ...user, password: '' });
    expect(parsed.password).toBeUndefined();
    expect(registerUserInputSchema.parse({ ...user, role: 'Administrator', countryId: '' }).countryId).toBeNull();
  });

  it('requires 8 characters when a password is given', () => {
    expect(fieldErrors(registerUserInputSchema, { ...user, password: 'short' })).toEqual({ password: [MESSAGES.passwordLength] });
  });

  it('requires a country for a TeamRegistrator', () => {
    expect(fieldErrors(registerUserInputSchema, { ...user, countryId: null })).toEqual({ countryId: [MESSAGES.required] });
  });

  it('refuses unknown roles', () => {
    expect(Object.keys(fieldErrors(registerUserInputSchema, { ...user, role: 'Root' }))).toEqual(['role']);
  });
});

describe('contest schemas', () => {
  it('defaults the year to 2025', () => {
    expect(contestQuerySchema.parse({})).toEqual({ year: 2025 });
    expect(contestQuerySchema.parse({ year: '2024' })).toEqual({ year: 2024 });
  });

  it('requires instants for the contest dates', () => {
    const contest = {
      name: 'X',
      shortName: 'X',
      startDate: '2025-08-28T00:00:00Z',
      endDate: '2025-09-02T00:00:00+03:00',
      endOfRegistrationDate: 'tomorrow',
      rules: '',
      environmentDescription: '',
      organizers: [],
      partners: [],
      patrons: [],
      goldenSponsors: [],
      silverSponsors: [],
      bronzeSponsors: [],
      committees: [],
    };
    expect(Object.keys(fieldErrors(updateContestInputSchema, contest))).toEqual(['endOfRegistrationDate']);
  });
});
