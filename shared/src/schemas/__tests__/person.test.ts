import { MESSAGES } from '../../constants';
import { guestFormSchema, personFieldsSchema, savePersonInputSchema } from '..';
import { fieldErrors } from './helpers';

const travel = {
  timeOfArrival: '2025-08-28T14:30:00',
  arrivalLocation: 'Sofia Airport',
  timeOfDeparture: '2025-09-02T10:00',
  departureLocation: 'Other',
};

describe('savePersonInputSchema', () => {
  it('requires the four travel fields for a guest', () => {
    expect(fieldErrors(savePersonInputSchema, { fullName: 'Guest One', roles: ['GUEST'] })).toEqual({
      timeOfArrival: [MESSAGES.required],
      arrivalLocation: [MESSAGES.required],
      timeOfDeparture: [MESSAGES.required],
      departureLocation: [MESSAGES.required],
    });
    expect(savePersonInputSchema.safeParse({ fullName: 'Guest One', roles: ['GUEST'], ...travel }).success).toBe(true);
  });

  it('checks the date minimums', () => {
    const errors = fieldErrors(savePersonInputSchema, {
      fullName: 'Guest One',
      roles: ['GUEST'],
      ...travel,
      timeOfArrival: '2025-08-27T10:00',
      timeOfDeparture: '2025-09-01T10:00',
    });
    expect(errors).toEqual({ timeOfArrival: [MESSAGES.minArrivalDate], timeOfDeparture: [MESSAGES.minDepartureDate] });
  });

  it('lets committee people skip travel data and use the committee pattern', () => {
    expect(savePersonInputSchema.safeParse({ fullName: 'Prof_2 Ivanov', roles: ['COMMITTEE'] }).success).toBe(true);
    expect(fieldErrors(savePersonInputSchema, { fullName: 'Prof_2 Ivanov', roles: ['GUEST'], ...travel })).toEqual({
      fullName: [MESSAGES.namePattern],
    });
    expect(fieldErrors(savePersonInputSchema, { fullName: 'Ivan  Ivanov', roles: ['COMMITTEE'] })).toEqual({
      fullName: [MESSAGES.committeeNamePattern],
    });
  });

  it('requires a full name and at least one role', () => {
    expect(fieldErrors(savePersonInputSchema, { fullName: '', roles: [] })).toEqual({
      fullName: [MESSAGES.required],
      roles: [MESSAGES.required],
    });
  });
});

describe('guestFormSchema', () => {
  it('requires full name and travel fields', () => {
    expect(Object.keys(fieldErrors(guestFormSchema, {})).sort()).toEqual([
      'arrivalLocation',
      'departureLocation',
      'fullName',
      'timeOfArrival',
      'timeOfDeparture',
    ]);
  });
});

describe('personFieldsSchema', () => {
  it('requires name and T-shirt size', () => {
    expect(fieldErrors(personFieldsSchema, { fullName: '', tShirtSize: '' })).toEqual({
      fullName: [MESSAGES.required],
      tShirtSize: [MESSAGES.required],
    });
  });
});
