import { uuid } from '../../../testing/fixtures';
import { letterQueryOf, withFilter } from '../letter-filters';

describe('letterQueryOf', () => {
  it('keeps a known status and a country id, and drops anything else', () => {
    expect(letterQueryOf(new URLSearchParams(`status=revoked&countryId=${uuid(3)}`))).toEqual({ status: 'revoked', countryId: uuid(3) });
    expect(letterQueryOf(new URLSearchParams('status=lost&countryId=Chile'))).toEqual({});
    expect(letterQueryOf(new URLSearchParams('status=toString'))).toEqual({});
  });
});

describe('withFilter', () => {
  it('sets or removes one filter and keeps the other', () => {
    const search = new URLSearchParams(`status=valid&countryId=${uuid(3)}`);
    expect(withFilter(search, 'status', 'outdated').toString()).toBe(`status=outdated&countryId=${uuid(3)}`);
    expect(withFilter(search, 'countryId', '').toString()).toBe('status=valid');
  });
});
