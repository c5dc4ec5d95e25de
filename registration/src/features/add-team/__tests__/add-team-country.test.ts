import { addTeamCountryOf } from '../add-team-country';

describe("Add Team's country", () => {
  it("is the one the link's state carries", () => {
    expect(addTeamCountryOf({ countryId: 'country-1' })).toBe('country-1');
  });

  it('is none for a plain link or a state of another screen', () => {
    expect(addTeamCountryOf(null)).toBeNull();
    expect(addTeamCountryOf(undefined)).toBeNull();
    expect(addTeamCountryOf({ guestId: 'guest-1' })).toBeNull();
  });
});
