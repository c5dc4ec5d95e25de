import { MESSAGES } from '../../constants';
import { credentialsRowSchema, neutraliseFormula, restoreFormula, seatingsRowSchema, TEXT_MESSAGES } from '..';
import { fieldErrors } from './helpers';

const ID = '11111111-1111-4111-8111-111111111111';

describe('formula cells', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('exports %j with a leading apostrophe and imports it back', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
    expect(restoreFormula(neutraliseFormula(value))).toBe(value);
  });

  it('leaves other cells alone, an apostrophe before plain text included', () => {
    expect(neutraliseFormula('Hall A-1')).toBe('Hall A-1');
    expect(restoreFormula("'Hall")).toBe("'Hall");
  });
});

describe('seatingsRowSchema', () => {
  const SEAT_RULE = 'Only letters, digits, spaces, hyphens, dots and slashes, starting with a letter or digit, at most 20 characters.';

  it('takes day 1 or 2 and a seat that is no formula', () => {
    expect(seatingsRowSchema.parse({ contestantId: ID, day: ' 2 ', seatingPlace: 'A-1' })).toEqual({
      contestantId: ID,
      day: 2,
      seatingPlace: 'A-1',
    });
    expect(fieldErrors(seatingsRowSchema, { contestantId: 'x', day: '3', seatingPlace: '=A1' })).toEqual({
      contestantId: ['Invalid id'],
      day: ['Day must be 1 or 2.'],
      seatingPlace: [SEAT_RULE],
    });
  });

  it('takes seats of letters, digits, spaces, hyphens, dots and slashes, at most 20 characters', () => {
    for (const seat of ['A-12', 'Hall 2/14', 'B.3', 'Зала 1', '12']) {
      expect(seatingsRowSchema.parse({ contestantId: ID, day: '1', seatingPlace: seat }).seatingPlace).toBe(seat);
    }
    for (const seat of ['<img src=x>', 'A;1', '-1', '/A', 'A_1', 'Hall "A"']) {
      expect(fieldErrors(seatingsRowSchema, { contestantId: ID, day: '1', seatingPlace: seat })).toEqual({ seatingPlace: [SEAT_RULE] });
    }
    expect(fieldErrors(seatingsRowSchema, { contestantId: ID, day: '1', seatingPlace: '<img src=x onerror=alert(1)>' })).toEqual({
      seatingPlace: [TEXT_MESSAGES.tooLong(20)],
    });
  });
});

describe('credentialsRowSchema', () => {
  it('needs a username and a password of at least 8 characters', () => {
    expect(fieldErrors(credentialsRowSchema, { contestantId: ID, username: '', password: 'short' })).toEqual({
      username: [MESSAGES.required],
      password: [MESSAGES.passwordLength],
    });
  });
});
